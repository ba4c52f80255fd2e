import Geometry
import Legible

/// `needs-large-content-viewer`: at an accessibility size, a reader who cannot read an item that
/// does not grow gets no Large Content Viewer for it:
/// - an item of a bar that does not grow (tab bar, navigation bar, toolbar) when the bar has no
///   viewer attached, or has one that does not respond to a press (its press disabled or removed,
///   the bar taking no touches): its small text and icons are all a reader gets;
/// - an item that says it shows in the viewer (`showsLargeContentViewer`) with no viewer attached
///   to it or to a container around it: the press it invites shows nothing.
public enum NeedsLargeContentViewerCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.needsLargeContentViewer

  /// Bars and items that keep their size at accessibility sizes without a Large Content Viewer that shows
  /// them.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    guard snapshot.configuration.category.isAccessibilityCategory else { return [] }
    return snapshot.entries.compactMap { entry in
      let ancestors = snapshot.ancestors(of: entry)
      if entry.node.isInteractive, let bar = ancestors.first(where: \.isBar) {
        if !bar.hasLargeContentViewer {
          return snapshot.finding(
            id, .error, entry,
            "is an item of \(bar.name), which does not grow and has no Large Content Viewer",
            hint: "Attach a LargeContentViewerInteraction to the bar (addLargeContentViewer()).")
        }
        guard bar.largeContentViewerResponds else {
          return snapshot.finding(
            id, .error, entry,
            "is an item of \(bar.name), whose Large Content Viewer does not respond to a press",
            hint:
              "Keep the viewer's press recognizer on the bar and enabled, and the bar's user interaction on.")
        }
        return nil
      }
      guard entry.node.showsLargeContentViewer,
        !entry.node.hasLargeContentViewer, !ancestors.contains(where: \.hasLargeContentViewer)
      else { return nil }
      return snapshot.finding(
        id, .error, entry,
        "shows in the Large Content Viewer, but no viewer is attached to it or to a container around it",
        hint:
          "Attach a LargeContentViewerInteraction to the container of such items (addLargeContentViewer()).")
    }
  }
}
