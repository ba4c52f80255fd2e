import Geometry
import Legible

/// `touch-target`: an interactive element whose touch area (`hitFrame`, which already includes any
/// enlargement) is smaller than the target on either axis: 44 pt (Apple), 48 dp (Android) or
/// 24 px (WCAG 2.5.8), as chosen in `AuditOptions`.
public enum TouchTargetCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.touchTarget

  /// Controls whose touch area is smaller than the options' touch target.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let side = options.touchTarget.side
    return snapshot.entries.compactMap { entry in
      guard entry.node.isInteractive, let hit = entry.node.hitFrame,
        hit.width < side - 0.01 || hit.height < side - 0.01
      else { return nil }
      return snapshot.finding(
        id, .warning, entry,
        "takes touches on \(formatPoints(hit.width)) × \(formatPoints(hit.height)) pt, under \(formatPoints(side)) × \(formatPoints(side))",
        hint: "Enlarge the hit area (minimumHitSize) or the control.")
    }
  }
}
