import Geometry
import Legible

/// `not-scaling`: at an accessibility size, text whose point size is the same as at the default
/// size (`large`): it ignores the user's setting. Text inside a Large Content Viewer container
/// (a bar that shows its items large on a long press) is exempt, and so is text that grew and was
/// shrunk to fit (`text-shrunk`'s business).
public enum NotScalingCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.notScaling

  /// Text that keeps its size when the user's text size changes.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    guard snapshot.configuration.category.isAccessibilityCategory else { return [] }
    return snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, !text.string.isEmpty, text.pointSize <= text.defaultPointSize,
        text.pointSizeBeforeShrinking == nil,
        !snapshot.ancestors(of: entry).contains(where: \.hasLargeContentViewer)
      else { return nil }
      return snapshot.finding(
        id, .error, entry,
        "\"\(text.string.prefix(40))\" stays at \(text.pointSize.points) at \(snapshot.configuration.category.shortName), as at L",
        hint:
          "Use a text style (SwiftUI: .font(.body) rather than .system(size:); a custom font with relativeTo:; UIKit: UIFontMetrics) and keep it following the content size."
      )
    }
  }
}
