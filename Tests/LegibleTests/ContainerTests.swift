import Drawing
import DynamicType
import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

/// The category picker's model: the categories and the selected one.
struct PickerModel: Equatable {
  var categories: [String]
  var selected: Int
}

/// A picker component for the tests: shows the selection, and lets the test choose.
@MainActor final class TestPicker: View, StateComponent {
  let kind: String
  var shown: PickerModel?
  var onModelChange: (@MainActor (PickerModel) -> Void)?
  init(_ kind: String) {
    self.kind = kind
    super.init()
    addSubview(Label(kind))
  }
  func show(_ model: PickerModel) { shown = model }
  func userChooses(_ index: Int) {
    guard var model = shown else { return }
    model.selected = index
    shown = model
    onModelChange?(model)
  }
}

@MainActor @Suite struct StateContainerTests {
  @Test func switchingThroughEveryCategoryKeepsTheSelectionAndMakesEachChildOnce() throws {
    let container = StateContainer(
      model: PickerModel(categories: ["Pizza", "Combo", "Drinks"], selected: 0),
      alternatives: [{ TestPicker("strip") }, { TestPicker("button") }])
    let screen = fixedScreen(Stack(.vertical, [container, Spacer()]))
    try #require(container.current as? TestPicker).userChooses(2)
    #expect(container.model.selected == 2)
    for category in ContentSizeCategory.allCases + ContentSizeCategory.allCases.reversed() {
      screen.contentSizeCategory = category
      screen.layoutIfNeeded()
      let picker = try #require(container.current as? TestPicker)
      #expect(picker.kind == (category.isAccessibilityCategory ? "button" : "strip"))
      #expect(picker.shown == PickerModel(categories: ["Pizza", "Combo", "Drinks"], selected: 2))
      #expect(container.subviews.count == 1)
      #expect(screen.snapshot().allNodes.contains { $0.text?.string == picker.kind })
    }
    #expect(container.creationCounts == [1, 1])
  }

  @Test func aChoiceInOneAlternativeIsShownByTheOther() throws {
    let container = StateContainer(
      model: PickerModel(categories: ["A", "B"], selected: 0),
      alternatives: [{ TestPicker("strip") }, { TestPicker("button") }])
    let screen = fixedScreen(container, category: .accessibilityLarge)
    try #require(container.current as? TestPicker).userChooses(1)
    screen.contentSizeCategory = .large
    screen.layoutIfNeeded()
    #expect(try #require(container.current as? TestPicker).shown?.selected == 1)
  }

  @Test func updatingTheModelShowsItInTheCurrentChild() throws {
    let container = StateContainer(
      model: PickerModel(categories: [], selected: 0), alternatives: [{ TestPicker("only") }])
    _ = fixedScreen(container)
    container.update(PickerModel(categories: ["X"], selected: 0))
    #expect(try #require(container.current as? TestPicker).shown?.categories == ["X"])
  }
}

@MainActor @Suite struct FirstThatFitsTests {
  @Test func picksTheFirstCandidateThatFits() {
    let wide = Box(500, 20, id: "wide")
    let medium = Box(300, 20, id: "medium")
    let narrow = Box(100, 20, id: "narrow")
    let fits = FirstThatFits([wide, medium, narrow], in: [.horizontal])
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [fits, Spacer()]))
    #expect(fits.chosenIndex == 1)
    #expect(screen.snapshot().allNodes.compactMap(\.identifier) == ["medium"])
  }

  @Test func takesTheLastWhenNoneFits() {
    let fits = FirstThatFits([Box(900, 20), Box(800, 20)], in: [.horizontal])
    _ = fixedScreen(Stack(.vertical, alignment: .start, [fits, Spacer()]))
    #expect(fits.chosenIndex == 1)
  }

  @Test func textCandidatesSwitchWithTheCategory() {
    let long = Label("Add to cart for 12.99")
    let short = Label("12.99")
    let fits = FirstThatFits([long, short], in: [.horizontal])
    let row = Stack(.horizontal, spacing: .fixed(0), alignment: .start, [Box(150, 10), fits])
    let screen = fixedScreen(Stack(.vertical, [row, Spacer()]))
    #expect(fits.chosenIndex == 0)
    screen.contentSizeCategory = .accessibilityMedium
    screen.layoutIfNeeded()
    #expect(fits.chosenIndex == 1)
  }

  @Test func anEmptyContainerIsEmpty() {
    let fits = FirstThatFits([])
    _ = fixedScreen(Stack(.vertical, alignment: .start, [fits, Spacer()]))
    #expect(fits.frame.size == .zero)
  }
}

@MainActor @Suite struct ScrollAndListTests {
  @Test func aScrollViewClampsItsOffsetAndMovesItsContent() {
    let content = Box(10, 2_000)
    let scroll = ScrollView(content)
    let screen = fixedScreen(scroll)
    scroll.scroll(to: 300)
    screen.layoutIfNeeded()
    #expect(content.frame.minY == -300)
    scroll.scroll(to: 1e9)
    screen.layoutIfNeeded()
    #expect(scroll.contentOffset == 2_000 - screen.safeArea.height)
    scroll.scroll(to: .nan)
    #expect(scroll.contentOffset == 0)
  }

  func rows(_ count: Int, made: @escaping @MainActor () -> Void = {}) -> ListView {
    ListView(sections: [.init(title: "Pizza", rowCount: count)]) { _, row in
      made()
      return Label("Row \(row)", lines: 0)
    }
  }

  @Test(arguments: [0, 1, 100, 100_000])
  func aListMakesAndMeasuresOnlyVisibleRows(_ count: Int) {
    var made = 0
    let list = rows(count) { made += 1 }
    list.rowSpacing = 10
    let screen = fixedScreen(list)
    let visible = list.visibleItems.count
    #expect(made == max(0, visible - 1))
    #expect(made <= 30)
    #expect(list.subviews.count == visible)
    if count > 100 {
      list.scroll(to: list.contentHeight / 2)
      screen.layoutIfNeeded()
      #expect(list.subviews.count <= 31)
      #expect(list.visibleItems.lowerBound > 1_000)
    }
  }

  @Test func rowsAreSeparatedByTheScaledSpacing() {
    let list = rows(5)
    list.rowSpacing = 11
    let screen = fixedScreen(list, category: .accessibilityMedium)
    let frames = list.subviews.map(\.frame).sorted { $0.minY < $1.minY }
    #expect(frames[2].minY - frames[1].maxY == 17)
    _ = screen
  }

  @Test func rowsSizeThemselves() {
    let list = ListView(sections: [.init(rowCount: 3)]) { _, row in
      Label(String(repeating: "pizza ", count: row * 20 + 1), lines: 0)
    }
    _ = fixedScreen(list)
    let heights = list.subviews.map(\.frame.height).sorted()
    #expect(heights[0] == 20.5)
    #expect(heights[2] > 20.5 * 5)
  }

  @Test func scrollingToASectionPutsItsHeaderAtTheTop() {
    let list = ListView(sections: (0..<6).map { .init(title: "Section \($0)", rowCount: 10) }) { _, row in
      Label("Row \(row)")
    }
    let screen = fixedScreen(list)
    list.scroll(toSection: 3)
    screen.layoutIfNeeded()
    #expect(list.item(at: list.visibleItems.lowerBound) == .header(section: 3))
  }
}

@MainActor @Suite struct BarTests {
  let icon = dot

  @Test func aTabBarKeepsItsHeightAndTextSizeAtAX5() {
    let bar = TabBar(items: [.init(title: "Menu", icon: icon), .init(title: "Profile", icon: icon)])
    let screen = fixedScreen(Stack(.vertical, [Spacer(), bar]), category: .accessibilityExtraExtraExtraLarge)
    #expect(bar.frame.height == 49)
    let titles = screen.snapshot().allNodes.compactMap(\.text)
    #expect(titles.allSatisfy { $0.pointSize == 10 })
    #expect(screen.snapshot().allNodes.filter { $0.role == .tabBarItem }.allSatisfy { $0.isInteractive })
  }

  @Test(arguments: LayoutDirection.both)
  func tabsSplitTheWidthAndSelect(_ direction: LayoutDirection) {
    var chosen: [Int] = []
    let bar = TabBar(items: [.init(title: "A", icon: icon), .init(title: "B", icon: icon)])
    bar.onSelect = { chosen.append($0) }
    let screen = fixedScreen(Stack(.vertical, [Spacer(), bar]), direction: direction)
    let half = screen.safeArea.width / 2
    #expect(bar.itemViews[0].frame.minX == (direction == .leftToRight ? 0 : half))
    bar.itemViews[1].sendAction()
    #expect(chosen == [1] && bar.selectedIndex == 1)
  }

  @Test func aNavigationBarHasABackButtonAndATitle() {
    var back = 0
    let bar = NavigationBar(title: "Margherita", backTitle: "Menu", chevron: icon) { back += 1 }
    let screen = fixedScreen(Stack(.vertical, [bar, Spacer()]), category: .accessibilityExtraLarge)
    #expect(bar.frame.height == 44)
    #expect(bar.backButton!.frame.maxX <= bar.titleLabel.frame.minX + 1)
    bar.backButton!.sendAction()
    #expect(back == 1)
    #expect(screen.snapshot().node("back")?.isInteractive == true)
  }

  @Test func anActionSheetRunsTheChosenActionAndGoesAway() {
    var chosen: [String] = []
    let screen = fixedScreen(Label("Menu"))
    let sheet = ActionSheet(
      title: "Categories",
      actions: ["Pizza", "Combos", "Drinks"].map { name in .init(name) { chosen.append(name) } } + [
        .init("Cancel", style: .cancel)
      ],
      selectedIndex: 0)
    screen.present(sheet)
    screen.layoutIfNeeded()
    #expect(screen.presented.count == 1)
    #expect(sheet.buttons.count == 3 && sheet.cancelButton != nil)
    #expect(sheet.cancelButton!.frame.maxY <= screen.bounds.height)
    sheet.buttons[2].sendAction()
    #expect(chosen == ["Drinks"])
    #expect(screen.presented.isEmpty)
  }

  @Test func aTallActionSheetScrollsWithinTheScreen() {
    let screen = fixedScreen(Label("Menu"), category: .accessibilityExtraExtraExtraLarge, device: .iPhone4S)
    let sheet = ActionSheet(
      title: nil, actions: (0..<30).map { .init("Category \($0)") } + [.init("Cancel", style: .cancel)])
    screen.present(sheet)
    screen.layoutIfNeeded()
    for node in screen.snapshot().allNodes where node.role == .scrollView {
      #expect(node.frame.minY >= 0 && node.frame.maxY <= screen.bounds.height)
    }
    sheet.cancel()
    #expect(screen.presented.isEmpty)
  }
}
