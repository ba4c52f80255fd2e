import Geometry
import Legible

/// `overlap`: two visible text or interactive elements of the same layer intersect by more than
/// half a point on both axes. A text element covers its frame and the lines of its text, which may
/// spill out of a frame too small for them. Pairs where one contains the other in the tree (a label
/// in its button), elements declared as overlays, parts that are clipped away, and elements of
/// different layers (a modal covers the screen beneath it by design) are left alone.
public enum OverlapCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.overlap

  /// Text and controls drawn over each other.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    func covered(_ node: SnapshotNode) -> Rect {
      guard let text = node.text, text.layout.lineCount > 0 else { return node.frame }
      return node.frame.union(Rect(origin: text.origin, size: text.layout.size))
    }
    let candidates = snapshot.entries.indices.compactMap { index -> (Int, Rect)? in
      let node = snapshot.entries[index].node
      guard node.text != nil || node.isInteractive, !node.isOverlay, node.role != .largeContentViewer,
        !snapshot.ancestors(of: snapshot.entries[index]).contains(where: \.isOverlay),
        let visible = covered(node).intersection(node.clip)
      else { return nil }
      return (index, visible)
    }
    var findings: [Finding] = []
    for (a, first) in candidates.enumerated() {
      let layer = snapshot.entries[first.0].node.layer
      for second in candidates[(a + 1)...]
      where snapshot.entries[second.0].node.layer == layer && !snapshot.isLineal(first.0, second.0) {
        guard let overlap = first.1.intersection(second.1), overlap.width > 0.5, overlap.height > 0.5 else {
          continue
        }
        let entry = snapshot.entries[first.0]
        let other = snapshot.entries[second.0]
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
