import Drawing
import DynamicType
import Geometry
import LegibleUI
import PangoCairo
import Testing

import class Legible.Label
import struct Legible.LayoutSnapshot
import enum Legible.Role
import class Legible.Screen
import struct Legible.SnapshotNode
import class Legible.Switch
import struct Legible.TouchScript
import struct Legible.Traits

/// A description hosted on an iPhone SE with real fonts.
@MainActor func host<Content: View>(
  _ category: ContentSizeCategory, _ content: Content
) throws -> (Screen, HostingController<Content>) {
  let screen = Screen(
    device: .iPhoneSE, traits: Traits(contentSizeCategory: category), typesetter: try PangoTypesetter())
  let controller = screen.host(content)
  screen.layoutIfNeeded()
  return (screen, controller)
}

@MainActor func text(_ string: String, in snapshot: LayoutSnapshot) -> SnapshotNode? {
  snapshot.allNodes.first { $0.text?.string == string }
}

/// Every primitive and modifier of the module at once.
struct Catalogue: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Pepperoni").font(.headline).accessibilityIdentifier("name")
      Text("Spicy pepperoni, mozzarella and tomato sauce").foregroundStyle(.secondaryLabel).lineLimit(2)
      HStack {
        Image(.checkmark).foregroundStyle(.tint)
        Text("In stock").font(.footnote).bold()
        Spacer()
      }
      Text("Bar title").font(.body).dynamicTypeSize(...DynamicTypeSize.xxLarge).accessibilityIdentifier(
        "capped")
      Button("Add to cart", icon: .plus) {}.accessibilityIdentifier("add")
      Toggle("Extra cheese", isOn: .constant(true))
      ViewThatFits(in: [.horizontal]) {
        Text("Free delivery on orders over 20").lineLimit(1)
        Text("Free delivery")
      }
      Image(.magnifyingGlass).resizable().frame(width: 40, height: 40)
      Text("Framed").frame(width: 200, height: 60, alignment: .trailing).background(.systemGroupedBackground)
      Text("Gone").hidden()
      Text("Padded").padding(10).accessibilityIdentifier("padded")
      ZStack(alignment: .topLeading) {
        Image(.plus, size: 60).accessibilityIdentifier("under")
        Text("1").font(.caption2).fontWeight(.bold).accessibilityIdentifier("badge")
      }
      Text("Faded").opacity(0.5).accessibilityIdentifier("faded")
      Group {
        Text("Centred text on\nseveral lines").multilineTextAlignment(.center).accessibilityIdentifier(
          "centred")
        AnyView(Text("Any").accessibilityLabel("Anything"))
      }
      HStack {
        Button("Share", icon: .plus) {}.accessibilityShowsLargeContentViewer()
          .accessibilityLargeContentTitle("Share")
        Text("Bordered").border(.black, width: 2).cornerRadius(6).accessibilityIdentifier("bordered")
      }
      .dynamicTypeSize(...DynamicTypeSize.large)
      .largeContentViewer()
      .accessibilityIdentifier("bar")
    }
  }
}

@MainActor @Suite struct PrimitiveTests {
  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func everyPrimitiveAndModifierLowersToRetainedViews(_ category: ContentSizeCategory) throws {
    let (screen, _) = try host(category, ScrollViewOf(Catalogue()))
    let snapshot = screen.snapshot()
    let name = try #require(snapshot.node("name")?.text)
    // The headline follows the size: 17 at L, 53 at AX5.
    #expect(name.pointSize == (category == .large ? 17 : 53))
    #expect(name.style == .headline)
    let details = try #require(text("Spicy pepperoni, mozzarella and tomato sauce", in: snapshot)?.text)
    #expect(details.layout.lineCount <= 2 && details.color == .secondaryLabel)
    // The capped text stops at XXL (body 21 points).
    let capped = try #require(snapshot.node("capped")?.text)
    #expect(capped.pointSize == (category == .large ? 17 : 21))
    #expect(snapshot.node("add")?.isInteractive == true)
    #expect(snapshot.allNodes.contains { $0.role == .toggle })
    #expect(text("Gone", in: snapshot) == nil)
    // The padded text sits 10 points inside its padding.
    let padded = try #require(snapshot.node("padded"))
    let paddedText = try #require(padded.children.first)
    #expect(abs(paddedText.frame.minX - padded.frame.minX - 10) < 0.5)
    // A resizable image takes its frame's size and does not grow.
    #expect(snapshot.allNodes.contains { $0.image?.frame.size == Size(width: 40, height: 40) })
    // The framed text is placed at the trailing edge of its 200-point frame.
    let framed = try #require(text("Framed", in: snapshot))
    let frame = try #require(snapshot.allNodes.first { $0.backgroundColor == .systemGroupedBackground })
    #expect(frame.frame.width == 200 && abs(framed.frame.maxX - frame.frame.maxX) < 1)
    // At AX5 the long delivery line does not fit on one line: the short one shows.
    let fits = text("Free delivery on orders over 20", in: snapshot) != nil
    #expect(fits == (category == .large))
    // The badge lies over the icon's top leading corner.
    let under = try #require(snapshot.node("under")).frame
    let badge = try #require(snapshot.node("badge")).frame
    #expect(abs(badge.minX - under.minX) < 0.5 && abs(badge.minY - under.minY) < 0.5)
    // Bold caption 2 grows as caption 2 does (11 points at L, about 40 at AX5).
    let badgeSize = try #require(snapshot.node("badge")?.text?.pointSize)
    #expect(category == .large ? badgeSize == 11 : (39...42).contains(badgeSize))
    #expect(snapshot.node("faded")?.alpha == 0.5)
    #expect(snapshot.node("centred")?.text?.request.alignment == .center)
    #expect(snapshot.allNodes.contains { $0.accessibilityLabel == "Anything" })
    #expect(snapshot.node("bordered").map { $0.borderWidth == 2 && $0.cornerRadius == 6 } == true)
    // The bar keeps the default size, has its viewer, and its button shows in it.
    let bar = try #require(snapshot.node("bar"))
    #expect(bar.hasLargeContentViewer && bar.largeContentViewerResponds == category.isAccessibilityCategory)
    #expect(text("Share", in: snapshot)?.text?.pointSize == 17)
    #expect(snapshot.allNodes.contains { $0.showsLargeContentViewer && $0.role == .button })
  }

  @Test func tapsAndLongPressesReachTheirActions() throws {
    struct Pressable: View {
      @State var taps = 0
      @State var presses = 0
      var body: some View {
        VStack {
          Text("Tapped \(taps)").onTapGesture { taps += 1 }.accessibilityIdentifier("tap")
          Text("Held \(presses)").onLongPressGesture { presses += 1 }.accessibilityIdentifier("hold")
        }
      }
    }
    let (screen, _) = try host(.accessibilityExtraExtraExtraLarge, Pressable())
    screen.play(TouchScript().press(at: try #require(screen.snapshot().node("tap")).frame.center).lift())
    screen.play(
      TouchScript().press(at: try #require(screen.snapshot().node("hold")).frame.center).hold(0.7).lift())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().node("tap")?.text?.string == "Tapped 1")
    #expect(screen.snapshot().node("hold")?.text?.string == "Held 1")
  }

  @Test func aButtonWithALabelOfViewsTakesTheTouchOnTheWholeLabel() throws {
    struct Card: View {
      @State var added = 0
      var body: some View {
        VStack {
          Button {
            added += 1
          } label: {
            HStack {
              Image(.plus)
              Text("Add Pepperoni").accessibilityIdentifier("title")
            }
          }
          .accessibilityIdentifier("card")
          Text("Added \(added)").accessibilityIdentifier("count")
        }
      }
    }
    let (screen, _) = try host(.accessibilityLarge, Card())
    let card = try #require(screen.snapshot().node("card"))
    #expect(card.isInteractive && card.role == .button)
    #expect(screen.snapshot().node("title")?.text?.color == .tint)
    screen.play(TouchScript().press(at: try #require(screen.snapshot().node("title")).frame.center).lift())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().node("count")?.text?.string == "Added 1")
  }

  @Test func fixedSizeKeepsTextOnOneLineWhateverItIsOffered() throws {
    let long = "A very long delivery note that would wrap on a small phone"
    let (screen, _) = try host(
      .large,
      VStack(alignment: .leading) {
        Text(long).accessibilityIdentifier("fixed").fixedSize(horizontal: true, vertical: false)
        Text(long).accessibilityIdentifier("wrapped")
      })
    let snapshot = screen.snapshot()
    #expect(snapshot.node("fixed")?.text?.layout.lineCount == 1)
    #expect((snapshot.node("wrapped")?.text?.layout.lineCount ?? 0) > 1)
    #expect((snapshot.node("fixed")?.frame.width ?? 0) > screen.device.size.width)
  }

  /// A faded view is drawn as one group at its opacity.
  @Test func opacityFadesTheViewAndWhatItContains() throws {
    let (screen, _) = try host(.large, VStack { Text("Half").background(.black).opacity(0.5) })
    let operations = screen.snapshot().drawingOperations
    #expect(operations.contains { if case .group(_, _, let opacity) = $0 { opacity == 0.5 } else { false } })
  }

  /// SwiftUI's size names are Legible's categories.
  @Test func dynamicTypeSizesMapToCategories() {
    #expect(DynamicTypeSize.allCases.map(\.contentSizeCategory) == ContentSizeCategory.allCases)
    #expect(DynamicTypeSize(.accessibilityMedium) == .accessibility1)
    #expect(
      DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }
}

/// Scrolls its content.
struct ScrollViewOf<Content: View>: View {
  let content: Content
  init(_ content: Content) { self.content = content }
  var body: some View { ScrollView { content } }
}

/// A counter and an unrelated row, to see what a state change touches.
struct Counter: View {
  @State var count = 0
  @Environment(\.dynamicTypeSize) var size
  @ScaledMetric var gap = 8.0

  var body: some View {
    VStack(spacing: gap) {
      Text("Count \(count)").accessibilityIdentifier("count")
      Button("Add one") { count += 1 }.accessibilityIdentifier("add")
      Text("Unrelated").accessibilityIdentifier("unrelated")
      if size.isAccessibilitySize {
        Text("Large text").accessibilityIdentifier("large")
      }
    }
  }
}

@MainActor @Suite struct StateTests {
  @Test func aStateChangeUpdatesOnlyWhatChanged() throws {
    let (screen, host) = try host(.large, Counter())
    let made = host.madeViewCount
    let unrelated = try #require(firstLabel("Unrelated", in: host.view))
    let layoutsBefore = unrelated.statistics.layouts
    let add = try #require(screen.snapshot().node("add")).frame.center
    screen.play(TouchScript().press(at: add).lift())
    screen.play(TouchScript().press(at: add).lift())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().node("count")?.text?.string == "Count 2")
    // No retained view was made for the change, and the unrelated label was not laid out again.
    #expect(host.madeViewCount == made)
    #expect(unrelated.statistics.layouts == layoutsBefore)
    #expect(firstLabel("Unrelated", in: host.view) === unrelated)
  }

  @Test func aSizeChangeKeepsStateAndIdentityAndReadsTheEnvironment() throws {
    let (screen, host) = try host(.large, Counter())
    let add = try #require(screen.snapshot().node("add")).frame.center
    screen.play(TouchScript().press(at: add).lift())
    let label = try #require(firstLabel("Count 1", in: host.view))
    #expect(screen.snapshot().node("large") == nil)
    screen.traits = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    screen.layoutIfNeeded()
    let snapshot = screen.snapshot()
    // The state survived; the label is the same retained view; the body read the new size.
    #expect(snapshot.node("count")?.text?.string == "Count 1")
    #expect(firstLabel("Count 1", in: host.view) === label)
    #expect(snapshot.node("large") != nil)
    // The scaled gap grew with body text: 8 at L, about 22 at AX5.
    let count = try #require(snapshot.node("count")).frame
    let button = try #require(snapshot.node("add")).frame
    #expect(button.minY - count.maxY > 16)
  }

  @Test func aScrollViewKeepsItsOffsetAcrossASizeChange() throws {
    struct Long: View {
      var body: some View {
        ScrollView {
          ForEach(0..<40) { index in Text("Row \(index)").accessibilityIdentifier("row-\(index)") }
        }
      }
    }
    let (screen, host) = try host(.large, Long())
    let scroll = try #require(firstScrollView(in: host.view))
    #expect(screen.scroll(toViewWithIdentifier: "row-10"))
    let before = try #require(screen.scrollPosition.offsets.values.first)
    let top = try #require(screen.snapshot().node("row-10")).frame.minY
    screen.traits = Traits(contentSizeCategory: .accessibilityLarge)
    screen.layoutIfNeeded()
    #expect(firstScrollView(in: host.view) === scroll)
    let after = try #require(screen.scrollPosition.offsets.values.first)
    #expect(after > before * 1.5, "row 10 stays at the top, further down at a larger size")
    #expect(screen.snapshot().node("row-10").map { abs($0.frame.minY - top) < 1 } == true)
  }

  @Test func forEachKeepsRowsByIdentityWhenTheDataChanges() throws {
    struct List: View {
      @State var names = ["Margherita", "Pepperoni", "Hawaiian"]
      var body: some View {
        VStack {
          ForEach(names, id: \.self) { Text($0) }
          Button("Remove first") { names.removeFirst() }.accessibilityIdentifier("remove")
        }
      }
    }
    let (screen, host) = try host(.large, List())
    let pepperoni = try #require(firstLabel("Pepperoni", in: host.view))
    let made = host.madeViewCount
    screen.play(TouchScript().press(at: try #require(screen.snapshot().node("remove")).frame.center).lift())
    screen.layoutIfNeeded()
    #expect(text("Margherita", in: screen.snapshot()) == nil)
    #expect(firstLabel("Pepperoni", in: host.view) === pepperoni)
    #expect(host.madeViewCount == made)
  }

  @Test func aToggleSetsItsBinding() throws {
    struct Settings: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Offers", isOn: $on)
          Text(on ? "On" : "Off").accessibilityIdentifier("state")
        }
      }
    }
    let (screen, host) = try host(.large, Settings())
    let toggle = try #require(firstSwitch(in: host.view))
    screen.play(TouchScript().press(at: toggle.frameOnScreen.center).lift())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().node("state")?.text?.string == "On")
  }
}

/// A row with a switch of its own state, for the list.
struct Row: View {
  let name: String
  @State var favourite = false
  var body: some View {
    Toggle(name, isOn: $favourite).accessibilityIdentifier(name)
  }
}

@MainActor @Suite struct ListTests {
  struct Menu: View {
    @State var names = (0..<100_000).map { "Pizza \($0)" }
    var body: some View {
      VStack(alignment: .fill, spacing: 0) {
        Button("Remove first") { names.removeFirst() }.accessibilityIdentifier("remove")
        List(names, id: \.self) { Row(name: $0) }
      }
    }
  }

  @Test func aListOfAHundredThousandRowsMakesOnlyTheRowsInView() throws {
    let (screen, host) = try host(.large, Menu())
    // Only the rows in view are made (a few dozen views, not 100,000 rows).
    #expect(host.madeViewCount < 100)
    #expect(screen.snapshot().node("Pizza 0") != nil && screen.snapshot().node("Pizza 99999") == nil)
  }

  @Test func rowsKeepTheirViewsAndStateByIdWhenTheDataChanges() throws {
    let (screen, host) = try host(.large, Menu())
    let toggle = try #require(
      screen.snapshot().allNodes.first { $0.role == .toggle && $0.path.contains("Pizza 1") })
    screen.play(TouchScript().press(at: toggle.frame.center).lift())
    let switchView = try #require(
      firstSwitch(in: host.view).flatMap { _ in switchNamed("Pizza 1", in: host.view) })
    #expect(switchView.isOn)
    screen.play(TouchScript().press(at: try #require(screen.snapshot().node("remove")).frame.center).lift())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().node("Pizza 0") == nil)
    // Pizza 1 moved up a row: the same retained switch, still on.
    #expect(switchNamed("Pizza 1", in: host.view) === switchView)
    #expect(switchView.isOn)
  }
}

@MainActor func switchNamed(_ name: String, in view: RetainedView) -> Switch? {
  if let toggle = view as? Switch, toggle.accessibilityLabel == name { return toggle }
  for subview in view.subviews { if let found = switchNamed(name, in: subview) { return found } }
  return nil
}

@MainActor func firstLabel(_ string: String, in view: RetainedView) -> Label? {
  if let label = view as? Label, label.text == string { return label }
  for subview in view.subviews { if let found = firstLabel(string, in: subview) { return found } }
  return nil
}

@MainActor func firstScrollView(in view: RetainedView) -> RetainedView? {
  if view.scrollAxis == .vertical { return view }
  for subview in view.subviews { if let found = firstScrollView(in: subview) { return found } }
  return nil
}

@MainActor func firstSwitch(in view: RetainedView) -> Switch? {
  if let toggle = view as? Switch { return toggle }
  for subview in view.subviews { if let found = firstSwitch(in: subview) { return found } }
  return nil
}

/// The README's example, compiled and run.
struct PizzaRow: View {
  let name: String
  let details: String
  @State private var added = false
  @ScaledMetric private var gap = 12.0
  @Environment(\.dynamicTypeSize) private var size

  var body: some View {
    let layout =
      size.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    layout {
      Image(.checkmark).foregroundStyle(.tint).hidden(!added)
      VStack(alignment: .leading, spacing: gap) {
        Text(name).font(.headline)
        Text(details).foregroundStyle(.secondaryLabel)
      }
      Button(added ? "Added" : "Add") { added.toggle() }
    }
    .wordFitting(.shrinks())
    .padding(16)
  }
}

@MainActor @Suite struct ReadmeExampleTests {
  @Test func theRowStacksAtAccessibilitySizesAndKeepsItsStateAcrossTheChange() throws {
    let (screen, host) = try host(
      .large, PizzaRow(name: "Pepperoni", details: "Spicy pepperoni and mozzarella"))
    func frame(_ string: String) throws -> Rect { try #require(text(string, in: screen.snapshot())).frame }
    screen.play(TouchScript().press(at: try frame("Add").center).lift())
    screen.layoutIfNeeded()
    // Side by side at L: the button is beside the name.
    #expect(try frame("Added").minX > frame("Pepperoni").maxX)
    let made = host.madeViewCount
    screen.traits = Traits(contentSizeCategory: .accessibilityExtraLarge)
    screen.layoutIfNeeded()
    // Stacked at AX3, the same views (the layout kept its children), the state kept.
    #expect(try frame("Added").minY > frame("Pepperoni").maxY)
    #expect(host.madeViewCount == made)
  }
}

@MainActor @Suite struct PriorityAndIdentityTests {
  /// In a row too narrow for both texts, the one of lower priority wraps first; the other keeps
  /// its line.
  @Test func theLowerPriorityWrapsFirst() throws {
    let (screen, _) = try host(
      .large,
      HStack(alignment: .top) {
        Text("Delivery to 12 Garden Street, flat 5, second floor").accessibilityIdentifier("low")
        Text("Change address").layoutPriority(1).accessibilityIdentifier("high")
      })
    let snapshot = screen.snapshot()
    #expect(snapshot.node("high")?.text?.layout.lineCount == 1)
    #expect((snapshot.node("low")?.text?.layout.lineCount ?? 0) > 1)
  }

  /// A view whose explicit id changes is a new view: its state starts again.
  @Test func anExplicitIDMakesANewViewWhenItChanges() throws {
    struct Outer: View {
      @State var product = 1
      var body: some View {
        VStack {
          Row(name: "Favourite").id(product)
          Button("Next product") { product += 1 }.accessibilityIdentifier("next")
        }
      }
    }
    let (screen, host) = try host(.large, Outer())
    let toggle = try #require(switchNamed("Favourite", in: host.view))
    screen.play(TouchScript().press(at: toggle.frameOnScreen.center).lift())
    #expect(switchNamed("Favourite", in: host.view)?.isOn == true)
    screen.play(TouchScript().press(at: try #require(screen.snapshot().node("next")).frame.center).lift())
    screen.layoutIfNeeded()
    let fresh = try #require(switchNamed("Favourite", in: host.view))
    #expect(fresh !== toggle && !fresh.isOn)
  }
}
