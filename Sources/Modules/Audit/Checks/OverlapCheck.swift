import Geometry
import Legible

/// `overlap`: two visible text or interactive elements of the same layer intersect by more than
/// half a point on both axes. A text element covers the boxes of its lines (which may spill out
/// of a frame too small for them; the free part beside a short last line is not covered), a
/// control its frame. Pairs where one contains the other in the tree (a label
/// in its button), elements declared as overlays, a background without text that takes taps (one
/// that dismisses the keyboard lies under the whole screen), an element the reader can scroll out
/// from under one that floats over its scroll view (a list's rows under a floating button; the
/// last row, when the list cannot scroll it clear, is still found), what lies outside the shape
/// a control takes touches in (`contentShape`: a label in the hole of a ring), parts that are clipped away, and elements of
/// different layers (a modal covers the screen beneath it by design) are left alone, and so are
/// two copies of one text in one place (a chart's annotation written once per data point): the
/// reader sees one text.
public enum OverlapCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.overlap

  /// Text and controls drawn over each other.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    // What an element covers: a text's lines (a wrapped text's short last line leaves the rest
    // of its rectangle free), a control's frame, each cut by the element's clip.
    func covered(_ node: SnapshotNode) -> [Rect] {
      var rects: [Rect] = []
      if let text = node.text, text.layout.lineCount > 0 {
        rects = text.layout.lines.map { line in
          Rect(
            x: text.origin.x + line.frame.minX, y: text.origin.y + line.frame.minY, width: line.frame.width,
            height: line.frame.height)
        }
      }
      if node.isInteractive || rects.isEmpty { rects.append(node.frame) }
      return rects.compactMap { $0.intersection(node.clip) }
    }
    let candidates = snapshot.entries.indices.compactMap {
      index -> (index: Int, bounds: Rect, rects: [Rect])? in
      let node = snapshot.entries[index].node
      let ancestors = snapshot.ancestors(of: snapshot.entries[index])
      guard node.text != nil || node.isInteractive, !node.isOverlay, node.role != .largeContentViewer,
        !ancestors.contains(where: \.isOverlay),
        // A background that takes taps (to dismiss the keyboard) lies under the content by design.
        node.text != nil || !(node.isBackdrop || ancestors.contains(where: \.isBackdrop))
      else { return nil }
      let rects = covered(node)
      guard let first = rects.first else { return nil }
      return (index, rects.dropFirst().reduce(first) { $0.union($1) }, rects)
    }
    // The largest part two elements both cover, if more than half a point on both axes.
    func overlap(
      _ a: (index: Int, bounds: Rect, rects: [Rect]), _ b: (index: Int, bounds: Rect, rects: [Rect])
    )
      -> Rect?
    {
      guard let both = a.bounds.intersection(b.bounds), both.width > 0.5, both.height > 0.5 else {
        return nil
      }
      let near = b.rects.filter { $0.intersection(both) != nil }
      var largest: Rect?
      for first in a.rects where first.intersection(both) != nil {
        for second in near {
          guard let common = first.intersection(second), common.width > 0.5, common.height > 0.5 else {
            continue
          }
          if common.width * common.height > (largest.map { $0.width * $0.height } ?? 0) { largest = common }
        }
      }
      return largest
    }
    // The same words at the same size in the same frame, neither a control: drawn over each other
    // exactly, they read as one.
    func copies(_ a: SnapshotNode, _ b: SnapshotNode) -> Bool {
      guard let first = a.text, let second = b.text, !a.isInteractive, !b.isInteractive,
        first.string == second.string, first.pointSize == second.pointSize
      else { return false }
      return abs(a.frame.minX - b.frame.minX) <= 0.5 && abs(a.frame.minY - b.frame.minY) <= 0.5
        && abs(a.frame.width - b.frame.width) <= 0.5 && abs(a.frame.height - b.frame.height) <= 0.5
    }
    // How far each vertical scroll view's content reaches (the union of what scrolls in it).
    var contents: [Rect: Rect] = [:]
    for entry in snapshot.entries {
      guard let scroll = entry.node.scrollFrame else { continue }
      contents[scroll] = contents[scroll].map { $0.union(entry.node.frame) } ?? entry.node.frame
    }
    // Whether the reader can scroll `moving` (in a scroll view `covering` is not in) out from under
    // `covering` and still see it: a floating button over a list covers rows the list scrolls on.
    func scrollsClear(_ moving: SnapshotNode, _ movingBounds: Rect, of covering: Rect, other: SnapshotNode)
      -> Bool
    {
      guard let scroll = moving.scrollFrame, other.scrollFrame != scroll, let content = contents[scroll]
      else { return false }
      var low = -max(0, content.maxY - scroll.maxY)
      var high = max(0, scroll.minY - content.minY)
      if movingBounds.height <= scroll.height {
        low = max(low, scroll.minY - movingBounds.minY)
        high = min(high, scroll.maxY - movingBounds.maxY)
      }
      let above = min(high, covering.minY - movingBounds.maxY)
      let below = max(low, covering.maxY - movingBounds.minY)
      return low <= above || below <= high
    }
    var findings: [Finding] = []
    for (a, first) in candidates.enumerated() {
      let layer = snapshot.entries[first.index].node.layer
      for second in candidates[(a + 1)...]
      where snapshot.entries[second.index].node.layer == layer
        && !snapshot.isLineal(first.index, second.index)
        && !copies(snapshot.entries[first.index].node, snapshot.entries[second.index].node)
      {
        guard let overlap = overlap(first, second) else { continue }
        let entry = snapshot.entries[first.index]
        let other = snapshot.entries[second.index]
        // A control that takes touches in a shape of its own (a ring's band) covers only that.
        if [entry.node, other.node].contains(where: {
          $0.text == nil && $0.hitShape?.reaches(overlap) == false
        }) {
          continue
        }
        if scrollsClear(entry.node, first.bounds, of: second.bounds, other: other.node)
          || scrollsClear(other.node, second.bounds, of: first.bounds, other: entry.node)
        {
          continue
        }
        findings.append(
          snapshot.finding(
            id, .error, entry,
            "overlaps \(snapshot.name(of: other)) by \(overlap.width.points) × \(overlap.height.points)",
            hint: "Give each its own line at large sizes (an adaptive stack), or let the container grow.",
            related: other.node))
      }
    }
    return findings
  }
}
