import Drawing
import Foundation
import Legible

/// A colour, as SwiftUI's `Color`: a view that fills what it is offered, and a style to fill,
/// stroke or tint with. The named colours are iOS's system colours in light mode (screens here
/// are drawn light).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  let value: Drawing.Color
  /// The asset catalog name this colour stands in for, when the catalog does not have it.
  var missingName: String?

  /// Legible's colour `value` (a palette of a screen written with retained views).
  @_disfavoredOverload
  public init(_ value: Drawing.Color) { self.value = value }

  /// A colour of red, green and blue components from 0 to 1 (sRGB), with an opacity.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    value = Drawing.Color(red: red, green: green, blue: blue, alpha: opacity)
  }

  /// A colour in a colour space (all are drawn as sRGB here).
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey of `white` from 0 (black) to 1 (white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A grey in a colour space.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }

  /// This colour mixed with `other`: `fraction` 0 is this colour, 1 is `other` (iOS 18). Mixed
  /// component by component in sRGB here, whatever `colorSpace`.
  public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual)
    -> Color
  {
    let t = min(1, max(0, fraction.isFinite ? fraction : 0))
    let (a, b) = (value, other.value)
    func mixed(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return Color(
      red: mixed(a.red, b.red), green: mixed(a.green, b.green), blue: mixed(a.blue, b.blue),
      opacity: mixed(a.alpha, b.alpha))
  }

  /// A colour of hue, saturation and brightness from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(1, max(0, saturation.isFinite ? saturation : 0))
    let v = min(1, max(0, brightness.isFinite ? brightness : 0))
    let c = v * s
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    self.init(red: r + v - c, green: g + v - c, blue: b + v - c, opacity: opacity)
  }

  /// The colour set named `name` in the app's asset catalog (`Assets.xcassets/Name.colorset`),
  /// as Xcode stores it; a name the catalog does not have is drawn magenta, and the audit reports
  /// it (`missing-asset`).
  public init(_ name: String, bundle: Bundle? = nil) {
    if let color = AssetCatalog.current.color(named: name) {
      self.init(color)
    } else {
      self.init(AssetCatalog.missingColor)
      missingName = name
    }
  }

  /// The same colour at `opacity` of its opacity.
  public func opacity(_ opacity: Double) -> Color {
    Color(value.withAlpha(value.alpha * min(1, max(0, opacity.isFinite ? opacity : 1))))
  }

  /// The colour's hexadecimal form.
  public var description: String { value.hex }

  /// Colour spaces (drawn as sRGB here).
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB.
    case sRGB
    /// Linear sRGB.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }

  /// Black.
  public static let black = Color(Drawing.Color(red8: 0, green8: 0, blue8: 0))
  /// White.
  public static let white = Color(Drawing.Color(red8: 255, green8: 255, blue8: 255))
  /// Transparent.
  public static let clear = Color(Drawing.Color.clear)
  /// iOS's system red.
  public static let red = Color(Drawing.Color(red8: 255, green8: 59, blue8: 48))
  /// iOS's system orange.
  public static let orange = Color(Drawing.Color(red8: 255, green8: 149, blue8: 0))
  /// iOS's system yellow.
  public static let yellow = Color(Drawing.Color(red8: 255, green8: 204, blue8: 0))
  /// iOS's system green.
  public static let green = Color(Drawing.Color(red8: 52, green8: 199, blue8: 89))
  /// iOS's system mint.
  public static let mint = Color(Drawing.Color(red8: 0, green8: 199, blue8: 190))
  /// iOS's system teal.
  public static let teal = Color(Drawing.Color(red8: 48, green8: 176, blue8: 199))
  /// iOS's system cyan.
  public static let cyan = Color(Drawing.Color(red8: 50, green8: 173, blue8: 230))
  /// iOS's system blue.
  public static let blue = Color(Drawing.Color(red8: 0, green8: 122, blue8: 255))
  /// iOS's system indigo.
  public static let indigo = Color(Drawing.Color(red8: 88, green8: 86, blue8: 214))
  /// iOS's system purple.
  public static let purple = Color(Drawing.Color(red8: 175, green8: 82, blue8: 222))
  /// iOS's system pink.
  public static let pink = Color(Drawing.Color(red8: 255, green8: 45, blue8: 85))
  /// iOS's system brown.
  public static let brown = Color(Drawing.Color(red8: 162, green8: 132, blue8: 94))
  /// iOS's system grey.
  public static let gray = Color(Drawing.Color(red8: 142, green8: 142, blue8: 147))
  /// The colour of primary text (black in light mode).
  public static let primary = Color(Drawing.Color.label)
  /// The colour of secondary text (iOS's `secondaryLabel`).
  public static let secondary = Color(Drawing.Color.secondaryLabel)
  /// The app's accent colour (iOS's blue unless the asset catalog has an `AccentColor`).
  public static var accentColor: Color {
    AssetCatalog.current.color(named: "AccentColor").map(Color.init) ?? .blue
  }
}

extension Color: View, PrimitiveView {
  public typealias Body = Never

  func makeNode(_ context: _ViewContext) -> LeafNode<ShapeView> { LeafNode(context, ShapeView(.rectangle)) }

  func update(_ node: LeafNode<ShapeView>, _ context: _ViewContext) {
    node.view.fill = value
    node.view.missingResource = missingName.map { .asset($0) }
  }
}

extension Color: ShapeStyle {
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { value }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Transparent.
  public static var clear: Color { Color.clear }
  /// iOS's system red.
  public static var red: Color { Color.red }
  /// iOS's system orange.
  public static var orange: Color { Color.orange }
  /// iOS's system yellow.
  public static var yellow: Color { Color.yellow }
  /// iOS's system green.
  public static var green: Color { Color.green }
  /// iOS's system mint.
  public static var mint: Color { Color.mint }
  /// iOS's system teal.
  public static var teal: Color { Color.teal }
  /// iOS's system cyan.
  public static var cyan: Color { Color.cyan }
  /// iOS's system blue.
  public static var blue: Color { Color.blue }
  /// iOS's system indigo.
  public static var indigo: Color { Color.indigo }
  /// iOS's system purple.
  public static var purple: Color { Color.purple }
  /// iOS's system pink.
  public static var pink: Color { Color.pink }
  /// iOS's system brown.
  public static var brown: Color { Color.brown }
  /// iOS's system grey.
  public static var gray: Color { Color.gray }
}
