import Geometry
import Legible

/// `icon-not-scaling`: at an accessibility size, a vector icon that keeps its default size while
/// text beside it (in the same parent) has grown. Bars are exempt (their icons stay small by
/// design and show in the Large Content Viewer).
public enum IconNotScalingCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.iconNotScaling

  /// Icons beside text that grows while the icon does not.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    guard snapshot.configuration.category.isAccessibilityCategory else { return [] }
    return snapshot.entries.compactMap { entry in
      guard let image = entry.node.image, case .vector = image.source, image.scalesWith == nil,
        let parent = snapshot.parent(of: entry),
        !snapshot.ancestors(of: entry).contains(where: { $0.isBar || $0.hasLargeContentViewer }),
        let text = parent.children.compactMap(\.text).first(where: { $0.pointSize > $0.defaultPointSize })
      else { return nil }
      return snapshot.finding(
        id, .warning, entry,
        "stays \(image.frame.height.points) tall beside \"\(text.string.prefix(30))\" at \(text.pointSize.points)",
        hint: "Scale the icon with the text's style (ImageView .icon(…, scalesWith: style)).")
    }
  }
}
