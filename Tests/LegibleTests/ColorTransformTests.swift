import Drawing
import Foundation
import Legible
import TestFixtures
import Testing

/// SwiftUI's colour effects, as colour matrices.
@Suite struct ColorTransformTests {
  private func near(_ a: Color, _ b: Color, within tolerance: Double = 0.002) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
      && abs(a.blue - b.blue) <= tolerance
      && abs(a.alpha - b.alpha) <= tolerance
  }

  @Test func brightnessAddsToEveryComponentAndContrastMovesFromTheMiddleGrey() {
    #expect(near(ColorTransform.brightness(0.2).apply(to: .black), Color(red: 0.2, green: 0.2, blue: 0.2)))
    #expect(ColorTransform.brightness(1).apply(to: Color(red: 0.3, green: 0.1, blue: 0.9)) == .white)
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    #expect(near(ColorTransform.contrast(0).apply(to: .black), grey))
    #expect(
      near(
        ColorTransform.contrast(2).apply(to: Color(red: 0.6, green: 0.4, blue: 0.5)),
        Color(red: 0.7, green: 0.3, blue: 0.5)))
    #expect(near(ColorTransform.contrast(-1).apply(to: .white), .black), "a negative contrast inverts")
  }

  @Test func greyKeepsTheLuminanceAndSaturationOfOneChangesNothing() {
    let red = Color(red: 1, green: 0, blue: 0)
    let grey = ColorTransform.grayscale(1).apply(to: red)
    #expect(near(grey, Color(red: 0.2126, green: 0.2126, blue: 0.2126)))
    #expect(ColorTransform.saturation(1).isIdentity)
    #expect(ColorTransform.grayscale(0).isIdentity)
    let half = ColorTransform.grayscale(0.5).apply(to: red)
    #expect(half.red < 1 && half.red > grey.red && half.green > 0)
  }

  @Test func hueRotationTurnsHuesAndLeavesGreys() {
    let grey = Color(red: 0.4, green: 0.4, blue: 0.4)
    #expect(near(ColorTransform.hueRotation(degrees: 123).apply(to: grey), grey))
    let orange = Color(red: 1, green: 0.5, blue: 0.1)
    #expect(near(ColorTransform.hueRotation(degrees: 360).apply(to: orange), orange))
    let turned = ColorTransform.hueRotation(degrees: 180).apply(to: Color(red: 0.8, green: 0.2, blue: 0.2))
    #expect(turned.red < turned.green && turned.red < turned.blue, "red turns towards cyan: \(turned)")
  }

  @Test(arguments: [0.0, 30, 45, 90, 123.4, 180, 270, -60, 725, -1000])
  func anglesTurnAsTheCLibraryTurnsThem(_ degrees: Double) {
    let (c, s) = ColorTransform.cosineAndSine(degrees: degrees)
    #expect(abs(c - cos(degrees * .pi / 180)) < 1e-12 && abs(s - sin(degrees * .pi / 180)) < 1e-12)
  }

  @Test func invertMultiplyAndLuminanceToAlpha() {
    #expect(ColorTransform.colorInvert.apply(to: .white) == .black)
    #expect(ColorTransform.colorInvert.apply(to: Color.white.withAlpha(0.5)) == Color.black.withAlpha(0.5))
    let yellow = Color(red: 1, green: 1, blue: 0)
    #expect(ColorTransform.multiply(by: yellow).apply(to: .white) == yellow)
    #expect(ColorTransform.multiply(by: yellow).apply(to: Color(red: 0, green: 0, blue: 1)) == .black)
    #expect(ColorTransform.luminanceToAlpha.apply(to: .white) == .black)
    #expect(ColorTransform.luminanceToAlpha.apply(to: .black) == .clear)
  }

  @Test func chainedEffectsApplyTheInnerOneFirst() {
    let invertThenDim = ColorTransform.colorInvert.then(.multiply(by: Color(red: 0.5, green: 0.5, blue: 0.5)))
    let dimThenInvert = ColorTransform.multiply(by: Color(red: 0.5, green: 0.5, blue: 0.5)).then(.colorInvert)
    #expect(near(invertThenDim.apply(to: .black), Color(red: 0.5, green: 0.5, blue: 0.5)))
    #expect(dimThenInvert.apply(to: .black) == .white)
    #expect(ColorTransform.identity.then(.colorInvert) == .colorInvert)
  }

  @Test func amountsThatAreNotNumbersChangeNothing() {
    for transform in [
      ColorTransform.brightness(.nan), .contrast(.infinity), .saturation(-.infinity), .grayscale(.nan),
      .hueRotation(degrees: .nan), ColorTransform(matrix: [1, 2, 3]),
    ] {
      #expect(transform.isIdentity)
    }
  }
}

/// A view's colour transform changes the colours of the view and everything in it as the
/// snapshot (and so the audit and the renderer) sees them.
@MainActor @Suite struct ColorTransformSnapshotTests {
  @Test func theSnapshotShowsTheColoursAsChangedInnerEffectsFirst() throws {
    let label = Label("Dim")
    label.textColor = .black
    label.identifier = "label"
    let card = Stack(.vertical, alignment: .start, [label])
    card.backgroundColor = .white
    card.identifier = "card"
    card.colorTransform = .colorInvert
    label.colorTransform = .brightness(0.2)
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [card, Spacer()]))
    let snapshot = screen.snapshot()
    #expect(snapshot.node("card")?.backgroundColor == .black)
    // Brightened by its own effect to #333333, then inverted by the card's.
    let text = try #require(snapshot.node("label")?.text)
    #expect(text.color == Color(red: 0.8, green: 0.8, blue: 0.8))
    card.colorTransform = nil
    #expect(screen.snapshot().node("label")?.text?.color == Color(red: 0.2, green: 0.2, blue: 0.2))
  }
}
