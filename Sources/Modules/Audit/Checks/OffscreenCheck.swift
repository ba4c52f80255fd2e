import Geometry
import Legible

/// `offscreen`: content wider than the screen with no horizontal scrolling (WCAG 1.4.10 reflow; a
/// strip that scrolls sideways on its own, such as a category picker, is allowed),
/// or an interactive element outside the screen with nothing to scroll it into view. Only the
/// outermost element that overflows is reported (not each of its descendants). Tolerance: half a
/// point.
public enum OffscreenCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.offscreen

  /// Content that no scrolling can bring onto the screen.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let screen = snapshot.screen
    func overflow(_ node: SnapshotNode) -> (String, Double)? {
      let leading = screen.minX - node.frame.minX
      let trailing = node.frame.maxX - screen.maxX
      if node.horizontalScrollFrame == nil, max(leading, trailing) > 0.5 {
        return leading > trailing ? ("leading", leading) : ("trailing", trailing)
      }
      guard node.isInteractive, node.scrollFrame == nil else { return nil }
      let bottom = node.frame.maxY - screen.maxY
      let top = screen.minY - node.frame.minY
      if max(top, bottom) > 0.5 { return bottom > top ? ("bottom", bottom) : ("top", top) }
      return nil
    }
    return snapshot.entries.compactMap { entry in
      guard entry.node.role != .largeContentViewer, let (edge, amount) = overflow(entry.node) else {
        return nil
      }
      if let parent = snapshot.parent(of: entry), overflow(parent) != nil { return nil }
      let what =
        entry.node.isInteractive && (edge == "top" || edge == "bottom") ? "cannot be reached: it is" : "is"
      return snapshot.finding(
        id, .error, entry, "\(what) past the \(edge) edge of the screen by \(amount.points)",
        hint: edge == "leading" || edge == "trailing"
          ? "Let rows wrap or stack vertically at large sizes; the screen must not scroll sideways."
          : "Put the content in a scroll view, or make it smaller at large sizes.")
    }
  }
}
