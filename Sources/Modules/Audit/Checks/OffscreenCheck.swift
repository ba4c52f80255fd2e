import Geometry
import Legible

/// `offscreen`: content wider than the screen with no horizontal scrolling (WCAG 1.4.10 reflow; a
/// strip that scrolls sideways on its own, such as a category picker, is allowed),
/// or an interactive element outside the screen with nothing to scroll it into view. Only the
/// outermost element that overflows is reported (not each of its descendants). Tolerance: half a
/// point.
///
/// What overflows is what is drawn or touched: text, images, shapes, backgrounds, borders and
/// controls. A container reaches as far as its content does, so an empty `Spacer`, an empty label
/// (an icon-only button's title) or a frame with nothing in it pushed past the edge is no finding.
public enum OffscreenCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.offscreen

  /// Content that no scrolling can bring onto the screen.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let screen = snapshot.screen
    let extents = contentExtents(in: snapshot)
    func overflow(_ index: Int) -> (String, Double)? {
      let node = snapshot.entries[index].node
      guard let extent = extents[index] else { return nil }
      // Past the edge: the element's frame, and something it draws.
      let leading = screen.minX - max(node.frame.minX, extent.minX)
      let trailing = min(node.frame.maxX, extent.maxX) - screen.maxX
      if node.horizontalScrollFrame == nil, max(leading, trailing) > 0.5 {
        return leading > trailing ? ("leading", leading) : ("trailing", trailing)
      }
      guard node.isInteractive, node.scrollFrame == nil else { return nil }
      let bottom = node.frame.maxY - screen.maxY
      let top = screen.minY - node.frame.minY
      if max(top, bottom) > 0.5 { return bottom > top ? ("bottom", bottom) : ("top", top) }
      return nil
    }
    return snapshot.entries.indices.compactMap { index in
      let entry = snapshot.entries[index]
      guard entry.node.role != .largeContentViewer, let (edge, amount) = overflow(index) else {
        return nil
      }
      if let parent = entry.ancestors.first, overflow(parent) != nil { return nil }
      let what =
        entry.node.isInteractive && (edge == "top" || edge == "bottom") ? "cannot be reached: it is" : "is"
      return snapshot.finding(
        id, .error, entry, "\(what) past the \(edge) edge of the screen by \(amount.points)",
        hint: edge == "leading" || edge == "trailing"
          ? "Let rows wrap or stack vertically at large sizes; the screen must not scroll sideways."
          : "Put the content in a scroll view, or make it smaller at large sizes.")
    }
  }

  /// How far each entry's drawn or touched content reaches: its own frame when it draws or takes
  /// touches, joined with its subviews' content; nil when it shows nothing.
  static func contentExtents(in snapshot: AuditedSnapshot) -> [Rect?] {
    var extents = snapshot.entries.map { entry -> Rect? in
      let node = entry.node
      let draws =
        node.text != nil || node.image != nil || node.isInteractive || node.borderWidth > 0
        || (node.backgroundColor.map { $0.alpha > 0 } ?? false)
        || (node.shape.map { ($0.fill?.alpha ?? 0) > 0 || $0.stroke != nil } ?? false)
      return draws ? node.frame : nil
    }
    for index in snapshot.entries.indices.reversed() {
      guard var extent = extents[index], let parent = snapshot.entries[index].ancestors.first else {
        continue
      }
      // Content that scrolls sideways reaches as far as its scroll view, seen from outside it.
      let node = snapshot.entries[index].node
      if let scroll = node.horizontalScrollFrame,
        scroll != snapshot.entries[parent].node.horizontalScrollFrame
      {
        let minX = max(extent.minX, scroll.minX)
        let maxX = max(minX, min(extent.maxX, scroll.maxX))
        extent = Rect(x: minX, y: extent.minY, width: maxX - minX, height: extent.height)
      }
      extents[parent] = extents[parent].map { $0.union(extent) } ?? extent
    }
    return extents
  }
}
