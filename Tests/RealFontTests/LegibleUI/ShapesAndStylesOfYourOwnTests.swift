import CoreGraphics
import Drawing
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// Styles and shapes as iOS 17 lets apps write them: a style of your own resolves to another
/// (`resolve(in:)`), the button border is a shape, paths are added to paths moved as asked, and
/// controls' labels are hidden through `labelsVisibility`.
@MainActor @Suite struct ShapesAndStylesOfYourOwnTests {
  /// A style that stands for orange where the text is large, as apps write one.
  struct Warning: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
      environment.dynamicTypeSize.isAccessibilitySize ? Color.red : Color.orange
    }
  }

  @Test func aStyleOfYourOwnIsDrawnAsTheStyleItResolvesTo() throws {
    var environment = EnvironmentValues()
    #expect(Warning()._color(in: environment) == Color.orange._color(in: environment))
    environment.dynamicTypeSize = .accessibility3
    #expect(Warning()._color(in: environment) == Color.red._color(in: environment))
    let screen = try realScreen()
    screen.host(Text("Careful").foregroundStyle(Warning()))
    #expect(screen.node(showing: "Careful")?.text?.color == Color.orange._color(in: EnvironmentValues()))
  }

  @Test func theButtonBorderIsAShapeACapsuleByDefault() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(ButtonBorderShape.buttonBorder.path(in: rect) == Path(roundedRect: rect, cornerRadius: 20))
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 6).path(in: rect) == Path(roundedRect: rect, cornerRadius: 6)
    )
    let screen = try realScreen()
    screen.host(Text("Back").padding(8).background(.regularMaterial, in: .buttonBorder))
    #expect(screen.texts == ["Back"])
  }

  @Test func aPathAddedToAPathIsMovedByItsTransform() {
    var slice = Path()
    slice.move(to: CGPoint(x: 0, y: 0))
    slice.addLine(to: CGPoint(x: 10, y: 0))
    var path = Path()
    path.addPath(slice, transform: CGAffineTransform(translationX: 5, y: 7))
    var expected = Path()
    expected.move(to: CGPoint(x: 5, y: 7))
    expected.addLine(to: CGPoint(x: 15, y: 7))
    #expect(path == expected)
    var same = Path()
    same.addPath(slice)
    #expect(same == slice)
    // A path transformed whole, as arrows are turned and moved to their point.
    #expect(slice.applying(CGAffineTransform(translationX: 5, y: 7)) == expected)
    #expect(slice.offsetBy(dx: 5, dy: 7) == expected)
    let turned = slice.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.boundingRect.height - 10) < 1e-9 && turned.boundingRect.width < 1e-9)
  }

  @Test func hiddenLabelsVisibilityHidesAControlsLabel() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Toggle("Alarms", isOn: .constant(true)).labelsVisibility(.hidden)
        Toggle("Sounds", isOn: .constant(true)).labelsVisibility(.visible)
      })
    #expect(!screen.texts.contains("Alarms"))
    #expect(screen.texts.contains("Sounds"))
  }

  /// iOS 17 makes a stroke a shape: filling it colours the outline, not the inside.
  @Test func aStrokedShapeFilledColoursItsOutline() throws {
    let screen = try realScreen()
    screen.host(
      Rectangle().stroke(style: StrokeStyle(lineWidth: 2)).fill(Color.red).frame(width: 40, height: 40)
        .accessibilityIdentifier("outline"))
    let shapes = screen.snapshot().allNodes.compactMap(\.shape)
    let red = Color.red._color(in: EnvironmentValues())
    #expect(
      shapes.contains { $0.fill == nil && $0.stroke?.color == red && $0.stroke?.width == 2 }, "\(shapes)")
  }
}

/// A container's background (`containerBackground(for:)`, iOS 17) is drawn behind the view it is
/// given to.
@MainActor @Suite struct ContainerBackgroundTests {
  @Test func aContainerBackgroundIsDrawnBehindTheView() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Pass").padding().containerBackground(for: .navigation) { Color.yellow }
        Text("Widget").padding().containerBackground(Color.mint, for: .widget)
      })
    let fills = screen.snapshot().allNodes.compactMap { $0.shape?.fill ?? $0.backgroundColor }
    let environment = EnvironmentValues()
    #expect(fills.contains(try #require(Color.yellow._color(in: environment))))
    #expect(fills.contains(try #require(Color.mint._color(in: environment))))
    #expect(screen.texts == ["Pass", "Widget"])
  }
}
