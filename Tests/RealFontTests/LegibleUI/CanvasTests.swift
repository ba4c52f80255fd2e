import Audit
import CoreGraphics
import Drawing
import DynamicType
import Foundation
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode

/// A `Canvas` draws what its renderer draws at its size: paths in their colours, clipped, moved
/// and faded as the context says; its text is real text, which grows with the text size and which
/// the audit judges; what cannot be drawn here is reported.
@MainActor @Suite struct CanvasTests {
  func pixel(_ screen: Screen, x: Double, y: Double) throws -> Drawing.Color {
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 1)
    return try #require(bitmap[Int(x), Int(y)])
  }

  func canvasNode(_ screen: Screen) throws -> SnapshotNode {
    try #require(screen.snapshot().allNodes.first { $0.identifier == "canvas" })
  }

  @Test func aCanvasTakesTheRoomItIsOfferedAndDrawsItsPathsThere() throws {
    let screen = try realScreen()
    var sizes: [CGSize] = []
    screen.host(
      VStack(spacing: 0) {
        Canvas { context, size in
          sizes.append(size)
          context.fill(
            Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
          var moved = context
          moved.translateBy(x: size.width / 2, y: 0)
          moved.opacity = 0.5
          moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
        }
        .frame(height: 100)
        .accessibilityIdentifier("canvas")
        Spacer()
      })
    let node = try canvasNode(screen)
    #expect(node.frame.width == screen.device.size.width && node.frame.height == 100)
    #expect(sizes.last == CGSize(width: node.frame.width, height: 100))
    let left = try pixel(screen, x: node.frame.minX + 10, y: node.frame.minY + 50)
    #expect(left.red > 0.9 && left.green < 0.3, "the left half is red: \(left)")
    let right = try pixel(screen, x: node.frame.midX + 40, y: node.frame.minY + 50)
    #expect(right.red > 0.95 && right.green > 0.95, "nothing drawn on the right: \(right)")
    // The copy moved and faded its drawing; the original context did not.
    let faded = try pixel(screen, x: node.frame.midX + 10, y: node.frame.minY + 10)
    #expect(faded.blue > 0.9 && faded.red > 0.3 && faded.red < 0.7, "half-transparent blue: \(faded)")
  }

  /// A dashed stroke leaves gaps between its dashes.
  @Test func aDashedStrokeHasGaps() throws {
    let screen = try realScreen()
    screen.host(
      Canvas { context, size in
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        context.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 6, dash: [10, 10]))
      }
      .frame(width: 100, height: 20)
      .accessibilityIdentifier("canvas"))
    let node = try canvasNode(screen)
    let dash = try pixel(screen, x: node.frame.minX + 5, y: node.frame.minY + 10)
    let gap = try pixel(screen, x: node.frame.minX + 15, y: node.frame.minY + 10)
    #expect(dash.red < 0.2, "a dash: \(dash)")
    #expect(gap.red > 0.9, "a gap: \(gap)")
  }

  @Test func aClipLetsLaterDrawingThroughOnlyInsideItsPath() throws {
    let screen = try realScreen()
    screen.host(
      Canvas { context, size in
        context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green))
      }
      .frame(width: 100, height: 100)
      .accessibilityIdentifier("canvas"))
    let node = try canvasNode(screen)
    let centre = try pixel(screen, x: node.frame.midX, y: node.frame.midY)
    #expect(centre.green > 0.5 && centre.red < 0.3, "inside the circle: \(centre)")
    let corner = try pixel(screen, x: node.frame.minX + 2, y: node.frame.minY + 2)
    #expect(corner.red > 0.95 && corner.blue > 0.95, "outside the circle, nothing: \(corner)")
  }

  @Test func textDrawnInACanvasGrowsWithTheTextSizeAndIsAudited() throws {
    var measured: [ContentSizeCategory: CGSize] = [:]
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(
        Canvas { context, size in
          let label = context.resolve(Text("Temperature"))
          measured[category] = label.measure(in: CGSize(width: 1000, height: 1000))
          context.draw(label, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
        }
        .frame(width: 200, height: 60)
        .accessibilityIdentifier("canvas"))
      let text = try #require(screen.node(showing: "Temperature"))
      let canvas = try canvasNode(screen)
      #expect(text.frame.minX == canvas.frame.minX + 10 && text.frame.minY == canvas.frame.minY + 10)
      if category == .accessibilityExtraExtraExtraLarge {
        // 53-point body text does not fit a 60-point-tall canvas at 10 points down: the canvas
        // cuts it, and the audit says so.
        var options = AuditOptions()
        options.checks = [.textClipped]
        let findings = AuditRunner.audit(
          screen, configuration: AuditConfiguration(category: category, device: .iPhoneSE), options: options
        ).findings
        #expect(findings.contains { $0.check == .textClipped })
      }
    }
    let large = try #require(measured[.large])
    let largest = try #require(measured[.accessibilityExtraExtraExtraLarge])
    #expect(large.height > 18 && large.height < 26)
    #expect(largest.height > 2.5 * large.height && largest.width > 2.5 * large.width)
  }

  /// A gradient with `.repeat` starts again past its end point, one with `.mirror` runs back, and
  /// one without either continues its end colour.
  @Test(arguments: [
    (GraphicsContext.GradientOptions(), false), (.repeat, true), (.mirror, false),
  ])
  func aGradientContinuesPastItsEndAsItsOptionsSay(options: GraphicsContext.GradientOptions, redAgain: Bool)
    throws
  {
    let screen = try realScreen()
    screen.host(
      Canvas { context, size in
        context.fill(
          Path(CGRect(origin: .zero, size: size)),
          with: .linearGradient(
            Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 50, y: 0),
            options: options))
      }
      .frame(width: 100, height: 20)
      .accessibilityIdentifier("canvas"))
    let node = try canvasNode(screen)
    let past = try pixel(screen, x: node.frame.minX + 53, y: node.frame.minY + 10)
    if redAgain {
      #expect(past.red > 0.8 && past.blue < 0.3, "red again just past the end: \(past)")
    } else {
      #expect(past.blue > 0.8 && past.red < 0.3, "still blue just past the end: \(past)")
    }
  }

  /// A resolved text's shading colours its uncoloured runs; a run with a colour of its own keeps it.
  @Test func resolvedTextIsDrawnWithItsShading() throws {
    let screen = try realScreen()
    screen.host(
      Canvas { context, size in
        var plain = context.resolve(Text("Plain"))
        plain.shading = .color(.red)
        context.draw(plain, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        var coloured = context.resolve(Text("Green").foregroundColor(.green))
        coloured.shading = .color(.red)
        context.draw(coloured, at: CGPoint(x: 0, y: 30), anchor: .topLeading)
      }
      .frame(width: 200, height: 60))
    #expect(
      try #require(screen.node(showing: "Plain")).text?.color
        == Drawing.Color(red8: 255, green8: 59, blue8: 48))
    #expect(
      try #require(screen.node(showing: "Green")).text?.color
        == Drawing.Color(red8: 52, green8: 199, blue8: 89))
  }

  @Test func whatCannotBeDrawnHereIsReportedOnce() throws {
    let screen = try realScreen()
    screen.host(
      Canvas { context, size in
        context.addFilter(.blur(radius: 4))
        context.addFilter(.shadow(radius: 2))
        context.blendMode = .multiply
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
        var text = context.resolve(Text("Shaded"))
        text.shading = .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: .zero)
        context.draw(text, at: .zero)
      }
      .frame(width: 50, height: 50))
    let reported = screen.notAppliedFindings().map(\.message).joined(separator: "\n")
    #expect(reported.contains("GraphicsContext.addFilter(_:)"))
    #expect(reported.contains("GraphicsContext.blendMode"))
    #expect(reported.contains("text and images shaded with a gradient in a Canvas"))
    #expect(reported.components(separatedBy: "addFilter").count == 2, "one finding: \(reported)")
  }

  @Test func aCanvasOfferedNothingIsTenPointsASideAndAnEmptyOneDrawsNothing() throws {
    let screen = try realScreen()
    screen.host(
      HStack {
        Canvas { _, _ in }.fixedSize().accessibilityIdentifier("canvas")
        Spacer()
      })
    let node = try canvasNode(screen)
    #expect(node.frame.width == 10 && node.frame.height == 10)
    #expect(node.image == nil)
  }
}
