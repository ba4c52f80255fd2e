import DynamicType
import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

@MainActor @Suite struct TraitTests {
  func tree() -> (root: Stack, views: [View]) {
    let labels = (0..<5).map { Label("Item \($0)") }
    let inner = Stack(.vertical, labels)
    let root = Stack(.vertical, [inner, Label("Footer"), Spacer()])
    return (root, [root, inner, root.subviews[1], root.subviews[2]] + labels)
  }

  @Test func aCategoryChangeReachesEveryViewOnce() {
    let (root, views) = tree()
    let screen = fixedScreen(root)
    let before = views.map(\.statistics.traitChanges)
    screen.contentSizeCategory = .accessibilityExtraLarge
    screen.layoutIfNeeded()
    for (view, count) in zip(views, before) {
      #expect(view.statistics.traitChanges == count + 1)
      #expect(view.traits.contentSizeCategory == .accessibilityExtraLarge)
    }
    screen.layoutIfNeeded()
    #expect(zip(views, before).allSatisfy { $0.statistics.traitChanges == $1 + 1 })
  }

  @Test func aSubtreeLimitClampsItsViews() {
    let capped = Label("Tab")
    let bar = Stack(.horizontal, [capped])
    bar.contentSizeRange = ContentSizeRange(maximum: .large)
    let free = Label("Body")
    let screen = fixedScreen(
      Stack(.vertical, [bar, free, Spacer()]), category: .accessibilityExtraExtraExtraLarge)
    #expect(capped.traits.contentSizeCategory == .large)
    #expect(free.traits.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(capped.frame.height == 20.5)
    _ = screen
  }

  @Test func nestedLimitsIntersect() {
    let label = Label("x")
    let inner = Stack(.vertical, [label])
    inner.contentSizeRange = ContentSizeRange(ContentSizeCategory.small ... .extraExtraExtraLarge)
    let outer = Stack(.vertical, [inner])
    outer.contentSizeRange = ContentSizeRange(ContentSizeCategory.large...)
    let screen = fixedScreen(outer, category: .extraSmall)
    #expect(label.traits.contentSizeCategory == .large)
    screen.contentSizeCategory = .accessibilityLarge
    screen.layoutIfNeeded()
    #expect(label.traits.contentSizeCategory == .extraExtraExtraLarge)
  }

  @Test func viewsOutsideAChangedSubtreeDoNotRelayout() {
    let changed = Label("Changes")
    let subtree = Stack(.vertical, [changed])
    let untouched = (0..<4).map { Label("Stays \($0)") }
    let sibling = Stack(.vertical, untouched)
    let root = Stack(.vertical, [subtree, sibling, Spacer()])
    let screen = fixedScreen(root)
    let layouts = untouched.map(\.statistics.layouts)
    let measurements = untouched.map(\.statistics.measurements)
    let changes = untouched.map(\.statistics.traitChanges)
    let changedBefore = changed.statistics.traitChanges
    subtree.traitOverrides.contentSizeCategory = .accessibilityMedium
    screen.layoutIfNeeded()
    #expect(changed.traits.contentSizeCategory == .accessibilityMedium)
    #expect(changed.statistics.traitChanges == changedBefore + 1)
    #expect(untouched.map(\.statistics.layouts) == layouts)
    #expect(untouched.map(\.statistics.measurements) == measurements)
    #expect(untouched.map(\.statistics.traitChanges) == changes)
  }

  @Test func aSecondLayoutWithNoChangeDoesNothing() {
    let (root, views) = tree()
    let screen = fixedScreen(root)
    let layouts = views.map(\.statistics.layouts)
    let measurements = views.map(\.statistics.measurements)
    screen.root?.setNeedsLayout()
    screen.layoutIfNeeded()
    // The root lays out again; its children keep their frames and caches.
    #expect(views.dropFirst().map(\.statistics.layouts) == Array(layouts.dropFirst()))
    #expect(views.dropFirst(2).map(\.statistics.measurements) == Array(measurements.dropFirst(2)))
  }

  @Test func changingAViewInvalidatesOnlyItsAncestors() {
    let first = Label("First")
    let second = Label("Second")
    let root = Stack(
      .vertical, alignment: .start,
      [Stack(.vertical, alignment: .start, [first]), Stack(.vertical, alignment: .start, [second]), Spacer()])
    let screen = fixedScreen(root)
    let before = second.statistics.measurements
    first.text = "First, longer"
    screen.layoutIfNeeded()
    #expect(second.statistics.measurements == before)
    #expect(first.frame.width == 13 * 8.5)
  }

  @Test func boldTextMakesLabelsHeavier() {
    let label = Label("Pizza")
    let screen = fixedScreen(label)
    #expect(label.request(width: nil).font.weight == .regular)
    screen.traits.legibilityWeight = .bold
    screen.layoutIfNeeded()
    #expect(label.request(width: nil).font.weight == .semibold)
  }
}

@MainActor @Suite struct LayoutProtocolTests {
  @Test func measurementsAreCachedPerProposal() {
    let label = Label("Cached")
    let screen = fixedScreen(Stack(.vertical, [label, Spacer()]))
    let context = screen.context
    let count = label.statistics.measurements
    _ = label.measure(ProposedSize(width: 999, height: nil), context: context)
    _ = label.measure(ProposedSize(width: 999, height: nil), context: context)
    #expect(label.statistics.measurements == count + 1)
  }

  @Test func everyDistinctProposalIsMeasuredOnceHoweverMany() {
    let label = Label("Many widths", lines: 0)
    let screen = fixedScreen(Stack(.vertical, [label, Spacer()]))
    let context = screen.context
    let widths = (1...12).map { Double($0) * 10 }
    let first = widths.map { label.measure(ProposedSize(width: $0, height: nil), context: context) }
    let count = label.statistics.measurements
    let again = widths.map { label.measure(ProposedSize(width: $0, height: nil), context: context) }
    #expect(again == first)
    #expect(label.statistics.measurements == count)
    label.text = "Changed"
    _ = label.measure(ProposedSize(width: 10, height: nil), context: context)
    #expect(label.statistics.measurements == count + 1)
  }

  @Test func aTreeGivenToAnotherScreenIsMeasuredByThatScreensTypesetter() {
    let label = Label("Quattro stagioni")
    label.identifier = "name"
    let root = Stack(.vertical, alignment: .start, [label, Spacer()])
    let narrow = fixedScreen(root)
    let narrowWidth = label.frame.width
    narrow.root = nil
    let wide = Screen(device: .iPhone6S, typesetter: FixedAdvanceTypesetter(advance: 1))
    wide.root = root
    wide.layoutIfNeeded()
    #expect(narrowWidth > 0)
    #expect(label.frame.width == 2 * narrowWidth)
    #expect(wide.snapshot().node("name")?.text?.layout.size.width == label.frame.width)
  }

  @Test func aSubviewThatOutlivesItsSuperviewForgetsIt() {
    let label = Label("Kept")
    var stack: Stack? = Stack(.vertical, [label])
    #expect(label.superview === stack)
    stack = nil
    #expect(label.superview == nil)
    label.text = "Still usable"  // invalidates up the (now empty) chain of ancestors
    let screen = fixedScreen(label)
    #expect(label.frame == screen.safeArea)
  }

  @Test(arguments: [
    Size(width: .nan, height: 10), Size(width: -5, height: .infinity),
    Size(width: .infinity, height: -.infinity),
  ])
  func nonsenseFromACustomViewBecomesZero(_ answer: Size) {
    let faulty = Faulty(answer)
    let after = Box(10, 10)
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [faulty, after, Spacer()]))
    let measured = faulty.measure(.unspecified, context: screen.context)
    #expect(measured.width.isFinite && measured.height.isFinite)
    #expect(measured.width >= 0 && measured.height >= 0)
    #expect(after.frame.minY.isFinite)
  }

  @Test func anEmptyTreeLaysOut() {
    let screen = fixedScreen(View())
    #expect(screen.root?.frame == screen.safeArea)
    #expect(screen.snapshot().nodes.count == 1)
    let empty = Screen(typesetter: FixedAdvanceTypesetter())
    empty.layoutIfNeeded()
    #expect(empty.snapshot().nodes.isEmpty)
  }

  @Test(arguments: [
    ProposedSize.zero, ProposedSize(width: -10, height: -3), ProposedSize(width: .nan, height: .nan),
    .infinity,
  ])
  func anyProposalGetsAFiniteAnswer(_ proposal: ProposedSize) {
    let views: [View] = [
      Label("Pizza pizza", lines: 0), Stack(.horizontal, [Label("a"), Spacer(), Box(5, 5)]), Button("Add"),
      ImageView(.icon(dot, size: 20)), Padding(Label("x"), 8), Spacer(),
    ]
    let screen = fixedScreen(Stack(.vertical, views))
    for view in views {
      let size = view.measure(proposal, context: screen.context)
      #expect(
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
        "\(type(of: view))")
    }
  }

  @Test func negativeAndNaNProposalsAreCleaned() {
    #expect(ProposedSize(width: -4, height: .nan) == ProposedSize(width: 0, height: nil))
  }
}

@MainActor @Suite struct RemeasureTests {
  @Test func aCategoryChangeRemeasuresOnlyTextThatChanged() {
    let body = Label("Margherita", lines: 0)
    let bar = TabBar(items: [.init(title: "Menu", icon: dot), .init(title: "Cart", icon: dot)])
    let screen = fixedScreen(Stack(.vertical, spacing: .fixed(0), [ScrollView(body), bar]))
    let barLabels = screen.snapshot().allNodes.filter { $0.role == .tabBarItem }.count
    #expect(barLabels == 2)
    func measurements(_ view: View) -> Int {
      view.statistics.measurements + view.subviews.map(measurements).reduce(0, +)
    }
    let barBefore = measurements(bar)
    let bodyBefore = body.statistics.measurements
    screen.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.layoutIfNeeded()
    #expect(measurements(bar) == barBefore)
    #expect(body.statistics.measurements > bodyBefore)
  }
}
