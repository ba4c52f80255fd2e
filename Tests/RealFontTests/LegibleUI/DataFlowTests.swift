import DynamicType
import LegibleUI
import Observation
import Testing

import class Legible.Screen
import struct Legible.TouchScript

/// State, bindings, observed models and the environment: a change evaluates again the bodies
/// that read what changed, and nothing else; what a view owns survives its re-evaluation.
@MainActor @Suite struct DataFlowTests {
  struct Counter: View {
    let id: Int
    @State private var count = 0
    var body: some View {
      Button("Row \(id): \(count)") { count += 1 }.accessibilityIdentifier("row-\(id)")
    }
  }

  struct HundredCounters: View {
    var body: some View {
      ScrollView { VStack { ForEach(0..<100, id: \.self) { Counter(id: $0) } } }
    }
  }

  @Test func aStateChangeEvaluatesOnlyTheViewThatOwnsTheState() throws {
    let screen = try realScreen()
    let controller = screen.host(HundredCounters())
    screen.layoutIfNeeded()
    let before = controller.evaluatedBodyCount
    #expect(before >= 101)
    #expect(screen.tap(viewWithIdentifier: "row-2"))
    #expect(screen.texts.contains("Row 2: 1"))
    // The row's body and its button's (a button is its style's body): no other row, not the list.
    #expect(controller.evaluatedBodyCount - before == 2)
    #expect(screen.texts.contains("Row 3: 0"))
  }

  struct SizeReader: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text(size.isAccessibilitySize ? "large" : "regular") }
  }

  struct Plain: View {
    let n: Int
    var body: some View { Text("Plain \(n)") }
  }

  struct MostlyPlain: View {
    var body: some View {
      VStack {
        ForEach(0..<20, id: \.self) { Plain(n: $0) }
        ScaleReader()
        DirectionReader()
        SizeReader()
      }
    }
  }

  @Test func aTextSizeChangeEvaluatesOnlyTheViewsThatReadIt() throws {
    // The host's environment is made anew from the screen's traits at each change: the values
    // that did not change (the scale, the direction, the locale) must keep their versions, or
    // every reader of them is evaluated again.
    let screen = try realScreen()
    let controller = screen.host(MostlyPlain())
    screen.layoutIfNeeded()
    let before = controller.evaluatedBodyCount
    let updatedBefore = controller.updatedNodeCount
    screen.contentSizeCategory = .accessibilityLarge
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("large"))
    #expect(controller.evaluatedBodyCount - before == 1)
    // Only the path to the reader is walked: the column, its tuple, the reader and its text; the
    // twenty plain rows (forty nodes) and the other readers are skipped whole.
    #expect(controller.updatedNodeCount - updatedBefore <= 6)
    // The plain texts were not evaluated again, but their text still grew.
    let plain = try #require(screen.node(showing: "Plain 0")?.text)
    #expect(plain.pointSize > 17)
  }

  final class Presenter {}

  struct PresenterKey: EnvironmentKey {
    static var defaultValue: Presenter? { nil }
  }

  struct PresenterReader: View {
    @Environment(\.presenter) private var presenter
    var body: some View { Text(presenter == nil ? "no presenter" : "presenter") }
  }

  @Test func anOptionalObjectTheHostWritesAgainIsNoChange() throws {
    // The host writes its environment anew at every change of the screen's traits; an object
    // held as an optional (as the host's own presenter of sheets is) written again is the same
    // value, or its readers would be evaluated again at every size change.
    let screen = try realScreen()
    let presenter = Presenter()
    let controller = screen.host(
      VStack {
        PresenterReader(); Text("Other")
      }
    ) { $0.presenter = presenter }
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("presenter"))
    let before = controller.evaluatedBodyCount
    screen.contentSizeCategory = .accessibilityLarge
    screen.layoutIfNeeded()
    #expect(controller.evaluatedBodyCount == before)
  }

  @Observable final class Switch {
    var isOn = false
  }

  struct LateReader: View {
    let model: Switch
    var body: some View {
      if model.isOn { SizeReader() } else { Text("not read yet") }
    }
  }

  @Test func aViewSkippedByASizeChangeReadsTheNewSizeWhenItIsEvaluatedLater() throws {
    // The reader did not read the size when the size changed, so it was skipped; evaluated later
    // (its model changed), it must see the size the screen has now, not the one it was made at.
    let screen = try realScreen()
    let model = Switch()
    let controller = screen.host(
      VStack {
        Text("Title"); LateReader(model: model)
      })
    screen.layoutIfNeeded()
    let before = controller.updatedNodeCount
    screen.contentSizeCategory = .accessibilityExtraLarge
    screen.layoutIfNeeded()
    #expect(controller.updatedNodeCount == before)
    model.isOn = true
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("large"))
  }

  struct SizeName: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View { Text("size \(String(describing: size))") }
  }

  struct LateSizeName: View {
    let model: Switch
    var body: some View {
      if model.isOn { SizeName() } else { Text("not read yet") }
    }
  }

  @Test func partsSkippedByTwoSizeChangesReadTheLastSizeAndKeepWhatIsWrittenAboveThem() throws {
    // Skipped twice, below a modifier that writes another value and below one that writes the
    // size itself: evaluated later, each reads the screen's last size, or the size written above.
    let screen = try realScreen()
    let model = Switch()
    let controller = screen.host(
      VStack {
        LateSizeName(model: model).font(.title)
        LateSizeName(model: model).environment(\.dynamicTypeSize, .xSmall)
      })
    screen.layoutIfNeeded()
    let made = controller.updatedNodeCount
    screen.contentSizeCategory = .accessibilityMedium
    screen.layoutIfNeeded()
    screen.contentSizeCategory = .accessibilityExtraExtraLarge
    screen.layoutIfNeeded()
    // The two modifiers read the size (one writes over it, one styles text by it): the views
    // below them are skipped.
    #expect(controller.updatedNodeCount - made <= 8)
    model.isOn = true
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("size accessibility4"))
    #expect(screen.texts.contains("size xSmall"))
  }

  struct SometimesLarge: View {
    let model: Switch
    var body: some View {
      let large = model.isOn
      Text("Sometimes large").transformEnvironment(\.font) { font in if large { font = .largeTitle } }
    }
  }

  @Test func aValueAModifierStopsWritingReachesWhatItModifies() throws {
    // Written, then no longer written: the text, the same view each time, must take the font
    // from above again, although the modifier wrote nothing the last time.
    let screen = try realScreen()
    let model = Switch()
    screen.host(SometimesLarge(model: model))
    screen.layoutIfNeeded()
    let regular = try #require(screen.node(showing: "Sometimes large")?.text).pointSize
    model.isOn = true
    screen.layoutIfNeeded()
    #expect(try #require(screen.node(showing: "Sometimes large")?.text).pointSize > regular)
    model.isOn = false
    screen.layoutIfNeeded()
    #expect(try #require(screen.node(showing: "Sometimes large")?.text).pointSize == regular)
  }

  @Test func aSubtreeWithItsOwnTextSizeKeepsItThroughASizeChange() throws {
    // The modifier writes the size the screen had: it changes nothing at first, and must start
    // to once the screen's size differs.
    let screen = try realScreen()
    // Both ways to write it: the modifier (which reads the size above to keep it in range) and
    // the environment value written outright (which reads nothing).
    screen.host(
      VStack {
        Text("Grows")
        Text("Fixed").dynamicTypeSize(.large)
        Text("Written").environment(\.dynamicTypeSize, .large)
      })
    screen.layoutIfNeeded()
    screen.contentSizeCategory = .accessibilityExtraExtraLarge
    screen.layoutIfNeeded()
    let fixed = try #require(screen.node(showing: "Fixed")?.text)
    let written = try #require(screen.node(showing: "Written")?.text)
    let grows = try #require(screen.node(showing: "Grows")?.text)
    #expect(fixed.pointSize == 17)
    #expect(written.pointSize == 17)
    #expect(grows.pointSize > 40)
  }

  struct ScaleReader: View {
    @Environment(\.displayScale) private var scale
    var body: some View { Text("\(Int(scale))×") }
  }

  struct DirectionReader: View {
    @Environment(\.layoutDirection) private var direction
    @Environment(\.locale) private var locale
    var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr \(locale.identifier)") }
  }

  @Test func aTapOnOneRowOfAHundredUpdatesThatRowsNodesOnly() throws {
    let screen = try realScreen()
    let controller = screen.host(HundredCounters())
    screen.layoutIfNeeded()
    let made = controller.madeNodeCount
    let before = controller.updatedNodeCount
    #expect(made > 300)
    #expect(screen.tap(viewWithIdentifier: "row-2"))
    let updated = controller.updatedNodeCount - before
    // The row, its button and the button's own views: a handful, not the list's hundreds.
    #expect(updated > 0)
    #expect(updated < 20)
    #expect(controller.madeNodeCount == made)
  }

  struct CounterBesideTexts: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Button("Count: \(count)") { count += 1 }.accessibilityIdentifier("count")
        Text("First line").font(.headline)
        Text("Second line").foregroundStyle(.secondary)
        Text("Third line").padding()
        Image(systemName: "star").frame(width: 40)
        Text("Fifth line")
      }
    }
  }

  @Test func aBodyEvaluatedAgainSkipsTheViewsThatDidNotChange() throws {
    // The body gives its column the same texts, image and modifiers as before, in the same
    // environment: only the button, whose title changed, is brought up to date.
    // A node keeps its view from its first update on (not when it is made: most screens are
    // made once), so the second tap is the one that compares.
    let screen = try realScreen()
    let controller = screen.host(CounterBesideTexts())
    screen.layoutIfNeeded()
    #expect(screen.tap(viewWithIdentifier: "count"))
    let before = controller.updatedNodeCount
    #expect(screen.tap(viewWithIdentifier: "count"))
    #expect(screen.texts.contains("Count: 2"))
    let updated = controller.updatedNodeCount - before
    // The column, its tuple and the button's own nodes; not the five views beside it (nine
    // nodes with their modifiers).
    #expect(updated > 0)
    #expect(updated <= 12)
    #expect(screen.texts.contains("Third line"))
  }

  @Test func stateSurvivesATextSizeChange() throws {
    let screen = try realScreen()
    screen.host(Counter(id: 1))
    screen.tap(viewWithIdentifier: "row-1")
    screen.tap(viewWithIdentifier: "row-1")
    screen.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("Row 1: 2"))
  }

  struct Settings: View {
    @State private var notifications = false
    var body: some View {
      VStack {
        Toggle("Notifications", isOn: $notifications).accessibilityIdentifier("toggle")
        Text(notifications ? "On" : "Off")
      }
    }
  }

  @Test func aBindingWritesThroughToTheStateItCameFrom() throws {
    let screen = try realScreen()
    screen.host(Settings())
    #expect(screen.texts.contains("Off"))
    // As on iOS, the switch takes the tap, not the label.
    let label = try #require(screen.node(showing: "Notifications"))
    screen.play(TouchScript().press(at: label.frame.center).lift())
    #expect(screen.texts.contains("Off"))
    let toggle = try #require(screen.snapshot().allNodes.first { $0.role == .toggle })
    screen.play(TouchScript().press(at: toggle.frame.center).lift())
    #expect(screen.texts.contains("On"))
  }

  final class Basket: ObservableObject {
    @Published var items: [String] = []
  }

  struct BasketView: View {
    @StateObject private var basket = Basket()
    var body: some View {
      VStack {
        Text("\(basket.items.count) items")
        AddButton()
      }
      .environmentObject(basket)
    }
  }

  struct AddButton: View {
    @EnvironmentObject var basket: Basket
    var body: some View {
      Button("Add Margherita") { basket.items.append("Margherita") }.accessibilityIdentifier("add")
    }
  }

  @Test func anObservableObjectReachesItsReadersThroughTheEnvironment() throws {
    let screen = try realScreen()
    screen.host(BasketView())
    #expect(screen.texts.contains("0 items"))
    screen.tap(viewWithIdentifier: "add")
    screen.tap(viewWithIdentifier: "add")
    #expect(screen.texts.contains("2 items"))
  }

  @Observable final class Order {
    var name = "Margherita"
    var count = 1
  }

  struct NameView: View {
    let order: Order
    var body: some View { Text(order.name) }
  }

  struct CountView: View {
    let order: Order
    var body: some View { Text("× \(order.count)") }
  }

  @Test func anObservableModelChangeEvaluatesOnlyTheViewsThatReadTheProperty() throws {
    let screen = try realScreen()
    let order = Order()
    let controller = screen.host(
      VStack {
        NameView(order: order); CountView(order: order)
      })
    screen.layoutIfNeeded()
    let before = controller.evaluatedBodyCount
    order.count = 3
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("× 3"))
    #expect(screen.texts.contains("Margherita"))
    #expect(controller.evaluatedBodyCount - before == 1)
  }

  struct BindableEditor: View {
    @Bindable var order: Order
    var body: some View {
      Stepper("Count", value: $order.count, in: 1...9).accessibilityIdentifier("stepper")
    }
  }

  @Test func aBindableModelGivesBindingsToItsProperties() throws {
    let order = Order()
    let screen = try realScreen()
    screen.host(BindableEditor(order: order))
    let binding = Bindable(order).count
    binding.wrappedValue = 5
    #expect(order.count == 5)
  }

  struct Rows: View {
    let names: [String]
    var body: some View { VStack { ForEach(names, id: \.self) { NamedCounter(name: $0) } } }
  }

  struct NamedCounter: View {
    let name: String
    @State private var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name) }
  }

  @Test func rowsKeepTheirStateByIdWhenTheDataMoves() throws {
    let screen = try realScreen()
    let controller = screen.host(Rows(names: ["a", "b", "c"]))
    screen.tap(viewWithIdentifier: "b")
    controller.rootView = Rows(names: ["c", "b", "a", "d"])
    screen.layoutIfNeeded()
    #expect(screen.texts == ["c 0", "b 1", "a 0", "d 0"])
  }

  struct Currency: EnvironmentKey { static let defaultValue = "EUR" }

  struct Price: View {
    @Environment(\.currency) private var currency
    var body: some View { Text("9.50 \(currency)") }
  }

  @Test func environmentKeysOfYourOwnPassDown() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Price(); Price().environment(\.currency, "USD")
      })
    #expect(screen.texts == ["9.50 EUR", "9.50 USD"])
  }
}

extension EnvironmentValues {
  fileprivate var currency: String {
    get { self[DataFlowTests.Currency.self] }
    set { self[DataFlowTests.Currency.self] = newValue }
  }
}

extension EnvironmentValues {
  fileprivate var presenter: DataFlowTests.Presenter? {
    get { self[DataFlowTests.PresenterKey.self] }
    set { self[DataFlowTests.PresenterKey.self] = newValue }
  }
}
