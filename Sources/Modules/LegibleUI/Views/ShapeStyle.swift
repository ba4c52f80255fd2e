import Drawing
import Foundation

/// Something to fill, stroke or colour text with, as SwiftUI's `ShapeStyle`: a colour, a level
/// of the foreground's hierarchy (`.secondary`), the tint, a gradient, a material. Screens here
/// are drawn with one colour per fill: a gradient is drawn as the mean of its colours, a
/// material as a translucent white over a blur (the README lists these).
public protocol ShapeStyle: Sendable {
  /// The style this one stands for in an environment (iOS 17's way to write a style of your own:
  /// `func resolve(in environment: EnvironmentValues) -> some ShapeStyle`); `Never` for the
  /// module's styles, which are drawn with their own colour.
  associatedtype Resolved: ShapeStyle = Never
  /// The style this one stands for in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
  /// The colour the style is drawn with in `environment` (the module's).
  func _color(in environment: EnvironmentValues) -> Drawing.Color?
}

extension ShapeStyle where Resolved == Never {
  /// The module's styles resolve to no other style.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) is drawn with its own colour; it resolves to no other style.")
  }
}

extension ShapeStyle {
  /// A style of your own is drawn as the style it resolves to.
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    Resolved.self == Never.self ? nil : resolve(in: environment)._color(in: environment)
  }
}

/// No style: what the module's styles resolve to.
extension Never: ShapeStyle {
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { nil }
}

/// A level of the foreground's hierarchy, as SwiftUI's `HierarchicalShapeStyle`: the foreground
/// colour, then fainter ones (iOS's label colours).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  /// The foreground.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// Fainter (iOS's `secondaryLabel`).
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// Fainter still.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The faintest but one.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The faintest.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    let base = environment.foregroundColor?.value ?? .label
    guard level > 0, environment.foregroundColor != nil else {
      return [
        Drawing.Color.label, .secondaryLabel, .tertiaryLabel,
        Drawing.Color(red8: 60, green8: 60, blue8: 67, alpha8: 46),
        Drawing.Color(red8: 60, green8: 60, blue8: 67, alpha8: 26),
      ][min(level, 4)]
    }
    return base.withAlpha(base.alpha * [1, 0.6, 0.3, 0.18, 0.1][min(level, 4)])
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground.
  public static var primary: HierarchicalShapeStyle { .init(level: 0) }
  /// Fainter.
  public static var secondary: HierarchicalShapeStyle { .init(level: 1) }
  /// Fainter still.
  public static var tertiary: HierarchicalShapeStyle { .init(level: 2) }
  /// The faintest but one.
  public static var quaternary: HierarchicalShapeStyle { .init(level: 3) }
  /// The faintest.
  public static var quinary: HierarchicalShapeStyle { .init(level: 4) }
}

/// A fainter level of a style (`Color.accentColor.quinary`, iOS 17): the style at the opacity of
/// that level of the foreground's hierarchy.
public struct HierarchicalLevelShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let level: Int
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    base._color(in: environment).map { $0.withAlpha($0.alpha * [1, 0.6, 0.3, 0.18, 0.1][min(level, 4)]) }
  }
}

extension ShapeStyle {
  /// The style's second level (iOS 17).
  public var secondary: HierarchicalLevelShapeStyle<Self> { .init(base: self, level: 1) }
  /// The style's third level (iOS 17).
  public var tertiary: HierarchicalLevelShapeStyle<Self> { .init(base: self, level: 2) }
  /// The style's fourth level (iOS 17).
  public var quaternary: HierarchicalLevelShapeStyle<Self> { .init(base: self, level: 3) }
  /// The style's fifth level (iOS 17).
  public var quinary: HierarchicalLevelShapeStyle<Self> { .init(base: self, level: 4) }
}

/// The system's fills for shapes, as SwiftUI's `FillShapeStyle` (iOS 17: `.fill`, and its levels
/// `.fill.secondary`…, iOS's `systemFill`, `secondarySystemFill`…).
public struct FillShapeStyle: ShapeStyle, Hashable {
  /// The style.
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { .systemFill }
}

extension FillShapeStyle {
  /// iOS's `secondarySystemFill`.
  public var secondary: SystemColorShapeStyle { SystemColorShapeStyle(color: .secondarySystemFill) }
  /// iOS's `tertiarySystemFill`.
  public var tertiary: SystemColorShapeStyle { SystemColorShapeStyle(color: .tertiarySystemFill) }
  /// iOS's `quaternarySystemFill`.
  public var quaternary: SystemColorShapeStyle { SystemColorShapeStyle(color: .quaternarySystemFill) }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle` (iOS 17: `.separator`).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// The style.
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { .separator }
}

/// One of iOS's system colours as a style.
public struct SystemColorShapeStyle: ShapeStyle, Hashable {
  let color: Drawing.Color
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { color }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system's fill for shapes (iOS 17).
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators (iOS 17).
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle {
  /// The style blended with what lies behind by `mode` (kept: drawn unblended, as blend modes
  /// are not drawn here).
  public func blendMode(_ mode: BlendMode) -> Self { self }
}

/// The tint of controls, as SwiftUI's `TintShapeStyle` (iOS's blue unless `.tint(_:)` sets one).
public struct TintShapeStyle: ShapeStyle, Hashable {
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    environment.tint?.value ?? Color.accentColor.value
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    environment.foregroundColor?.value ?? .label
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background, as SwiftUI's `BackgroundStyle`: the style `backgroundStyle(_:)` sets, else the
/// screen's (white).
public struct BackgroundStyle: ShapeStyle, Hashable {
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    environment.backgroundStyle?._color(in: environment) ?? .systemBackground
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A blurred, translucent background, as SwiftUI's `Material`: drawn as translucent white over
/// a blur of what lies behind.
public struct Material: ShapeStyle, Hashable {
  let opacity: Double
  /// The thinnest.
  public static let ultraThin = Material(opacity: 0.35)
  /// Thin.
  public static let thin = Material(opacity: 0.5)
  /// Regular.
  public static let regular = Material(opacity: 0.65)
  /// Thick.
  public static let thick = Material(opacity: 0.8)
  /// The thickest.
  public static let ultraThick = Material(opacity: 0.9)
  /// A bar's.
  public static let bar = Material(opacity: 0.8)

  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    Drawing.Color(red: 0.98, green: 0.98, blue: 0.98, alpha: opacity)
  }

  /// The blur behind, in points.
  var blur: Double { 20 }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The regular material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// A bar's material.
  public static var bar: Material { .bar }
}

/// A style of any type, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  /// `style`, its type erased.
  public init<S: ShapeStyle>(_ style: S) { base = style }
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { base._color(in: environment) }
}

extension ShapeStyle {
  /// The style at `opacity`.
  public func opacity(_ opacity: Double) -> some ShapeStyle { FadedStyle(base: self, opacity: opacity) }
}

struct FadedStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double
  func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    base._color(in: environment).map {
      $0.withAlpha($0.alpha * min(1, max(0, opacity.isFinite ? opacity : 1)))
    }
  }
}

/// Colours along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// A colour at a place along the gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where, from 0 to 1.
    public var location: CGFloat
    /// A stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// The stops.
  public var stops: [Stop]
  /// A gradient of stops.
  public init(stops: [Stop]) { self.stops = stops }
  /// A gradient of evenly spaced colours.
  public init(colors: [Color]) {
    stops = colors.enumerated().map {
      Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0)
    }
  }

  /// The space colours are mixed in, as SwiftUI's `Gradient.ColorSpace` (kept: a gradient is
  /// drawn as the mean of its colours).
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// The display's space.
    public static let device = ColorSpace(name: "device")
    /// A space where steps look even.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The mean of the colours, what a fill of the gradient is drawn with here.
  var meanColor: Drawing.Color {
    guard !stops.isEmpty else { return .clear }
    let n = Double(stops.count)
    let colors = stops.map(\.color.value)
    return Drawing.Color(
      red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
      blue: colors.map(\.blue).reduce(0, +) / n, alpha: colors.map(\.alpha).reduce(0, +) / n)
  }
}

/// A point in a view given as fractions of its size, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  /// From the leading edge, 0 to 1.
  public var x: CGFloat
  /// From the top, 0 to 1.
  public var y: CGFloat
  /// A point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The origin.
  public init() { self.init(x: 0, y: 0) }
  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A gradient along a line, as SwiftUI's `LinearGradient` (drawn as the mean of its colours).
public struct LinearGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
  /// A gradient of colours from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }
  /// A gradient of stops from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { gradient.meanColor }
}

/// A gradient used as a style itself (`.background(Gradient(colors: …))`), as SwiftUI lets one be
/// (iOS 16): a linear gradient from top to bottom, drawn as the mean of its colours.
extension Gradient: ShapeStyle {
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { meanColor }
}

/// A gradient around a centre, as SwiftUI's `RadialGradient` (drawn as the mean of its colours).
public struct RadialGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  /// A gradient from `startRadius` to `endRadius` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }
  /// A gradient of colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }
  /// A gradient of stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(stops: stops)
  }
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { gradient.meanColor }
}

/// A gradient spreading from a centre to the edges of the shape it fills, as SwiftUI's
/// `EllipticalGradient` (drawn as the mean of its colours).
public struct EllipticalGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the shape around `center`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { self.gradient = gradient }
  /// A gradient of colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { gradient = Gradient(colors: colors) }
  /// A gradient of stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) { gradient = Gradient(stops: stops) }
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { gradient.meanColor }
}

/// A gradient over a grid of points, each with its colour, as SwiftUI's `MeshGradient` (iOS 18;
/// drawn as the mean of its colours, as the other gradients are here).
public struct MeshGradient: ShapeStyle, Hashable {
  /// The grid's columns of points.
  public var width: Int
  /// The grid's rows of points.
  public var height: Int
  /// Where the points are, in unit coordinates, row by row.
  public var locations: Locations
  /// Each point's colour, row by row.
  public var colors: Colors
  /// The colour outside the mesh.
  public var background: Color
  /// Whether colours blend smoothly between points (kept).
  public var smoothsColors: Bool
  /// The space colours are mixed in (kept).
  public var colorSpace: Gradient.ColorSpace

  /// The points of a mesh.
  public enum Locations: Hashable, Sendable {
    /// Points in unit coordinates.
    case points([SIMD2<Float>])
  }
  /// The colours of a mesh.
  public enum Colors: Hashable, Sendable {
    /// Colours.
    case colors([Color])
  }

  /// A mesh of `width` × `height` points with their colours.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }
  /// A mesh of `width` × `height` locations with their colours.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    guard case .colors(let list) = colors, !list.isEmpty else { return background.value }
    return Gradient(colors: list).meanColor
  }
}

/// A gradient around a centre by angle, as SwiftUI's `AngularGradient` (drawn as the mean of its
/// colours).
public struct AngularGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  /// A gradient around `center`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
  }
  /// A gradient of colours around `center`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    gradient = Gradient(colors: colors)
  }
  /// A gradient of stops around `center`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    gradient = Gradient(stops: stops)
  }
  /// A gradient all around `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
  /// A gradient of colours all around `center`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(colors: colors)
  }
  /// A gradient of stops all around `center`, starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(stops: stops)
  }
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { gradient.meanColor }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of colours.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient: an angular one around the whole turn from `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  /// A conic gradient of colours.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// No angle.
  public init() { radians = 0 }
  /// No angle.
  public static let zero = Angle()
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// Angles add and subtract, and scale by a number, as SwiftUI's do (its `VectorArithmetic`).
extension Angle: AdditiveArithmetic {
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  public static func * (a: Angle, b: Double) -> Angle { Angle(radians: a.radians * b) }
  public static func * (a: Double, b: Angle) -> Angle { Angle(radians: a * b.radians) }
  public static func / (a: Angle, b: Double) -> Angle { Angle(radians: a.radians / b) }
}

/// A gradient of a colour, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): iOS draws the
/// colour a little lighter at the top; here it is drawn as the colour.
public struct AnyGradient: ShapeStyle, Hashable {
  let color: Color
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { color.value }
}

extension Color {
  /// The colour as a gradient (drawn as the colour here).
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

// Gradients are views too: they fill what they are offered.
extension LinearGradient: View {
  public var body: some View { StyleFill(style: self) }
}
extension RadialGradient: View {
  public var body: some View { StyleFill(style: self) }
}
extension AngularGradient: View {
  public var body: some View { StyleFill(style: self) }
}
extension EllipticalGradient: View {
  public var body: some View { StyleFill(style: self) }
}
extension MeshGradient: View {
  public var body: some View { StyleFill(style: self) }
}

/// A shadow, as SwiftUI's `ShadowStyle`: kept with the style it is given to, and not drawn here
/// (shadows are not drawn; what they fall on is judged without them).
public struct ShadowStyle: Equatable, Sendable {
  /// The shadow's colour.
  public let color: Color
  /// Its blur.
  public let radius: CGFloat
  /// How far it falls across.
  public let x: CGFloat
  /// How far it falls down.
  public let y: CGFloat
  /// Whether it is drawn inside the shape rather than behind it.
  public let isInner: Bool

  /// A shadow behind the content.
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
  }
  /// A shadow inside the content.
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
  }
}

/// A style with a shadow (`ShapeStyle.shadow(_:)`): drawn as the style, the shadow kept.
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  /// The shadow (not drawn here).
  public let shadow: ShadowStyle
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? { base._color(in: environment) }
}

/// The style in effect where it is used, with a shadow (`.shadow(_:)` as a style): the
/// background style where a background is drawn, the foreground style elsewhere.
public struct CurrentStyleShadow: ShapeStyle {
  /// The shadow (not drawn here).
  public let shadow: ShadowStyle
  public func _color(in environment: EnvironmentValues) -> Drawing.Color? {
    environment.isDrawingBackground
      ? BackgroundStyle()._color(in: environment) : ForegroundStyle()._color(in: environment)
  }
}

extension ShapeStyle {
  /// The style with `style`'s shadow (kept: shadows are not drawn here).
  public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> {
    ShadowedShapeStyle(base: self, shadow: style)
  }
}

extension ShapeStyle where Self == CurrentStyleShadow {
  /// The style in effect (the background's in a background, else the foreground's) with
  /// `style`'s shadow (kept: shadows are not drawn here).
  public static func shadow(_ style: ShadowStyle) -> CurrentStyleShadow { CurrentStyleShadow(shadow: style) }
}

extension View {
  /// Sets the style backgrounds inside are drawn in (`background(in:)`, `.background`).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }
}
