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
}

extension ViewComparisonTests.Details {
  init(title: String) { self.init(title: title, subtitle: nil) }
}
