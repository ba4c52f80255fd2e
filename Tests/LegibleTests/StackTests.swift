import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

@MainActor @Suite struct StackTests {
  @Test(arguments: LayoutDirection.both)
  func aRowPlacesViewsLeadingToTrailingWithSpacing(_ direction: LayoutDirection) {
    let a = Box(50, 20)
    let b = Box(30, 40)
    let row = Stack(.horizontal, spacing: .fixed(10), alignment: .start, [a, b, Spacer()])
    let screen = fixedScreen(row, direction: direction)
    let width = screen.safeArea.width
    #expect(a.frame == Rect(x: expectedX(0, width: 50, in: width, direction), y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: expectedX(60, width: 30, in: width, direction), y: 0, width: 30, height: 40))
  }

  @Test(arguments: LayoutDirection.both)
  func leftOverSpaceGoesToSpacersShared(_ direction: LayoutDirection) {
    let a = Box(50, 20)
    let b = Box(50, 20)
    let first = Spacer()
    let second = Spacer()
    let row = Stack(.horizontal, spacing: .fixed(0), alignment: .start, [first, a, second, b])
    let screen = fixedScreen(Stack(.vertical, alignment: .fill, [row, Spacer()]), direction: direction)
    let room = screen.safeArea.width - 100
    #expect(first.frame.width == room / 2)
    #expect(b.frame.minX == expectedX(room + 50, width: 50, in: screen.safeArea.width, direction))
  }

  @Test func withoutStretchingViewsTheRestStaysEmpty() {
    let a = Box(50, 20)
    let b = Box(50, 20)
    _ = fixedScreen(Stack(.horizontal, spacing: .fixed(0), alignment: .start, [a, b]))
    #expect(b.frame == Rect(x: 50, y: 0, width: 50, height: 20))
  }

  @Test func scrollingViewsTakeTheRestOfAColumn() {
    let scroll = ScrollView(Box(10, 100))
    let bar = Box(10, 49)
    let screen = fixedScreen(Stack(.vertical, spacing: .fixed(0), [scroll, bar]))
    #expect(bar.frame.height == 49)
    #expect(bar.frame.maxY == screen.safeArea.height)
    #expect(scroll.frame.height == screen.safeArea.height - 49)
  }

  @Test(arguments: LayoutDirection.both)
  func tooWideRowsShrinkWrappingTextDownToItsLongestWord(_ direction: LayoutDirection) {
    // Fixed advance: body 17 pt → 8.5 pt a character. 40 characters = 340 pt wide.
    let label = Label("pizza pizza pizza pizza pizza pizza pizza", lines: 0)
    let photo = Box(100, 100, minimum: Size(width: 100, height: 100))
    let row = Stack(.horizontal, spacing: .fixed(0), alignment: .start, [photo, label])
    let screen = fixedScreen(row, direction: direction)
    #expect(photo.frame.width == 100)
    #expect(label.frame.width == screen.safeArea.width - 100)
    // Two lines of body, 20.29 pt each (the system font's line height), on the 2× grid.
    #expect(label.frame.height == 41)
    #expect(
      label.frame.minX == expectedX(100, width: label.frame.width, in: screen.safeArea.width, direction))
  }

  @Test func fillEquallyGivesEveryViewTheSameLength() {
    let views = [Box(10, 10), Box(100, 10), Box(40, 10)]
    let screen = fixedScreen(
      Stack(.horizontal, spacing: .fixed(15), alignment: .start, distribution: .fillEqually, views))
    let each = (screen.safeArea.width - 30) / 3
    for view in views { #expect(abs(view.frame.width - each) <= 0.5) }
  }

  @Test func equalSpacingSharesTheRestAsGaps() {
    let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
    let screen = fixedScreen(
      Stack(.horizontal, spacing: .fixed(0), alignment: .start, distribution: .equalSpacing, views))
    #expect(views[2].frame.maxX == screen.safeArea.width)
    #expect(abs(views[1].frame.midX - screen.safeArea.width / 2) <= 0.5)
  }

  @Test(arguments: [Stack.Alignment.start, .center, .end, .fill])
  func crossAxisAlignment(_ alignment: Stack.Alignment) {
    let small = Box(20, 10)
    let tall = Box(20, 50)
    _ = fixedScreen(
      Stack(
        .vertical, alignment: .start,
        [Stack(.horizontal, spacing: .fixed(0), alignment: alignment, [small, tall]), Spacer()]))
    let expected: (y: Double, height: Double) =
      switch alignment {
      case .start: (0, 10)
      case .center: (20, 10)
      case .end: (40, 10)
      case .fill: (0, 50)
      }
    #expect(small.frame.minY == expected.y && small.frame.height == expected.height)
  }

  @Test func hiddenViewsTakeNoRoomAndNoSpacing() {
    let a = Box(10, 30)
    let hidden = Box(10, 30)
    hidden.visibility = .hidden
    let b = Box(10, 30)
    let column = Stack(.vertical, spacing: .fixed(8), alignment: .start, [a, hidden, b, Spacer()])
    _ = fixedScreen(column)
    #expect(b.frame.minY == 38)
  }

  @Test func spacingGrowsWithTheText() {
    let a = Box(10, 10)
    let b = Box(10, 10)
    let column = Stack(.vertical, spacing: 11, alignment: .start, [a, b, Spacer()])
    let screen = fixedScreen(column, category: .accessibilityMedium)
    // 11 × 34/22 = 17.
    #expect(b.frame.minY == 10 + 17)
    screen.contentSizeCategory = .large
    screen.layoutIfNeeded()
    #expect(b.frame.minY == 21)
  }

  @Test(arguments: LayoutDirection.both)
  func anAdaptiveStackBecomesAColumnAtAccessibilitySizes(_ direction: LayoutDirection) {
    let photo = Box(80, 80)
    let name = Label("Margherita")
    let row = AdaptiveStack(spacing: .fixed(8), [photo, name])
    let screen = fixedScreen(Stack(.vertical, [row, Spacer()]), direction: direction)
    #expect(row.axis == .horizontal)
    #expect(name.frame.minY < photo.frame.maxY)
    screen.contentSizeCategory = .accessibilityMedium
    screen.layoutIfNeeded()
    #expect(row.axis == .vertical)
    #expect(name.frame.minY == photo.frame.maxY + 8)
    screen.contentSizeCategory = .extraExtraExtraLarge
    screen.layoutIfNeeded()
    #expect(row.axis == .horizontal)
  }

  @Test func anAdaptiveStackAlignsARowVerticallyAndAColumnHorizontally() {
    let photo = Box(80, 80)
    let badge = Box(20, 20)
    let row = AdaptiveStack(
      spacing: .fixed(8), horizontalAlignment: .end, verticalAlignment: .start, [photo, badge])
    let screen = fixedScreen(Stack(.vertical, [row, Spacer()]))
    // A row: the badge at the top, beside the photo.
    #expect(row.axis == .horizontal)
    #expect(badge.frame.minY == photo.frame.minY && badge.frame.minX == photo.frame.maxX + 8)
    // A column: the badge at the trailing edge, under the photo.
    screen.contentSizeCategory = .accessibilityMedium
    screen.layoutIfNeeded()
    #expect(row.axis == .vertical)
    #expect(badge.frame.maxX == row.frame.maxX && badge.frame.minY == photo.frame.maxY + 8)
  }

  @Test func paddingInsetsAndMirrors() {
    let box = Box(10, 10)
    let padded = Padding(
      box, insets: ScaledInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), relativeTo: nil))
    let column = Stack(.vertical, alignment: .start, [padded, Spacer()])
    _ = fixedScreen(column)
    #expect(padded.frame.size == Size(width: 16, height: 14))
    #expect(box.frame == Rect(x: 2, y: 1, width: 10, height: 10))
    let mirrored = Box(10, 10)
    _ = fixedScreen(
      Stack(.vertical, alignment: .start, [Padding(mirrored, insets: padded.insets), Spacer()]),
      direction: .rightToLeft)
    #expect(mirrored.frame.minX == 4)
  }
}
