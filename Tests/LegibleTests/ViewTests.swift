import Drawing
import DynamicType
import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

@MainActor @Suite struct LabelTests {
  @Test func aLabelFollowsTheCategory() {
    let label = Label("Pizza")
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [label, Spacer()]))
    // Lines as tall as the font sets them, as UILabel's: body is 20.33 pt at L on iOS (3×), 20.5
    // on a 2× grid; 63.33 (63.5) at AX5.
    #expect(label.frame.size == Size(width: 42.5, height: 20.5))
    screen.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    screen.layoutIfNeeded()
    #expect(label.frame.size == Size(width: 132.5, height: 63.5))
  }

  @Test func optingOutKeepsTheDefaultSize() {
    let label = Label("Pizza")
    label.adjustsFontForContentSizeCategory = false
    _ = fixedScreen(Stack(.vertical, [label, Spacer()]), category: .accessibilityExtraExtraExtraLarge)
    #expect(label.frame.height == 20.5)
  }

  @Test func aCustomFontScalesByFontMetrics() {
    let label = Label("x", font: .custom(Font(pointSize: 20), relativeTo: .body, maximumPointSize: 40))
    _ = fixedScreen(Stack(.vertical, [label, Spacer()]), category: .accessibilityMedium)
    // 20 × 34/22 = 30.9… → 31 at 2×.
    #expect(label.request(width: nil).font.pointSize == 31)
    label.font = .custom(Font(pointSize: 20), relativeTo: .body, maximumPointSize: 25)
    #expect(label.request(width: nil).font.pointSize == 25)
  }

  @Test func oneLineByDefaultAndTruncates() {
    let label = Label("a very long pizza name that does not fit on one line")
    _ = fixedScreen(
      Stack(.vertical, alignment: .start, [Stack(.horizontal, [label]), Spacer()]), device: .iPhone4S)
    let text = label.snapshotContent().text
    #expect(text?.layout.lineCount == 1)
    #expect(text?.layout.isTruncated == true)
  }

  @Test func aHundredKilobyteLabelLaysOut() {
    let label = Label(String(repeating: "pizza ", count: 17_000), lines: 0)
    let scroll = ScrollView(label)
    _ = fixedScreen(scroll)
    #expect(label.frame.height > 10_000)
    #expect(scroll.maximumOffset > 0)
  }
}

@MainActor @Suite struct ButtonTests {
  @Test(arguments: LayoutDirection.both)
  func theIconStaysVisibleWhenTheTitleTruncates(_ direction: LayoutDirection) {
    let button = Button("Moscow region, Krasnogorsk district", style: .body, icon: dot, iconSize: 17)
    button.iconPlacement = .trailing
    let row = Stack(.horizontal, spacing: .fixed(0), alignment: .start, [button])
    _ = fixedScreen(Stack(.vertical, [row, Spacer()]), direction: direction, device: .iPhone4S)
    let icon = button.iconView.frame
    #expect(icon.width == 17 && icon.height == 17)
    #expect(button.titleLabel.snapshotContent().text?.layout.isTruncated == true)
    #expect(icon.minX >= 0 && icon.maxX <= button.bounds.width)
    let title = button.titleLabel.frame
    #expect(icon.intersection(title) == nil)
    #expect(direction == .leftToRight ? icon.minX >= title.maxX : icon.maxX <= title.minX)
  }

  @Test func theIconGrowsWithTheTitle() {
    let button = Button("Go", style: .body, icon: dot, iconSize: 22)
    _ = fixedScreen(
      Stack(.vertical, alignment: .start, [button, Spacer()]), category: .accessibilityExtraExtraExtraLarge)
    #expect(button.iconView.frame.width == 62)
  }

  @Test func aSmallButtonStillTakesTouchesOn44Points() {
    let button = Button("x", style: .caption2)
    button.contentInsets = ScaledInsets(.zero)
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [button, Spacer()]))
    #expect(button.frame.height < 44)
    let node = screen.snapshot().allNodes.first { $0.role == .button }
    #expect(node?.hitFrame?.width == 44 && node?.hitFrame?.height == 44)
  }

  @Test func theBorderWidthCanGrowWithTheText() {
    let button = Button("Add")
    button.border = Border(color: .black, width: ScaledMetric(1, relativeTo: .body))
    let screen = fixedScreen(
      Stack(.vertical, alignment: .start, [button, Spacer()]), category: .accessibilityExtraExtraExtraLarge)
    #expect(screen.snapshot().allNodes.first { $0.role == .button }?.borderWidth == 3)
  }

  @Test func sendActionRunsTheActionUnlessDisabled() {
    var taps = 0
    let button = Button("Add") { taps += 1 }
    button.sendAction()
    button.isEnabled = false
    button.sendAction()
    #expect(taps == 1)
  }
}

@MainActor @Suite struct ImageViewTests {
  @Test func anIconGrowsWithItsStyleAndARasterKeepsItsSize() {
    let icon = ImageView(.icon(dot, size: 20, scalesWith: .body))
    let fixed = ImageView(.icon(dot, size: 20, scalesWith: nil))
    let photo = ImageView(.raster(RasterImage(name: "p", png: []), size: Size(width: 60, height: 40)))
    _ = fixedScreen(
      Stack(.vertical, alignment: .start, [icon, fixed, photo, Spacer()]), category: .accessibilityMedium)
    #expect(icon.frame.size == Size(width: 31, height: 31))
    #expect(fixed.frame.size == Size(width: 20, height: 20))
    #expect(photo.frame.size == Size(width: 60, height: 40))
  }

  @Test func aResizableImageFillsTheWidthAtItsAspectRatio() {
    let photo = ImageView(.raster(RasterImage(name: "p", png: []), size: Size(width: 100, height: 50)))
    photo.isResizable = true
    photo.maximumSize = Size(width: 300, height: 300)
    _ = fixedScreen(Stack(.vertical, alignment: .start, [photo, Spacer()]))
    #expect(photo.frame.size == Size(width: 300, height: 150))
  }

  @Test func visibilityFollowsTheCategory() {
    let photo = Box(50, 50)
    photo.visibility = .hiddenAtAccessibilitySizes
    let name = Label("Pizza")
    let screen = fixedScreen(
      Stack(.vertical, spacing: .fixed(0), alignment: .start, [photo, name, Spacer()]))
    #expect(name.frame.minY == 50)
    screen.contentSizeCategory = .accessibilityMedium
    screen.layoutIfNeeded()
    #expect(name.frame.minY == 0)
    #expect(screen.snapshot().allNodes.allSatisfy { $0.frame.size != Size(width: 50, height: 50) })
  }

  /// Offered an unbounded length, a view kept at a ratio fits the other one, as SwiftUI's
  /// `aspectRatio(_:contentMode: .fit)` does: never an infinite size.
  @Test func aFittingRatioOfferedOneUnboundedLengthFitsTheOther() {
    let photo = ImageView(.raster(RasterImage(name: "p", png: []), size: Size(width: 100, height: 50)))
    photo.isResizable = true
    let square = AspectRatio(photo, ratio: 1)
    let context = LayoutContext(typesetter: FixedAdvanceTypesetter())
    // The photo is offered the square that fits (and keeps its own 2:1 inside it), not its
    // ideal size for want of a bounded offer.
    let tall = square.measure(ProposedSize(width: 200, height: .infinity), context: context)
    #expect(tall == Size(width: 200, height: 100), "\(tall)")
    let wide = square.measure(ProposedSize(width: .infinity, height: 120), context: context)
    #expect(wide == Size(width: 120, height: 60), "\(wide)")
  }
}
