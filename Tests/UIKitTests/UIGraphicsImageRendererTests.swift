import CoreGraphics
import Testing
import UIKit

/// Drawing by hand into UIKit's image renderer and image contexts: what is drawn is kept, in the
/// canvas's coordinates, with the colours, transforms and clips it was drawn with.
@MainActor @Suite struct UIGraphicsImageRendererTests {
  func marks(_ image: UIImage) throws -> [CGContext._Mark] {
    guard case .drawing(let marks, _) = image.source else {
      Issue.record("not a drawing: \(image.source)")
      return []
    }
    return marks
  }

  @Test func aRenderersImageIsTheCanvasSizeAndKeepsWhatWasFilled() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(image.size == CGSize(width: 40, height: 20))
    let drawn = try marks(image)
    #expect(drawn.count == 1)
    guard case .fill(let path, let color, false, nil) = drawn.first else {
      Issue.record("\(drawn)")
      return
    }
    #expect(path._svgPathData == "M0.0 0.0 L20.0 0.0 L20.0 20.0 L0.0 20.0 Z ")
    #expect(color == UIColor.red.cgColor)
  }

  @Test func textDrawnIntoAnImageIsKeptNotDrawnAndTheRestIsDrawn() throws {
    var kept: Set<String> = []
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      ("12" as NSString).draw(
        at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
      NSAttributedString(string: "pin").draw(in: CGRect(x: 0, y: 20, width: 40, height: 20))
      kept = context.cgContext._notDrawn
    }
    #expect(try marks(image).count == 1, "the fill is drawn")
    #expect(kept == ["NSString.draw(at:withAttributes:)", "NSAttributedString.draw(in:)"])
  }

  @Test func aGradientFillsItsClipWithItsMiddleColourAndIsNamedAsFlattened() throws {
    var kept: Set<String> = []
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      let cg = context.cgContext
      cg.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
      cg.setLineWidth(4)
      cg.replacePathWithStrokedPath()
      cg.clip()
      let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
      let gradient = try? #require(
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil))
      if let gradient {
        cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 40, y: 40), options: [])
      }
      kept = cg._notDrawn
    }
    guard case .fill(_, let color, _, let clip) = try #require(marks(image).first) else {
      Issue.record("no fill")
      return
    }
    #expect(clip == CGRect(x: 8, y: 8, width: 14, height: 14), "the stroke's outline, half the width out")
    #expect(abs((color.components?[0] ?? 0) - 0.5) < 1e-9)
    #expect(kept == ["drawLinearGradient"])
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
  }

  @Test func transformsMovePathsAsTheyAreAddedAndGraphicsStatesNest() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { context in
      let cg = context.cgContext
      cg.saveGState()
      cg.translateBy(x: 10, y: 20)
      cg.scaleBy(x: 2, y: 2)
      cg.setFillColor(gray: 0, alpha: 1)
      cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      cg.restoreGState()
      cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
      cg.setLineWidth(3)
      cg.move(to: CGPoint(x: 0, y: 50))
      cg.addLine(to: CGPoint(x: 100, y: 50))
      cg.strokePath()
      #expect(cg.isPathEmpty, "painting empties the path")
    }
    let drawn = try marks(image)
    guard drawn.count == 2, case .fill(let square, _, _, _) = drawn[0],
      case .stroke(let line, _, 3, _, _, _) = drawn[1]
    else {
      Issue.record("\(drawn)")
      return
    }
    #expect(square._svgPathData == "M10.0 20.0 L20.0 20.0 L20.0 30.0 L10.0 30.0 Z ", "moved and doubled")
    #expect(line._svgPathData == "M0.0 50.0 L100.0 50.0 ", "the restored state has no transform")
  }

  @Test func anImageDrawnIntoASmallerCanvasIsResizedAndClipsAndAlphaAreKept() throws {
    let photo = try #require(UIImage(data: Data([1, 2, 3])))
    let small = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
      context.clip(to: CGRect(x: 0, y: 0, width: 15, height: 20))
      photo.draw(in: CGRect(x: 0, y: 0, width: 30, height: 20), blendMode: .normal, alpha: 0.5)
    }
    #expect(small.size == CGSize(width: 30, height: 20))
    #expect(
      try marks(small) == [
        .image(
          source: "data:3", rect: CGRect(x: 0, y: 0, width: 30, height: 20), alpha: 0.5,
          clip: CGRect(x: 0, y: 0, width: 15, height: 20))
      ])
    // A drawing drawn into another canvas is its marks, scaled into the rectangle.
    let twice = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { _ in
      small.draw(in: CGRect(x: 0, y: 0, width: 60, height: 40))
    }
    guard case .image(_, let rect, _, let clip) = try marks(twice).first else { return }
    #expect(rect == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(clip == CGRect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test func theOlderImageContextFunctionsDrawIntoTheContextBegunLast() throws {
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
    UIColor.blue.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil, "ended")
    #expect(image.scale == UIScreen.main.scale, "a scale of 0 is the screen's")
    #expect(try marks(image).count == 1)
    // Ending what was never begun does nothing.
    UIGraphicsEndImageContext()
  }

  @Test func clearingTheWholeCanvasErasesAndAbsurdSizesAreBounded() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: -5)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(image.size == .zero)
    let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 10)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      context.cgContext.clear(CGRect(x: -1, y: -1, width: 2e9, height: 20))
    }
    #expect(huge.size.width == 10_000)
    #expect(try marks(huge).isEmpty, "cleared")
    #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).pngData { _ in }.isEmpty)
  }
}
