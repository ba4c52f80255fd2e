import Geometry
import Legible
import TestFixtures
import Testing

/// A view drawn scaled (`View.drawingScale`, SwiftUI's `scaleEffect`): the layout is the same,
/// what the snapshot shows is scaled about the anchor.
@MainActor @Suite struct DrawingScaleTests {
  @Test func scalesComposeInnerFirstAboutTheirAnchors() {
    let half = DrawingScale(x: 0.5, y: 0.5)
    #expect(half.offsetX == 0.25 && half.offsetY == 0.25)
    let double = DrawingScale(x: 2, y: 2, anchorX: 0, anchorY: 0)
    let both = half.then(double)
    #expect(
      both.x == 1 && both.y == 1 && both.offsetX == 0.5 && both.offsetY == 0.5, "a move by half the size")
    #expect(!both.isIdentity)
    #expect(DrawingScale(x: .nan, y: .infinity, anchorX: .nan).isIdentity)
  }

  @Test func theSnapshotDrawsTheViewAndItsContentScaledAndTheLayoutStays() throws {
    let label = Label("Scaled")
    label.identifier = "label"
    let box = Stack(.vertical, alignment: .start, [label])
    box.identifier = "box"
    box.backgroundColor = .white
    box.cornerRadius = 8
    let after = Label("After")
    after.identifier = "after"
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [box, after, Spacer()]))
    let before = screen.snapshot()
    box.drawingScale = DrawingScale(x: 0.5, y: 0.5)
    let scaled = screen.snapshot()
    let (plain, small) = (try #require(before.node("box")), try #require(scaled.node("box")))
    #expect(abs(small.frame.width - plain.frame.width / 2) < 0.01)
    #expect(
      abs(small.frame.midX - plain.frame.midX) < 0.01 && abs(small.frame.midY - plain.frame.midY) < 0.01)
    #expect(small.cornerRadius == 4)
    let (text, smallText) = (
      try #require(before.node("label")?.text), try #require(scaled.node("label")?.text)
    )
    #expect(smallText.pointSize == text.pointSize / 2)
    #expect(smallText.layout.lineCount == text.layout.lineCount)
    #expect(abs(smallText.layout.size.height - text.layout.size.height / 2) < 0.01)
    // The layout is the same: the text after the box has not moved.
    #expect(before.node("after")?.frame == scaled.node("after")?.frame)
    #expect(scaled.node("label")?.notApplied.isEmpty == true)
    // Stretched across only, text is set at the smaller factor, and named.
    box.drawingScale = DrawingScale(x: 2, y: 1)
    let stretched = screen.snapshot()
    #expect(stretched.node("label")?.text?.pointSize == text.pointSize)
    #expect(stretched.node("label")?.notApplied == [SnapshotNode.unevenScaleName])
  }

  @Test func aScaledViewTakesTouchesWhereItIsDrawn() throws {
    let button = Button("Tap the button to go on")
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [button, Spacer()]))
    screen.layoutIfNeeded()
    let frame = button.frameOnScreen
    let nearCorner = Point(x: frame.minX + 2, y: frame.minY + 2)
    #expect(screen.hitView(at: nearCorner).map { $0.ancestry.contains { $0 === button } } == true)
    button.drawingScale = DrawingScale(x: 0.5, y: 0.5)
    #expect(screen.hitView(at: nearCorner).map { $0.ancestry.contains { $0 === button } } != true)
    #expect(
      screen.hitView(at: Point(x: frame.midX, y: frame.midY)).map { $0.ancestry.contains { $0 === button } }
        == true)
  }
}
