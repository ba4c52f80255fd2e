import Geometry
import Legible

/// `text-overflow`: text drawn outside its box: outside its own frame, or outside the frame of
/// the container it sits in (the nearest ancestor that is seen as a box: it has a background or
/// a border, takes touches, or clips), by more than half a point, where nothing clips it away.
/// Text spilling out of a button's border is the typical case; it is reported even when it
/// touches nothing else. The text's extent is its lines' boxes (glyphs that reach a little outside
/// their line, as accents and Devanagari marks do, are type, not overflow). Text cut by a clipping
/// ancestor is `text-clipped`'s business, not this check's.
public enum TextOverflowCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.textOverflow

  /// Text drawn outside its own view.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, let drawn = extent(of: text)?.intersection(entry.node.clip) else {
        return nil
      }
      var boxes = [(entry.node, "its frame")]
      for ancestor in snapshot.ancestors(of: entry) {
        if ancestor.isBox {
          boxes.append((ancestor, ancestor.identifier ?? ancestor.role.rawValue))
          break
        }
      }
      for (box, name) in boxes {
        let edges: [(String, Double)] = [
          ("top", box.frame.minY - drawn.minY), ("bottom", drawn.maxY - box.frame.maxY),
          ("leading", box.frame.minX - drawn.minX), ("trailing", drawn.maxX - box.frame.maxX),
        ]
        guard let worst = edges.filter({ $0.1 > 0.5 }).max(by: { $0.1 < $1.1 }) else { continue }
        return snapshot.finding(
          id, .error, entry,
          "\"\(text.string.prefix(40))\" is drawn \(worst.1.points) past the \(worst.0) edge of \(name)",
          hint: "Let the container size itself to its text (no fixed height or width), or let the text wrap.")
      }
      return nil
    }
  }

  /// Where the text is laid out, in screen points: the union of its lines' boxes.
  static func extent(of text: SnapshotText) -> Rect? {
    guard let first = text.layout.lines.first, let last = text.layout.lines.last else { return nil }
    let minX = text.layout.lines.map(\.frame.minX).min() ?? 0
    let maxX = text.layout.lines.map(\.frame.maxX).max() ?? 0
    return Rect(
      x: text.origin.x + minX, y: text.origin.y + first.frame.minY, width: maxX - minX,
      height: last.frame.maxY - first.frame.minY)
  }
}

extension SnapshotNode {
  /// Whether a reader sees the node as a box text belongs inside.
  var isBox: Bool {
    (backgroundColor.map { $0.alpha > 0 } ?? false) || borderWidth > 0 || isInteractive || clipsToBounds
  }
}
