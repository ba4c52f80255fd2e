import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import PangoCairo
import Typesetting

/// Layout figures: a 200-view screen laid out from scratch and again after a category change, and
/// lists of 100 and 10,000 rows.
@MainActor enum LayoutBenchmark {
  /// Answers every request with the same layout at no cost, so that what is timed is the layout
  /// itself, not text measurement.
  struct ConstantTypesetter: Typesetter {
    let answer = FixedAdvanceTypesetter().layout(.textStyle("Pizza number 12", style: .body, at: .large))
    func layout(_ request: TextRequest) -> TextLayout { answer }
  }

  /// A screen of about 200 views: 20 product cards of 9 views each, in a scroll view, and a tab bar.
  static func menu() -> (root: View, viewCount: Int, labelCount: Int) {
    var cards: [View] = []
    for index in 0..<20 {
      let name = Label("Pizza number \(index)", font: .textStyle(.headline), lines: 0)
      let details = Label(
        "Tomato, mozzarella and basil, baked for \(index + 5) minutes", font: .textStyle(.footnote), lines: 0)
      let price = Button("\(index + 9).99", style: .body)
      let photo = ImageView(.icon(VectorIcon(name: "photo", svg: "<svg/>"), size: 80, scalesWith: nil))
      photo.visibility = .hiddenAtAccessibilitySizes
      let text = Stack(.vertical, spacing: 4, [name, details, price])
      cards.append(Padding(AdaptiveStack(spacing: 12, [photo, text]), 8, relativeTo: .body))
    }
    let tabs = TabBar(
      items: (0..<4).map { .init(title: "Tab \($0)", icon: VectorIcon(name: "tab", svg: "<svg/>")) })
    let root = Stack(.vertical, spacing: .fixed(0), [ScrollView(Stack(.vertical, spacing: 8, cards)), tabs])
    func count(_ view: View) -> Int { 1 + view.subviews.map(count).reduce(0, +) }
    func labels(_ view: View) -> Int { (view is Label ? 1 : 0) + view.subviews.map(labels).reduce(0, +) }
    return (root, count(root), labels(root))
  }

  /// Lays the menu out `count` times with text measurement taken out (for profilers).
  static func profile(_ count: Int) {
    for _ in 0..<count {
      let bare = Screen(device: .iPhone15, typesetter: ConstantTypesetter())
      bare.root = menu().root
      bare.layoutIfNeeded()
    }
  }

  static func run(runs: Int) throws -> [String: Any] {
    var firstLayout: [Double] = []
    var cachedTextLayout: [Double] = []
    var noTextLayout: [Double] = []
    var noTextRelayout: [Double] = []
    var noTextLayoutBuiltEarlier: [Double] = []
    var measurementsPerView = 0.0
    var relayout: [Double] = []
    var remeasured: [Double] = []
    var list100: [Double] = []
    var list10k: [Double] = []
    var viewCount = 0
    var labelCount = 0
    for _ in 0..<runs {
      let typesetter = try PangoTypesetter()
      // First layout, text measured for real.
      let (root, views, labels) = menu()
      viewCount = views
      labelCount = labels
      let screen = Screen(device: .iPhone15, typesetter: typesetter)
      screen.root = root
      firstLayout.append(seconds { screen.layoutIfNeeded() })
      // The same screen built again: every text is in the typesetter's cache, so this is the cost
      // of the layout itself.
      let again = Screen(device: .iPhone15, typesetter: typesetter)
      again.root = menu().root
      cachedTextLayout.append(seconds { again.layoutIfNeeded() })
      // With text measurement taken out: ten batches of twenty screens per run, so that each
      // timed part is long enough to measure and a moment's noise on the machine moves one batch,
      // not the median. Each screen is laid out right after it is built, as an app does (its views
      // are still in the processor's caches), and kept until the batch ends.
      func total(_ view: View, _ value: (View) -> Int) -> Int {
        value(view) + view.subviews.map { total($0, value) }.reduce(0, +)
      }
      for batch in 0..<10 {
        var screens: [Screen] = []
        var layoutTime = 0.0
        var relayoutTime = 0.0
        for _ in 0..<20 {
          let screen = Screen(device: .iPhone15, typesetter: ConstantTypesetter())
          screen.root = menu().root
          layoutTime += seconds { screen.layoutIfNeeded() }
          if batch == 0 && screens.isEmpty {
            let measurements = total(screen.root!) { $0.statistics.measurements }
            measurementsPerView = Double(measurements) / Double(viewCount)
          }
          // A trait change that reaches every view (the direction): the whole tree is measured
          // and placed again.
          screen.traits.layoutDirection = .rightToLeft
          relayoutTime += seconds { screen.layoutIfNeeded() }
          screens.append(screen)
        }
        noTextLayout.append(layoutTime / 20)
        noTextRelayout.append(relayoutTime / 20)
        // The same, with the twenty screens built first and laid out after: by then the first
        // ones have left the caches, as a screen built long before it is shown would have.
        let early = (0..<20).map { _ in
          let screen = Screen(device: .iPhone15, typesetter: ConstantTypesetter())
          screen.root = menu().root
          return screen
        }
        noTextLayoutBuiltEarlier.append(seconds { for screen in early { screen.layoutIfNeeded() } } / 20)
      }
      // A category change: traits, re-measurement, placement.
      let before = typesetter.statistics.layouts
      screen.contentSizeCategory = .extraExtraLarge
      relayout.append(seconds { screen.layoutIfNeeded() })
      remeasured.append(Double(typesetter.statistics.layouts - before))
      // Lists.
      for (count, into) in [(100, 0), (10_000, 1)] {
        let list = ListView(sections: [.init(title: "Pizza", rowCount: count)]) { _, row in
          Label("Row \(row): pepperoni, mozzarella", lines: 0)
        }
        let listScreen = Screen(device: .iPhone15, typesetter: typesetter)
        listScreen.root = list
        let time = seconds {
          listScreen.layoutIfNeeded()
          for step in 1...10 {
            list.scroll(to: Double(step) * 400)
            listScreen.layoutIfNeeded()
          }
        }
        if into == 0 { list100.append(time) } else { list10k.append(time) }
      }
    }
    let perView = median(cachedTextLayout) / Double(viewCount) * 1e6
    return [
      "layoutWithoutTextMeasurementMicrosecondsPerView": median(noTextLayout) / Double(viewCount) * 1e6,
      "layoutWithoutTextMeasurementOfScreensBuiltEarlierMicrosecondsPerView":
        median(noTextLayoutBuiltEarlier) / Double(viewCount) * 1e6,
      "relayoutOfEveryViewWithoutTextMeasurementMicrosecondsPerView":
        median(noTextRelayout) / Double(viewCount) * 1e6,
      "measurementsPerViewInFirstLayout": measurementsPerView,
      "views": viewCount,
      "labels": labelCount,
      "firstLayoutMilliseconds": median(firstLayout) * 1e3,
      "layoutWithCachedTextMicrosecondsPerView": perView,
      "relayoutAfterCategoryChangeMilliseconds": median(relayout) * 1e3,
      "textLayoutsAfterCategoryChange": median(remeasured),
      "listOf100LayoutAndTenScrollsMilliseconds": median(list100) * 1e3,
      "listOf10000LayoutAndTenScrollsMilliseconds": median(list10k) * 1e3,
      "listRatio10000Over100": median(zip(list10k, list100).map { $0 / $1 }),
      "targets": [
        "layoutWithoutTextMeasurementMicrosecondsPerViewAtMost": 1, "listRatioAtMost": 2,
        "textLayoutsAfterCategoryChange":
          "only labels whose category changed (the tab bar is capped at L), once per distinct width their stacks propose",
      ],
    ]
  }
}
