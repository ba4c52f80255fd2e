import Drawing
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// The gradients iOS 17 and 18 added (elliptical, mesh) fill as the other gradients do here, with
/// the mean of their colours, and a style's own levels (`Color.red.secondary`) are that style,
/// fainter.
@MainActor @Suite struct GradientAndLevelStyleTests {
  @Test func ellipticalAndMeshGradientsFillWithTheMeanOfTheirColours() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        EllipticalGradient(colors: [.white, .black]).frame(width: 40, height: 40).accessibilityIdentifier(
          "ellipse")
        MeshGradient(
          width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
          colors: [.red, .red, .blue, .blue]
        ).frame(width: 40, height: 40).accessibilityIdentifier("mesh")
        Rectangle().fill(.ellipticalGradient(colors: [.red, .blue])).frame(width: 40, height: 40)
      })
    let fills = screen.snapshot().allNodes.compactMap { $0.shape?.fill ?? $0.backgroundColor }
    let environment = EnvironmentValues()
    let red = try #require(Color.red._color(in: environment))
    let blue = try #require(Color.blue._color(in: environment))
    let near = { (a: Drawing.Color, r: Double, g: Double, b: Double) in
      abs(a.red - r) < 0.01 && abs(a.green - g) < 0.01 && abs(a.blue - b) < 0.01
    }
    #expect(fills.contains { near($0, 0.5, 0.5, 0.5) }, "white and black make a mid grey: \(fills)")
    let mixed = fills.filter {
      near($0, (red.red + blue.red) / 2, (red.green + blue.green) / 2, (red.blue + blue.blue) / 2)
    }
    #expect(mixed.count == 2, "the mesh and the elliptical style, both red and blue: \(fills)")
  }

  @Test func aStylesLevelsAreThatStyleFainter() throws {
    let environment = EnvironmentValues()
    let red = try #require(Color.red._color(in: environment))
    let second = try #require(Color.red.secondary._color(in: environment))
    let fifth = try #require(Color.accentColor.quinary._color(in: environment))
    #expect(second.red == red.red && second.green == red.green && second.blue == red.blue)
    #expect(abs(second.alpha - red.alpha * 0.6) < 1e-9)
    #expect(abs(fifth.alpha - 0.1) < 1e-9)
  }

  @Test func theSystemFillAndSeparatorStylesAreIOSsColours() throws {
    let environment = EnvironmentValues()
    #expect(FillShapeStyle()._color(in: environment) == Drawing.Color.systemFill)
    #expect(FillShapeStyle().secondary._color(in: environment) == Drawing.Color.secondarySystemFill)
    #expect(FillShapeStyle().quaternary._color(in: environment) == Drawing.Color.quaternarySystemFill)
    #expect(SeparatorShapeStyle()._color(in: environment) == Drawing.Color.separator)
    let screen = try realScreen()
    screen.host(
      VStack {
        Capsule().fill(.fill).frame(width: 60, height: 20)
        Rectangle().fill(.separator).frame(width: 60, height: 1)
      })
    let fills = screen.snapshot().allNodes.compactMap { $0.shape?.fill ?? $0.backgroundColor }
    #expect(fills.contains(Drawing.Color.systemFill) && fills.contains(Drawing.Color.separator), "\(fills)")
  }
}
