import Geometry

extension LayoutSnapshot {
  /// The parts of the screen, in points, that look different in this snapshot than in `previous`:
  /// what a window must draw again to go from one to the other. Drawing every operation clipped to
  /// these rectangles over the previous picture gives the same picture as drawing everything.
  ///
  /// Nodes are matched by their path in the tree. A node that appeared, disappeared, moved or
  /// changed how it looks (background, border, corners, clip, text, image) damages the area it
  /// paints, before and after; a node that only contains others paints nothing of its own, unless
  /// it clips them. Each
  /// area is grown by a point, for antialiased edges. Overlapping areas are merged, so the answer
  /// is a few rectangles; nil means "everything" (another device, or areas that would cover most
  /// of the screen anyway).
  public func damage(since previous: LayoutSnapshot) -> [Rect]? {
    guard device == previous.device else { return nil }
    var before: [PaintedNode.Key: PaintedNode] = [:]
    for node in previous.paintedNodes() { before[node.key] = node }
    var areas: [Rect] = []
    for node in paintedNodes() {
      let old = before.removeValue(forKey: node.key)
      if let old, old.looksTheSame(as: node) { continue }
      if let area = old?.area { areas.append(area) }
      if let area = node.area { areas.append(area) }
    }
    areas += before.values.compactMap(\.area)
    let merged = Rect.merging(areas)
    let screen = Rect(origin: .zero, size: device.size)
    let covered = merged.reduce(0) { $0 + ($1.intersection(screen).map { $0.width * $0.height } ?? 0) }
    return covered > screen.width * screen.height * 0.6 ? nil : merged
  }

  /// Every node as it paints, depth first, keyed by path (and by order among equal paths).
  fileprivate func paintedNodes() -> [PaintedNode] {
    var result: [PaintedNode] = []
    var seen: [String: Int] = [:]
    func visit(_ node: SnapshotNode) {
      let occurrence = seen[node.path, default: 0]
      seen[node.path] = occurrence + 1
      result.append(PaintedNode(node, key: PaintedNode.Key(path: node.path, occurrence: occurrence)))
      node.children.forEach(visit)
    }
    nodes.forEach(visit)
    return result
  }
}

/// What one node paints, for comparing two snapshots.
private struct PaintedNode {
  struct Key: Hashable {
    var path: String
    var occurrence: Int
  }

  let key: Key
  let node: SnapshotNode
  /// The area the node paints itself (not its children), within its clip; nil when it paints
  /// nothing.
  let area: Rect?

  init(_ node: SnapshotNode, key: Key) {
    self.key = key
    self.node = node
    var painted: Rect?
    func add(_ rect: Rect) { painted = painted.map { $0.union(rect) } ?? rect }
    // A view that clips shapes its subviews' pixels (rounded corners) as if it painted them.
    if node.backgroundColor != nil || node.borderWidth > 0 || node.clipsToBounds { add(node.frame) }
    if let image = node.image { add(image.frame) }
    if let text = node.text {
      let layout = text.layout
      add(Rect(origin: text.origin, size: layout.size))
      add(layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y))
    }
    area = painted.flatMap { $0.outset(by: EdgeInsets(all: 1)).intersection(node.clip) }
  }

  /// Whether the node draws the same pixels as `other` (its children aside).
  func looksTheSame(as other: PaintedNode) -> Bool {
    let (a, b) = (node, other.node)
    return a.frame == b.frame && a.clip == b.clip && a.backgroundColor == b.backgroundColor
      && a.borderColor == b.borderColor && a.borderWidth == b.borderWidth && a.cornerRadius == b.cornerRadius
      && a.clipsToBounds == b.clipsToBounds && a.text == b.text && a.image == b.image
  }
}

extension Rect {
  /// The rectangles with every overlapping pair replaced by their union, until none overlap.
  static func merging(_ rects: [Rect]) -> [Rect] {
    var merged: [Rect] = []
    for rect in rects where !rect.isEmpty {
      var current = rect
      var index = 0
      while index < merged.count {
        if merged[index].intersection(current) != nil {
          current = current.union(merged.remove(at: index))
          index = 0
        } else {
          index += 1
        }
      }
      merged.append(current)
    }
    return merged
  }
}
