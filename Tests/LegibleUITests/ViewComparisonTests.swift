import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// A view's new value is compared with its last, field by field, and an unchanged view is not
/// evaluated again when its parent is: values compare by `==`, objects by identity, optionals and
/// nested structures by their parts, and a closure always counts as a change (as in SwiftUI).
@MainActor @Suite struct ViewComparisonTests {
  /// A model object, compared by identity.
  final class Model {}

  struct Details {
    var title: String
    var subtitle: String?
  }

  /// A view whose stored properties are of every kind the comparison meets.
  struct Child: View {
    let number: Int
    let details: Details
    let optionalDetails: Details?
    let model: Model
    let anyValue: Any
    var body: some View { Text("\(number) \(details.title)") }
  }

  struct ChildWithAction: View {
    let action: () -> Void
    var body: some View { Text("action") }
  }

  /// A parent re-evaluated at each tick, giving its children what `make` says.
  struct Parent<Content: View>: View {
    @State var tick = 0
    let make: (Int) -> Content
    var body: some View {
      VStack {
        Text("tick \(tick)")
        make(tick)
      }
    }
  }

  /// Hosts `Parent(make:)`, ticks it once, and returns how many bodies the tick evaluated.
  func bodiesEvaluatedByATick<Content: View>(_ make: @escaping (Int) -> Content) -> Int {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    let parent = Parent(make: make)
    let tick = parent.$tick
    let controller = screen.host(parent)
    screen.layoutIfNeeded()
    let before = controller.evaluatedBodyCount
    tick.wrappedValue += 1
    screen.layoutIfNeeded()
    return controller.evaluatedBodyCount - before
  }

  let model = Model()

  @Test func aChildWhoseFieldsAreTheSameIsNotEvaluatedAgain() {
    let model = self.model
    let evaluated = bodiesEvaluatedByATick { _ in
      Child(
        number: 1, details: Details(title: "a", subtitle: nil),
        optionalDetails: Details(title: "b", subtitle: "c"),
        model: model, anyValue: 7)
    }
    #expect(evaluated == 1)
  }

  @Test func aChangedNumberInANestedOptionalStructureIsAChange() {
    let model = self.model
    let evaluated = bodiesEvaluatedByATick { tick in
      Child(
        number: 1, details: Details(title: "a", subtitle: nil),
        optionalDetails: Details(title: "b", subtitle: "\(tick)"), model: model, anyValue: 7)
    }
    #expect(evaluated == 2)
  }

  @Test func anotherObjectIsAChangeTheSameObjectIsNot() {
    let evaluated = bodiesEvaluatedByATick { _ in
      Child(number: 1, details: Details(title: "a"), optionalDetails: nil, model: Model(), anyValue: 7)
    }
    #expect(evaluated == 2)
  }

  @Test func aValueHeldAsAnyComparesAsWhatItHolds() {
    let model = self.model
    let same = bodiesEvaluatedByATick { _ in
      Child(number: 1, details: Details(title: "a"), optionalDetails: nil, model: model, anyValue: "seven")
    }
    let changed = bodiesEvaluatedByATick { tick in
      Child(number: 1, details: Details(title: "a"), optionalDetails: nil, model: model, anyValue: tick)
    }
    #expect(same == 1)
    #expect(changed == 2)
  }

  /// A view with a closure that says itself, with `==`, that only its number matters.
  struct Row: View, @MainActor Equatable {
    let number: Int
    let action: () -> Void
    var body: some View { Text("row \(number)") }
    static func == (a: Row, b: Row) -> Bool { a.number == b.number }
  }

  @Test func anEquatableViewIsComparedWithItsOwnEquality() {
    #expect(bodiesEvaluatedByATick { _ in Row(number: 1, action: {}).equatable() } == 1)
    #expect(bodiesEvaluatedByATick { tick in Row(number: tick, action: {}).equatable() } == 3)
  }

  @Test func aClosureIsAlwaysAChange() {
    let evaluated = bodiesEvaluatedByATick { _ in ChildWithAction(action: {}) }
    #expect(evaluated == 2)
  }

  /// A container of your own, given its views by a builder (`Card { a; b }`).
  struct Card<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { VStack { content } }
  }

  @Test func aContainerGivenTheSameViewsIsNotEvaluatedAgainAndOtherViewsAreAChange() {
    let same = bodiesEvaluatedByATick { _ in
      Card {
        Text("Title")
        Text("Subtitle").font(.caption)
      }
    }
    let changed = bodiesEvaluatedByATick { tick in
      Card {
        Text("Title")
        Text("Subtitle \(tick)").font(.caption)
      }
    }
    #expect(same == 1)
    #expect(changed == 2)
  }

  /// A model that says every instance is equal to every other: references still compare by
  /// identity, as SwiftUI compares them.
  final class EqualModel: Equatable {
    static func == (a: EqualModel, b: EqualModel) -> Bool { true }
  }

  struct ModelRow: View {
    let model: EqualModel
    var body: some View { Text("model") }
  }

  @Test func anObjectComparesByIdentityEvenWhenItIsEquatable() {
    let model = EqualModel()
    #expect(bodiesEvaluatedByATick { _ in ModelRow(model: model) } == 1)
    #expect(bodiesEvaluatedByATick { _ in ModelRow(model: EqualModel()) } == 2)
  }

  enum Badge { case none, count(Int) }
  enum Tint: Equatable { case plain, accent(Int) }

  struct Badged: View {
    let badge: Badge
    var body: some View { Text("badged") }
  }

  struct Marked: View {
    let tint: Tint
    let pair: (Int, String)
    var body: some View { Text("marked") }
  }

  @Test func enumerationsCompareByEqualityWhereTheyHaveOneAndTuplesByTheirParts() {
    // An enumeration that cannot say it is equal is a change, even set to the same case.
    #expect(bodiesEvaluatedByATick { _ in Badged(badge: .count(1)) } == 2)
    #expect(bodiesEvaluatedByATick { _ in Marked(tint: .accent(2), pair: (1, "a")) } == 1)
    #expect(bodiesEvaluatedByATick { tick in Marked(tint: .accent(tick), pair: (1, "a")) } == 2)
    #expect(bodiesEvaluatedByATick { tick in Marked(tint: .plain, pair: (1, "\(tick)")) } == 2)
  }

  /// A child given a binding to its parent's state, and reading the text size.
  struct Stepped: View {
    @Binding var value: Int
    @Environment(\.dynamicTypeSize) private var size
    @State private var local = 0
    var body: some View { Text("\(value) \(local)") }
  }

  struct Holder: View {
    @State var tick = 0
    @State var value = 3
    var body: some View {
      VStack {
        Text("tick \(tick)")
        Stepped(value: $value)
      }
    }
  }

  @Test func dynamicPropertiesCompareByWhatTheyPointAt() {
    // The same binding, environment reader and state: the child is the same view.
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    let holder = Holder()
    let tick = holder.$tick
    let controller = screen.host(holder)
    screen.layoutIfNeeded()
    tick.wrappedValue += 1
    screen.layoutIfNeeded()
    let before = controller.evaluatedBodyCount
    tick.wrappedValue += 1
    screen.layoutIfNeeded()
    #expect(controller.evaluatedBodyCount - before == 1)
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string).contains("3 0"))
  }
}

extension ViewComparisonTests.Details {
  init(title: String) { self.init(title: title, subtitle: nil) }
}
