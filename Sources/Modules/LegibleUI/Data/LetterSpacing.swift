import Foundation

/// The extra space SwiftUI's `tracking(_:)` and `kerning(_:)` put between characters, as set on a
/// text or on the views around it. Tracking wins over kerning, as in SwiftUI; both are in points
/// and add to the system font's own tracking for its size.
struct LetterSpacing: Equatable, Sendable {
  /// Points added after each character (`tracking(_:)`).
  var tracking: CGFloat?
  /// Points added between characters (`kerning(_:)`).
  var kerning: CGFloat?

  /// The points the text is set with: the tracking, else the kerning, else none.
  var points: Double {
    let value = Double(tracking ?? kerning ?? 0)
    return value.isFinite ? value : 0
  }

  /// This spacing where it sets a value, `outer`'s where it sets none.
  func inheriting(_ outer: LetterSpacing) -> LetterSpacing {
    LetterSpacing(tracking: tracking ?? outer.tracking, kerning: kerning ?? outer.kerning)
  }
}
