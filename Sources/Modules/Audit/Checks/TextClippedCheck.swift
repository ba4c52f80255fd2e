import Geometry
import Legible

/// `text-clipped`: glyphs (the ink bounds of the text) reach outside the area the text can ever be
/// seen in: a clipping ancestor that does not scroll, or the screen when nothing scrolls it into
/// view (`SnapshotNode.hardClip`). Devanagari marks above the headline cut by a fixed-height row
/// are the typical case. Tolerance: half a point.
///
/// Pixels, not boxes: an edge counts only where the clip cuts into the text's line box. Ink that
/// overhangs the line box (the stand-in font's descenders reach about 0.6 pt below it, an italic
/// leans past its advance) lies where iOS's own line box still holds it; a canvas exactly the
/// text's size shows nothing cut on the iPhone, so a clip past the line box cuts nothing a
/// reader misses.
public enum TextClippedCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.textClipped

  /// Text cut by a view that clips it.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    snapshot.entries.compactMap { entry in
      guard let text = entry.node.text, !text.string.isEmpty, text.layout.inkBounds.width > 0 else {
        return nil
      }
      let ink = text.layout.inkBounds.offsetBy(dx: text.origin.x, dy: text.origin.y)
      let box = Rect(origin: text.origin, size: text.layout.size)
      let clip = entry.node.hardClip
      // (edge, ink cut, line box cut)
      let edges: [(String, Double, Double)] = [
        ("top", clip.minY - ink.minY, clip.minY - box.minY),
        ("bottom", ink.maxY - clip.maxY, box.maxY - clip.maxY),
        ("leading", clip.minX - ink.minX, clip.minX - box.minX),
        ("trailing", ink.maxX - clip.maxX, box.maxX - clip.maxX),
      ]
      let cut = edges.filter { $0.1 > 0.5 && $0.2 > 0.5 }.map { ($0.0, $0.1) }
      guard let worst = cut.max(by: { $0.1 < $1.1 }) else { return nil }
      return snapshot.finding(
        id, .error, entry,
        "\"\(text.string.prefix(40))\" has glyphs cut at the \(worst.0) edge by \(worst.1.points)",
        hint: "Let the container size itself to the text instead of a fixed height, or stop it clipping.")
    }
  }
}
