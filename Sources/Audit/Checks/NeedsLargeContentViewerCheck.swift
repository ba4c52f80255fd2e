import Geometry
import Legible

/// `needs-large-content-viewer`: at an accessibility size, an item of a bar that does not grow
/// (tab bar, navigation bar, toolbar) when the bar has no Large Content Viewer: its small text and
/// icons are all a reader gets.
public enum NeedsLargeContentViewerCheck: AuditCheck {
  public static let id = CheckID.needsLargeContentViewer

  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    guard snapshot.configuration.category.isAccessibilityCategory else { return [] }
    return snapshot.entries.compactMap { entry in
      guard entry.node.isInteractive,
        let bar = snapshot.ancestors(of: entry).first(where: \.isBar), !bar.hasLargeContentViewer
      else { return nil }
      return snapshot.finding(
        id, .error, entry,
        "is an item of \(bar.name), which does not grow and has no Large Content Viewer",
        hint: "Attach a LargeContentViewerInteraction to the bar (addLargeContentViewer()).")
    }
  }
}
