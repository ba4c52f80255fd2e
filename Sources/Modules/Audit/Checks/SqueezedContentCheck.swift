import DynamicType
import Geometry
import Legible

/// `squeezed-content`: the scrolling content of a screen left a slit by the views that stay in
/// place around it (bars, a header, a `safeAreaInset` panel) once they grow with the text.
///
/// The content area is the largest view of the layer that scrolls vertically (a list or a scroll
/// view) spanning its width; what shows of it is its frame on screen, less the fixed bars drawn
/// over it (as `oversized-row` measures it). Its share is taken of the screen, or of the sheet it
/// is in. Apple's own chrome leaves content at least two thirds of an iPhone SE's 667 points at
/// every text size, because its bars do not grow at the accessibility sizes (they show the Large
/// Content Viewer instead): a status bar of 20 pt, a navigation bar with a large title and a
/// search field of 148 pt and a tab bar of 49 pt leave 450 pt. So:
///
/// - under half the screen, the team's fixed views take more than Apple's fullest chrome and a
///   half-height sheet's worth besides: a warning;
/// - where it shows fewer than three lines of body text at the size (192 pt at AX5), a reader
///   scrolls through a slit, a line or two at a time: an error.
///
/// Only sizes above the default are judged, and only when some of the content is out of view: at
/// the default size the proportions are the team's design, and content that fits loses nothing.
public enum SqueezedContentCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.squeezedContent

  /// Under this share of the screen, a warning.
  static let warningShare = 0.5
  /// Fewer lines of body text than this shown, an error.
  static let errorLines = 3.0

  /// Scrolling content that keeps too little of the screen, per layer.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let category = snapshot.snapshot.traits.contentSizeCategory
    guard category > .large else { return [] }
    let slit = TextStyle.body.leading(at: category) * errorLines
    var content: [Int: (index: Int, shown: Rect)] = [:]
    for index in snapshot.entries.indices where scrollsVertically(snapshot[index].node) {
      let shown = OversizedRowCheck.visibleArea(of: index, in: snapshot)
      let layer = snapshot[index].node.layer
      if let largest = content[layer],
        largest.shown.width * largest.shown.height >= shown.width * shown.height
      {
        continue
      }
      content[layer] = (index, shown)
    }
    return content.values.sorted { $0.index < $1.index }.compactMap { index, shown in
      let whole = container(of: index, in: snapshot)
      guard whole.height > 0, shown.width >= whole.width * 0.9 else { return nil }
      let share = shown.height / whole.height
      guard share < warningShare, hidesContent(index, below: shown, in: snapshot) else { return nil }
      let above = max(0, shown.minY - whole.minY)
      let below = max(0, whole.maxY - shown.maxY)
      let place = snapshot[index].node.layer == 0 ? "screen" : "sheet"
      return snapshot.finding(
        id, shown.height < slit ? .error : .warning, snapshot[index],
        "shows \(shown.height.points) of the \(whole.height.points) \(place) (\(Int((share * 100).rounded(.down)))%): "
          + "\(above.points) above it and \(below.points) below it stay in place",
        hint:
          "Let what stays in place scroll with the content at accessibility sizes (move it into the scroll view), or keep it to one line and show it enlarged with the Large Content Viewer, as iOS's bars do."
      )
    }
  }

  /// A list, or a scroll view whose content scrolls vertically.
  static func scrollsVertically(_ node: SnapshotNode) -> Bool {
    switch node.role {
    case .list: true
    case .scrollView: node.children.first?.scrollFrame == node.frame
    default: false
    }
  }

  /// The screen, or the sheet the view is in: its outermost ancestor of the same layer that clips.
  static func container(of index: Int, in snapshot: AuditedSnapshot) -> Rect {
    let layer = snapshot[index].node.layer
    let card = snapshot[index].ancestors.last { ancestor in
      let node = snapshot[ancestor].node
      return node.layer == layer && node.clipsToBounds && node.frame.height < snapshot.screen.height - 0.5
    }
    guard let card else { return snapshot.screen }
    let node = snapshot[card].node
    return node.frame.intersection(snapshot.screen) ?? snapshot.screen
  }

  /// Whether some of the view's content lies outside what shows of it.
  static func hidesContent(_ index: Int, below shown: Rect, in snapshot: AuditedSnapshot) -> Bool {
    var next = index + 1
    while next < snapshot.entries.count, snapshot[next].ancestors.contains(index) {
      let frame = snapshot[next].node.frame
      if frame.height > 0, frame.maxY > shown.maxY + 0.5 || frame.minY < shown.minY - 0.5 { return true }
      next += 1
    }
    return false
  }
}
