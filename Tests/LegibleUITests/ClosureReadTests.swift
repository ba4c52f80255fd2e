import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// Content made by a closure after the body that gave it (the rows of a `ForEach`, a
/// `GeometryReader`'s content, a sheet's) reads the state of the view around it: a change to that
/// state makes the content again, as in SwiftUI.
@MainActor @Suite struct ClosureReadTests {
  struct Rows: View {
    @State private var marked = false
    var body: some View {
      VStack {
        Button("Mark") { marked = true }.accessibilityIdentifier("mark")
        ForEach(0..<2, id: \.self) { index in
          Text(marked ? "Marked \(index)" : "Row \(index)")
        }
        GeometryReader { _ in
          Text(marked ? "Measured, marked" : "Measured")
        }
      }
    }
  }

  @Test func rowsAndMeasuredContentFollowTheStateAroundThem() {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(Rows())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string) == ["Mark", "Row 0", "Row 1", "Measured"])
    #expect(screen.tap(viewWithIdentifier: "mark"))
    screen.layoutIfNeeded()
    #expect(
      screen.snapshot().allNodes.compactMap(\.text?.string) == [
        "Mark", "Marked 0", "Marked 1", "Measured, marked",
      ])
  }

  /// A pushed screen made by `navigationDestination` reads the state of the screen that pushed it.
  struct Orders: View {
    @State private var count = 1
    @State private var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Button("Open") { path.append(7) }.accessibilityIdentifier("open")
        }
        .navigationDestination(for: Int.self) { number in
          VStack {
            Text("Order \(number), \(count) pizza\(count == 1 ? "" : "s")")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
          }
        }
      }
    }
  }

  @Test func aPushedScreenFollowsTheStateOfTheScreenThatPushedIt() {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(Orders())
    screen.layoutIfNeeded()
    #expect(screen.tap(viewWithIdentifier: "open"))
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string).contains("Order 7, 1 pizza"))
    #expect(screen.tap(viewWithIdentifier: "add"))
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string).contains("Order 7, 2 pizzas"))
  }

  /// A screen pushed while a binding is true, the binding read by nothing but the modifier.
  struct Receipt: View {
    @State private var showing = false
    var body: some View {
      NavigationStack {
        Button("Show receipt") { showing = true }.accessibilityIdentifier("show")
          .navigationDestination(isPresented: $showing) { Text("Receipt") }
      }
    }
  }

  @Test func aScreenPushedByABindingIsPushedWhenItTurnsTrue() {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(Receipt())
    screen.layoutIfNeeded()
    #expect(!screen.snapshot().allNodes.compactMap(\.text?.string).contains("Receipt"))
    #expect(screen.tap(viewWithIdentifier: "show"))
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string).contains("Receipt"))
  }

  /// Presentations and selections driven by a binding that only the modifier or container reads.
  struct Bound: View {
    @State private var alerting = false
    @State private var covering = false
    @State private var asking = false
    @State private var tab = 0
    var body: some View {
      TabView(selection: $tab) {
        VStack {
          Button("Alert") { alerting = true }.accessibilityIdentifier("alert")
          Button("Cover") { covering = true }.accessibilityIdentifier("cover")
          Button("Ask") { asking = true }.accessibilityIdentifier("ask")
          Button("Orders") { tab = 1 }.accessibilityIdentifier("orders")
        }
        .alert("Out of dough", isPresented: $alerting) { Button("OK") {} }
        .fullScreenCover(isPresented: $covering) { Text("Full menu") }
        .confirmationDialog("Leave?", isPresented: $asking, titleVisibility: .visible) { Button("Leave") {} }
        .tag(0)
        .tabItem { Text("Menu") }
        Text("Order list").tag(1).tabItem { Text("Orders") }
      }
    }
  }

  @Test(arguments: [
    ("alert", "Out of dough"), ("cover", "Full menu"), ("ask", "Leave?"), ("orders", "Order list"),
  ])
  func aBindingOnlyTheModifierReadsStillPresents(_ control: String, _ shown: String) {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(Bound())
    screen.layoutIfNeeded()
    #expect(!screen.snapshot().allNodes.compactMap(\.text?.string).contains(shown))
    #expect(screen.tap(viewWithIdentifier: control))
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string).contains(shown))
  }

  /// Controls whose bound value a button resets, the value read by nothing but the control.
  struct Reset: View {
    @State private var name = "Margherita"
    @State private var size = "Large"
    @State private var count = 3
    var body: some View {
      VStack {
        TextField("Pizza", text: $name)
        Picker("Size", selection: $size) {
          Text("Small").tag("Small")
          Text("Large").tag("Large")
        }
        .pickerStyle(.segmented)
        Stepper("Pizzas: \(count)", value: $count)
        Button("Reset") {
          name = "Marinara"
          size = "Small"
        }
        .accessibilityIdentifier("reset")
      }
    }
  }

  @Test func aControlShowsItsBoundValueWhenCodeChangesIt() throws {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(Reset())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string).contains("Margherita"))
    #expect(screen.tap(viewWithIdentifier: "reset"))
    screen.layoutIfNeeded()
    let texts = screen.snapshot().allNodes.compactMap(\.text?.string)
    #expect(texts.contains("Marinara") && !texts.contains("Margherita"))
  }
}
