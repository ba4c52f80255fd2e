import DynamicType
import Foundation
import Legible
import PangoCairo
import PizzaApp

/// The declarative API's cost: building and laying out the product screen written declaratively
/// (`ProductView`) against the same screen written with retained views (`ProductScreen`), with
/// real fonts, in the same process; and a text size change on each. Medians of `runs` runs of
/// `screens` screens; the ratio is declarative over retained.
@MainActor enum DeclarativeBenchmark {
  static func run(runs: Int, screens: Int = 200) throws -> [String: Any] {
    let typesetter = try PangoTypesetter()
    func build(_ declarative: Bool, _ index: Int) -> Screen {
      let language = Language.allCases[index % Language.allCases.count]
      let screen =
        declarative
        ? ProductView.screen(
          language: language, product: index % 20, category: .large, device: .iPhone15, typesetter: typesetter
        ).0
        : ProductScreen.screen(
          language: language, product: index % 20, category: .large, device: .iPhone15, typesetter: typesetter
        ).0
      screen.layoutIfNeeded()
      return screen
    }
    // Text is shaped once for both: what is compared is building, reconciling and laying out.
    for index in 0..<screens { _ = build(false, index) }
    var buildTimes: [String: [Double]] = ["retained": [], "declarative": []]
    var changeTimes: [String: [Double]] = ["retained": [], "declarative": []]
    var ratios: [Double] = []
    var changeRatios: [Double] = []
    for _ in 0..<runs {
      var built: [String: [Screen]] = [:]
      var perScreen: [String: Double] = [:]
      for (name, declarative) in [("retained", false), ("declarative", true)] {
        var screensBuilt: [Screen] = []
        let time = seconds { for index in 0..<screens { screensBuilt.append(build(declarative, index)) } }
        built[name] = screensBuilt
        perScreen[name] = time / Double(screens) * 1e6
        buildTimes[name]?.append(time / Double(screens) * 1e6)
      }
      ratios.append((perScreen["declarative"] ?? 0) / max(1e-9, perScreen["retained"] ?? 1))
      var change: [String: Double] = [:]
      for name in ["retained", "declarative"] {
        let time = seconds {
          for screen in built[name] ?? [] {
            screen.traits = Traits(contentSizeCategory: .accessibilityExtraLarge)
            screen.layoutIfNeeded()
          }
        }
        change[name] = time / Double(screens) * 1e6
        changeTimes[name]?.append(time / Double(screens) * 1e6)
      }
      changeRatios.append((change["declarative"] ?? 0) / max(1e-9, change["retained"] ?? 1))
    }
    return [
      "screens": screens,
      "buildAndLayoutMicrosecondsPerScreen": buildTimes.mapValues(median),
      "sizeChangeMicrosecondsPerScreen": changeTimes.mapValues(median),
      "declarativeOverRetained": ["build": median(ratios), "sizeChange": median(changeRatios)],
    ]
  }
}
