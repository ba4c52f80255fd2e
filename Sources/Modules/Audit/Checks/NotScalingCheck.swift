import DynamicType
import Geometry
import Legible

/// `not-scaling`: at an accessibility size, text whose point size is the same as at the default
/// size (`large`): it ignores the user's setting. Text a system control sizes apart from the text
/// size (`SnapshotText.fixedSizeReason`: Apple's Sign in with Apple button sizes its title from
/// its height, shrunk to fit its width) cannot be compared with its size at L; it is judged
/// against body text at the same size instead, and the finding names the reason. Text inside a Large Content Viewer container
/// (a bar that shows its items large on a long press) is exempt, and so is text that grew and was
/// shrunk to fit (`text-shrunk`'s business).
public enum NotScalingCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.notScaling

  /// Text that keeps its size when the user's text size changes.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    guard snapshot.configuration.category.isAccessibilityCategory else { return [] }
    let category = snapshot.configuration.category
    return snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, !text.string.isEmpty,
        text.fixedSizeReason == nil
          ? text.pointSize <= text.defaultPointSize && text.pointSizeBeforeShrinking == nil
          : text.pointSize < TextStyle.body.pointSize(at: category),
        !snapshot.ancestors(of: entry).contains(where: \.hasLargeContentViewer)
      else { return nil }
      if let reason = text.fixedSizeReason {
        return snapshot.finding(
          id, .error, entry,
          "\"\(text.string.prefix(40))\" is \(text.pointSize.points) at \(category.shortName), under body text's \(TextStyle.body.pointSize(at: category).points): \(reason)",
          hint:
            "Give it a size that grows with the text size (SwiftUI: a frame from @ScaledMetric), or use a control of your own that follows the text size."
        )
      }
      return snapshot.finding(
        id, .error, entry,
        "\"\(text.string.prefix(40))\" stays at \(text.pointSize.points) at \(category.shortName), as at L",
        hint:
          "Use a text style (SwiftUI: .font(.body) rather than .system(size:); a custom font with relativeTo:; UIKit: UIFontMetrics) and keep it following the content size."
      )
    }
  }
}
