import Geometry
import Legible

/// `oversized-row`: a row taller than the height it can be seen in: the part of its list or
/// scroll view that is on screen (cut by clipping ancestors and the screen) and not covered by
/// fixed bars drawn over it (opaque elements of the same layer, outside the scrolling view, that
/// span its width at its top or bottom edge). At that size not even one item fits, and a reader
/// cannot see a whole item at once. The rows of a list are its children; the rows of a scroll
/// view are the children of its content, looking through wrappers with a single child (padding,
/// frames), that repeat an item (two or more of the same make: the same role, as many parts,
/// the first of the same role), as the cards of a feed do. A paragraph or a lone block in a
/// scroll view is read by scrolling, as on iOS, and is not judged. Only vertical scrolling is
/// judged.
public enum OversizedRowCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.oversizedRow

  /// Rows of a list taller than the list's view, which cannot be seen whole.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.indices.flatMap { index -> [Finding] in
      let container = snapshot.entries[index].node
      var rows: [Int] = []
      switch container.role {
      case .list:
        rows = children(of: index, in: snapshot)
      case .scrollView where container.children.first?.scrollFrame == container.frame:
        var content = children(of: index, in: snapshot).first
        while let node = content, snapshot[node].node.children.count == 1 {
          content = children(of: node, in: snapshot).first
        }
        rows = repeatedItems(content.map { children(of: $0, in: snapshot) } ?? [], in: snapshot)
      default:
        return []
      }
      guard !rows.isEmpty else { return [] }
      let visible = visibleArea(of: index, in: snapshot).height
      return rows.compactMap { row in
        let node = snapshot[row].node
        guard node.frame.height > visible + 0.5 else { return nil }
        return snapshot.finding(
          id, .warning, snapshot[row],
          "is \(node.frame.height.points) tall, more than the \(visible.points) of \(snapshot.name(of: snapshot[index])) it can be seen in",
          hint: "Hide secondary content (a photo) at accessibility sizes so one item fits on the screen.")
      }
    }
  }

  /// The rows that repeat an item: not a lone text, and of the same make as another row.
  static func repeatedItems(_ rows: [Int], in snapshot: AuditedSnapshot) -> [Int] {
    struct Make: Hashable {
      let role: Role
      let parts: Int
      let firstPart: Role?
    }
    func make(_ row: Int) -> Make? {
      let node = snapshot[row].node
      if node.text != nil, node.children.isEmpty { return nil }
      return Make(role: node.role, parts: node.children.count, firstPart: node.children.first?.role)
    }
    var counts: [Make: Int] = [:]
    for row in rows { if let make = make(row) { counts[make, default: 0] += 1 } }
    return rows.filter { row in make(row).map { counts[$0, default: 0] >= 2 } ?? false }
  }

  /// The indices of the entry's children.
  static func children(of index: Int, in snapshot: AuditedSnapshot) -> [Int] {
    var result: [Int] = []
    var next = index + 1
    while next < snapshot.entries.count, snapshot[next].ancestors.contains(index) {
      if snapshot[next].ancestors.first == index { result.append(next) }
      next += 1
    }
    return result
  }

  /// The part of the scrolling view that shows on screen, less fixed bars drawn over it.
  static func visibleArea(of index: Int, in snapshot: AuditedSnapshot) -> Rect {
    let container = snapshot[index].node
    guard var visible = container.frame.intersection(container.clip)?.intersection(snapshot.screen) else {
      return Rect(x: container.frame.minX, y: container.frame.minY, width: 0, height: 0)
    }
    for other in snapshot.entries.indices where other > index && !snapshot.isLineal(index, other) {
      let node = snapshot[other].node
      guard node.layer == container.layer, node.isBar || (node.backgroundColor?.alpha ?? 0) >= 0.9,
        let cover = node.frame.intersection(node.clip)?.intersection(visible),
        cover.width >= visible.width * 0.9
      else { continue }
      if cover.minY <= visible.minY + 0.5 {
        visible = Rect(
          x: visible.minX, y: cover.maxY, width: visible.width, height: max(0, visible.maxY - cover.maxY))
      } else if cover.maxY >= visible.maxY - 0.5 {
        visible = Rect(
          x: visible.minX, y: visible.minY, width: visible.width, height: max(0, cover.minY - visible.minY))
      }
    }
    return visible
  }
}
