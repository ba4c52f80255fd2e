import Geometry
import Legible

/// `safe-area`: text, or an element that takes touches, whose visible part reaches under the
/// status bar, the notch, the Dynamic Island or the home indicator: into the device's safe-area
/// insets by more than half a point. Backgrounds may run under them; content may not (it cannot be
/// read there, and a touch there reaches the system first).
///
/// A backdrop is not a control: an element that takes touches over the whole screen (within half
/// a point; a modal's dimming that dismisses it when tapped) covers the bars as UIKit's own
/// backdrops do, and every other part of it can be reached.
public enum SafeAreaCheck: AuditCheck {
  /// The check's name.
  public static let id = CheckID.safeArea

  /// Text and controls under the status bar, the notch or the home indicator.
  public static func findings(in snapshot: AuditedSnapshot, options: AuditOptions) -> [Finding] {
    let screen = snapshot.screen
    let insets = snapshot.snapshot.device.safeAreaInsets
    let bands: [(String, Rect)] = [
      ("the status bar", Rect(x: 0, y: 0, width: screen.width, height: insets.top)),
      (
        "the home indicator",
        Rect(x: 0, y: screen.maxY - insets.bottom, width: screen.width, height: insets.bottom)
      ),
      ("the left inset", Rect(x: 0, y: 0, width: insets.leading, height: screen.height)),
      (
        "the right inset",
        Rect(x: screen.maxX - insets.trailing, y: 0, width: insets.trailing, height: screen.height)
      ),
    ].filter { $0.1.width > 0 && $0.1.height > 0 }
    guard !bands.isEmpty else { return [] }
    return snapshot.entries.compactMap { entry in
      let node = entry.node
      let area: Rect?
      if let text = node.text {
        area = TextOverflowCheck.extent(of: text)?.intersection(node.clip)
      } else if node.isInteractive, let visible = node.frame.intersection(node.clip),
        !visible.contains(screen, tolerance: 0.5)
      {
        area = visible
      } else {
        area = nil
      }
      guard let area else { return nil }
      for (name, band) in bands {
        guard let under = band.intersection(area), under.width > 0.5, under.height > 0.5 else { continue }
        return snapshot.finding(
          id, .error, entry,
          "\(node.text == nil ? "takes touches" : "is drawn") under \(name) (\(under.width.points) × \(under.height.points))",
          hint: "Keep content within the safe area: lay it out in the safe area's frame, not the screen's.")
      }
      return nil
    }
  }
}
