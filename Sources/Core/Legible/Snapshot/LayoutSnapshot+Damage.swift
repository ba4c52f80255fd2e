import Geometry

extension LayoutSnapshot {
  /// The parts of the screen, in points, that look different in this snapshot than in `previous`:
  /// what a window must draw again to go from one to the other. Drawing every operation clipped to
  /// these rectangles over the previous picture gives the same picture as drawing everything.
  ///
  /// Nodes are matched by their path in the tree: where siblings keep their paths, each is compared
  /// with its counterpart; where they do not, all of them count as changed. A node that moved or
  /// changed how it looks (background, border, corners, clip, text, image) damages the area it
  /// paints, before and after; a node that only contains others paints nothing of its own, unless
  /// it clips them. Each area is grown by a point, for antialiased edges. Overlapping areas are
  /// merged, so the answer is a few rectangles; nil means "everything" (another device, or areas
  /// that would cover most of the screen anyway).
  public func damage(since previous: LayoutSnapshot) -> [Rect]? {
    guard device == previous.device else { return nil }
    var found = Found()
    Self.compare(previous.nodes, nodes, into: &found)
    var merged = Rect.merging(found.areas)
    // A blurred backdrop reads the pixels around it: where anything under its reach is drawn
    // again, the whole reach is, so that the blur reads only pixels of this picture.
    if !found.reaches.isEmpty {
      merged = Rect.merging(
        merged + found.reaches.filter { reach in merged.contains { $0.intersection(reach) != nil } })
    }
    let screen = Rect(origin: .zero, size: device.size)
    let covered = merged.reduce(0) { $0 + ($1.intersection(screen).map { $0.width * $0.height } ?? 0) }
    return covered > screen.width * screen.height * 0.6 ? nil : merged
  }

  /// What the walk of both trees finds: the areas that changed, and the reach of every blurred
  /// backdrop in either tree (the walk visits every node, so they cost no walk of their own).
  private struct Found {
    var areas: [Rect] = []
    var reaches: [Rect] = []

    mutating func visit(_ node: SnapshotNode) {
      if let reach = node.blurReach { reaches.append(reach) }
    }
  }

  /// Walks two lists of sibling nodes side by side. Where the lists hold the same paths in the same
  /// order, each pair is compared and their children in turn; elsewhere every node of both lists
  /// and their descendants count as changed.
  private static func compare(_ old: [SnapshotNode], _ new: [SnapshotNode], into found: inout Found) {
    let sameShape = old.count == new.count && zip(old, new).allSatisfy { $0.path == $1.path }
    guard sameShape else {
      for node in old { paintedAreas(of: node, into: &found) }
      for node in new { paintedAreas(of: node, into: &found) }
      return
    }
    for (before, after) in zip(old, new) {
      // A change of opacity changes every pixel of the subtree.
      if before.alpha != after.alpha {
        paintedAreas(of: before, into: &found)
        paintedAreas(of: after, into: &found)
        continue
      }
      found.visit(before)
      found.visit(after)
      if !before.looksTheSame(as: after) {
        if let area = before.paintedArea { found.areas.append(area) }
        if let area = after.paintedArea { found.areas.append(area) }
      }
      compare(before.children, after.children, into: &found)
    }
  }

  private static func paintedAreas(of node: SnapshotNode, into found: inout Found) {
    found.visit(node)
    if let area = node.paintedArea { found.areas.append(area) }
    for child in node.children { paintedAreas(of: child, into: &found) }
  }
}

extension SnapshotNode {
  /// The area the node paints itself (not its children), within its clip, grown by a point for
  /// antialiased edges; nil when it paints nothing.
  fileprivate var paintedArea: Rect? {
    var painted: Rect?
    func add(_ rect: Rect) { painted = painted.map { $0.union(rect) } ?? rect }
    // A view that clips shapes its subviews' pixels (rounded corners) as if it painted them.
    if backgroundColor != nil || borderWidth > 0 || backgroundBlur > 0 || clipsToBounds { add(frame) }
    if let image { add(image.frame) }
    if let shape { add(shape.frame.outset(by: EdgeInsets(all: (shape.stroke?.width ?? 0) / 2))) }
    if let text {
      add(Rect(origin: text.origin, size: text.layout.size))
      add(text.layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y))
    }
    return painted.flatMap { $0.outset(by: EdgeInsets(all: 1)).intersection(clip) }
  }

  /// The area a blurred backdrop reads: three deviations around the node.
  fileprivate var blurReach: Rect? {
    backgroundBlur > 0 ? frame.outset(by: EdgeInsets(all: backgroundBlur * 3 + 1)) : nil
  }

  /// Whether the node draws the same pixels as `other` (its children aside).
  fileprivate func looksTheSame(as other: SnapshotNode) -> Bool {
    frame == other.frame && clip == other.clip && backgroundColor == other.backgroundColor
      && borderColor == other.borderColor && borderWidth == other.borderWidth
      && cornerRadius == other.cornerRadius && backgroundBlur == other.backgroundBlur
      && clipsToBounds == other.clipsToBounds && text == other.text
      && image == other.image && shape == other.shape
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
