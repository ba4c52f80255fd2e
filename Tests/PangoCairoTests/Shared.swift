import Foundation
import PangoCairo
import Testing
import Typesetting

/// One typesetter and renderer for the whole test run (they are thread-safe).
enum Shared {
  static let result = Result { () throws(TypesetterError) -> PangoTypesetter in try PangoTypesetter() }

  static func typesetter() throws -> PangoTypesetter { try result.get() }
  static func renderer() throws -> Renderer { Renderer(typesetter: try typesetter()) }
}

/// Runs `body` and records an issue if it took longer than `seconds`: a guard against hangs on
/// hostile input, not a performance measurement.
func finishes<T>(within seconds: Double, _ body: () throws -> T) rethrows -> T {
  let start = ContinuousClock.now
  let value = try body()
  let elapsed = ContinuousClock.now - start
  #expect(elapsed < .seconds(seconds), "took \(elapsed)")
  return value
}

/// Sample text in each script the reference app uses.
enum Samples {
  static let latin = "Pepperoni pizza with extra mozzarella"
  static let cyrillic = "Пицца пепперони с двойной моцареллой"
  static let devanagari = "अतिरिक्त मोज़ेरेला के साथ पेपरोनी पिज़्ज़ा"
  static let chinese = "双倍马苏里拉奶酪意大利辣香肠披萨"
  static let emoji = "🍕 🧀 🌶️ 🍅 🥤"
  static let hebrew = "פיצה עם גבינה"

  static let allScripts = [latin, cyrillic, devanagari, chinese, emoji]
}
