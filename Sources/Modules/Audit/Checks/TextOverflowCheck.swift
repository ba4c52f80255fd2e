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
      var boxes = [(entry.node, "its frame", true)]
      for ancestor in snapshot.ancestors(of: entry) {
        if ancestor.isBox {
          boxes.append((ancestor, ancestor.identifier ?? ancestor.role.rawValue, false))
          break
        }
      }
      for (box, name, own) in boxes {
        let edges: [(String, Double)] = [
          ("top", box.frame.minY - drawn.minY), ("bottom", drawn.maxY - box.frame.maxY),
          ("leading", box.frame.minX - drawn.minX), ("trailing", drawn.maxX - box.frame.maxX),
        ]
        guard let worst = edges.filter({ $0.1 > 0.5 }).max(by: { $0.1 < $1.1 }) else { continue }
        let (cause, hint) = Self.cause(
          of: text, in: box, named: name, own: own, vertical: worst.0 == "top" || worst.0 == "bottom")
        return snapshot.finding(
          id, .error, entry,
          "\"\(text.string.prefix(40))\" is drawn \(worst.1.points) past the \(worst.0) edge of \(name): \(cause)",
          hint: hint)
      }
      return nil
    }
  }

  /// Why the text does not fit in `box`, read from the sizes, and what to do about it.
  static func cause(
    of text: SnapshotText, in box: SnapshotNode, named name: String, own: Bool, vertical: Bool
  ) -> (cause: String, hint: String) {
    let layout = text.layout
    switch (own, vertical) {
    case (true, true):
      let lines = layout.lineCount
      return (
        "its \(lines) line\(lines == 1 ? "" : "s") need \(layout.size.height.points) of height and it was given \(box.frame.height.points)",
        "Something fixes the height it is given (a frame's height, a fixed-height row or bar): let that grow with the text, or give it a minimum height instead."
      )
    case (true, false):
      if layout.lineCount <= 1 && text.request.maximumLines != 0 {
        return (
          "it is kept on one line, which needs \(layout.maximumIntrinsicWidth.points) where \(box.frame.width.points) is given",
          "Let it wrap (no line limit of 1) or truncate; at large sizes give it a line of its own."
        )
      }
      return (
        "its longest word needs \(layout.minimumIntrinsicWidth.points) where \(box.frame.width.points) is given",
        "Give the text the whole width at large sizes (stack its neighbours under it), or use a shorter word."
      )
    case (false, let vertical):
      let length = vertical ? box.frame.height : box.frame.width
      return (
        "\(name) is \(length.points) \(vertical ? "tall" : "wide") and the text is placed past it",
        "Let \(name) size itself to what it holds (a minimum size instead of a fixed one), and do not move text out of it with an offset or a negative padding."
      )
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
