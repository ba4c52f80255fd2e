import CoreGraphics
import Drawing
import Foundation
import Geometry

import class Legible.Label

/// What a `Canvas` draws into, as SwiftUI's `GraphicsContext`: paths filled and stroked with
/// colours, gradients or the foreground style, text and images, under a transform, an opacity
/// and clips that later drawing inherits and a copy of the context keeps to itself.
///
/// Paths, fills and strokes are drawn as SwiftUI draws them. Text and images are laid out by the
/// canvas as real labels and images, so that they grow with the text size and the audit judges
/// them as any other (cut, clipped by the canvas, too faint); they are drawn above the canvas's
/// paths, placed where the transform puts their anchor but neither turned nor scaled by it. What
/// cannot be drawn here (filters, blend modes other than normal, layers clipped to a drawing, a
/// Core Graphics context, symbols) is left out and reported by the audit as not applied.
public struct GraphicsContext {
  /// The environment the canvas is in.
  public let environment: EnvironmentValues
  /// The opacity of what is drawn from now (multiplied into each colour).
  public var opacity: Double = 1
  /// How what is drawn from now mixes with what is below (only `normal` is drawn here).
  public var blendMode: BlendMode = .normal {
    didSet { if blendMode != .normal { recorder.report("GraphicsContext.blendMode") } }
  }
  /// The transform from the drawing's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The clips in effect, each a path in the canvas's coordinates and its fill rule.
  var clips: [(path: String, evenOdd: Bool)] = []
  let recorder: Recorder
  let size: CGSize

  init(environment: EnvironmentValues, size: CGSize, recorder: Recorder) {
    self.environment = environment
    self.size = size
    self.recorder = recorder
  }

  /// The smallest rectangle that holds what the clips let through, in the drawing's coordinates
  /// (the canvas's bounds where the transform only moves and scales).
  public var clipBoundingRect: CGRect {
    CGRect(origin: .zero, size: size).applying(transform.inverted())
  }

  // MARK: Transform

  /// Moves the drawing's origin by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales the drawing by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns the drawing by `angle`, clockwise on screen.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Lets later drawing through only inside `path`.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = []) {
    if options.contains(.inverse) { recorder.report("GraphicsContext.clip(options: .inverse)") }
    clips.append((Self.pathData(path, transform), style.isEOFilled))
  }

  /// Clips later drawing to what `content` draws (not here: reported, and nothing is clipped).
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = [], content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    recorder.report("GraphicsContext.clipToLayer(opacity:options:content:)")
  }

  /// How a clip is applied.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Lets through what is outside the clip instead.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  // MARK: Layers and filters

  /// Draws `content` in a context of its own (its transform, clips and filters stay in it), as
  /// one layer with this context's opacity.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Adds a filter to what is drawn from now (not here: reported, drawn unfiltered).
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = []) {
    recorder.report("GraphicsContext.addFilter(_:)")
  }

  /// A filter (a shadow, a blur, a colour change): kept, not drawn here.
  public struct Filter: Sendable {
    let name: String
    /// A shadow.
    public static func shadow(
      color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = []
    ) -> Filter { Filter(name: "shadow") }
    /// A blur.
    public static func blur(radius: CGFloat, options: BlurOptions = []) -> Filter { Filter(name: "blur") }
    /// The opacity multiplied.
    public static func opacity(_ amount: Double) -> Filter { Filter(name: "opacity") }
    /// The colours turned about the hue circle.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
    /// The saturation changed.
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
    /// The brightness changed.
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
    /// The contrast changed.
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
    /// Grey levels.
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
    /// The colours inverted.
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
    /// Everything drawn in one colour.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
  }

  /// How a filter is applied.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// How a shadow is drawn.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Only the shadow, not what casts it.
    public static let shadowOnly = ShadowOptions(rawValue: 1)
    /// The shadow inside the shape.
    public static let invertsAlpha = ShadowOptions(rawValue: 2)
    /// Shadows of what is below too.
    public static let disablesGroup = ShadowOptions(rawValue: 4)
  }

  /// How a blur is drawn.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Edges kept opaque.
    public static let opaque = BlurOptions(rawValue: 1)
    /// Edges blurred against nothing.
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// Runs `content` with a Core Graphics context (not here: reported, and nothing is drawn).
  public func withCGContext(content: (CGContext) throws -> Void) rethrows {
    recorder.report("GraphicsContext.withCGContext(content:)")
  }

  // MARK: Paths

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recorder.marks.append(
      Mark(
        path: Self.pathData(path, transform), paint: paint(shading), stroke: nil, evenOdd: style.isEOFilled,
        opacity: opacity, clips: clips.map { ($0.path, $0.evenOdd) }))
  }

  /// Draws the outline of `path` with `shading`, as `style` says (its width, ends, corners and
  /// dashes; the miter limit is SVG's).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
    recorder.marks.append(
      Mark(
        path: Self.pathData(path, transform), paint: paint(shading),
        stroke: Stroke(
          width: Double(style.lineWidth * (scale.isFinite && scale > 0 ? scale : 1)), cap: style.lineCap,
          join: style.lineJoin,
          dash: style.dash.map { Double($0 * (scale.isFinite && scale > 0 ? scale : 1)) }),
        evenOdd: false, opacity: opacity, clips: clips.map { ($0.path, $0.evenOdd) }))
  }

  /// Draws the outline of `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// What a path is filled or stroked with, as SwiftUI's `GraphicsContext.Shading`.
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case color(Color)
      case style(any ShapeStyle)
      case foreground
      case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
      case radial(
        Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
    }
    let kind: Kind

    /// One colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    /// A colour from its components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
    }
    /// A shape style (a colour, a level of the foreground's hierarchy), as the environment resolves it.
    public static func style(_ style: some ShapeStyle) -> Shading { Shading(kind: .style(style)) }
    /// The foreground style of the canvas's environment.
    public static var foreground: Shading { Shading(kind: .foreground) }
    /// A gradient along the line from `startPoint` to `endPoint`, in the drawing's coordinates.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = []
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
    }
    /// A gradient in circles about `center`, from `startRadius` to `endRadius`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = []
    ) -> Shading {
      Shading(
        kind: .radial(
          gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
    }
  }

  /// How a gradient continues past its ends: by default its end colours continue; `repeat` and
  /// `mirror` are drawn as SwiftUI draws them; `linearColor` is reported as not applied (the
  /// colours are blended in the screen's colour space).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Repeats, mirrored.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Linear colour interpolation.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  // MARK: Text and images

  /// `text` styled by the canvas's environment, ready to measure and draw.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, recorder: recorder, environment: environment)
  }

  /// Draws `text` with its `anchor` at `point`, its natural size.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` wrapped in `rect`.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws resolved text with its `anchor` at `point`, its natural size.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let at = point.applying(transform)
    place(
      .text(text.text), shaded: text.shading,
      CGRect(
        x: at.x - size.width * anchor.x, y: at.y - size.height * anchor.y, width: size.width,
        height: size.height))
  }

  /// Draws resolved text wrapped in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    place(.text(text.text), shaded: text.shading, rect.applying(transform))
  }

  /// `image` as the canvas's environment draws it.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, size: recorder.measure(.image(image), environment))
  }

  /// Draws `image` filling `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    place(.image(image), shaded: nil, rect.applying(transform))
  }

  /// Draws `image` at its size with its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image filling `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    place(.image(image.image), shaded: image.shading, rect.applying(transform))
  }

  /// Draws a resolved image at its size with its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let at = point.applying(transform)
    let size = image.size
    place(
      .image(image.image), shaded: image.shading,
      CGRect(
        x: at.x - size.width * anchor.x, y: at.y - size.height * anchor.y, width: size.width,
        height: size.height))
  }

  /// The view the canvas was given as a symbol with `id` (not here: reported, and nil).
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    recorder.report("GraphicsContext.resolveSymbol(id:)")
    return nil
  }

  /// Draws a symbol (never given here).
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Places a text or an image, its uncoloured parts drawn with `shading` (a colour or a style;
  /// a gradient is reported, and the foreground style draws them).
  private func place(_ item: Recorder.Item, shaded shading: Shading?, _ frame: CGRect) {
    if !transform.isTranslationOnly { recorder.report("text and images turned or scaled in a Canvas") }
    if !clips.isEmpty { recorder.report("text and images clipped in a Canvas (drawn unclipped)") }
    var environment = environment
    switch shading?.kind {
    case .color(let color)?: environment.foregroundColor = color
    case .style(let style)?:
      environment.foregroundColor = style._color(in: environment).map { Color($0) }
    case .linear?, .radial?: recorder.report("text and images shaded with a gradient in a Canvas")
    case .foreground?, nil: break
    }
    recorder.placed.append((item, frame, opacity, environment))
  }

  /// Text ready to draw, as SwiftUI's `GraphicsContext.ResolvedText`.
  public struct ResolvedText {
    let text: Text
    let recorder: Recorder
    let environment: EnvironmentValues
    /// What the text's uncoloured runs are drawn with (runs with a colour of their own keep it).
    public var shading: Shading = .foreground

    /// The size the text takes in `size` (its lines wrapped to the width).
    public func measure(in size: CGSize) -> CGSize { recorder.measure(.text(text), environment, in: size) }
  }

  /// An image ready to draw, as SwiftUI's `GraphicsContext.ResolvedImage`.
  public struct ResolvedImage {
    let image: Image
    /// The image's size.
    public let size: CGSize
    /// What a template image is drawn with (nil: the foreground style).
    public var shading: Shading?
  }

  /// A view given to the canvas as a symbol (never made here).
  public struct ResolvedSymbol {
    /// Its size.
    public let size: CGSize
  }

  // MARK: Recording

  /// A path to draw, in the canvas's coordinates.
  struct Mark {
    let path: String
    let paint: Paint
    let stroke: Stroke?
    let evenOdd: Bool
    let opacity: Double
    let clips: [(path: String, evenOdd: Bool)]
  }

  /// How a path's outline is drawn, in the canvas's points.
  struct Stroke {
    let width: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let dash: [Double]
  }

  /// How a mark is painted.
  enum Paint {
    case color(Drawing.Color)
    case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
    case radial(Gradient, center: CGPoint, radius: CGFloat, options: GradientOptions)
  }

  private func paint(_ shading: Shading) -> Paint {
    switch shading.kind {
    case .color(let color): return .color(color.value)
    case .style(let style): return .color(style._color(in: environment) ?? .label)
    case .foreground: return .color(environment.foregroundColor?.value ?? .label)
    case .linear(let gradient, let start, let end, let options):
      if options.contains(.linearColor) { recorder.report("GraphicsContext.GradientOptions.linearColor") }
      return .linear(
        gradient, start: start.applying(transform), end: end.applying(transform), options: options)
    case .radial(let gradient, let center, let startRadius, let endRadius, let options):
      if options.contains(.linearColor) { recorder.report("GraphicsContext.GradientOptions.linearColor") }
      if startRadius != 0 {
        recorder.report("GraphicsContext.radialGradient(startRadius:) (drawn from the centre)")
      }
      let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
      return .radial(
        gradient, center: center.applying(transform), radius: endRadius * scale, options: options)
    }
  }

  /// What a drawing recorded: its marks, the text and images it placed, and what it used that is
  /// not drawn here. Shared by a context and its copies.
  final class Recorder {
    enum Item {
      case text(Text)
      case image(Image)
    }
    var marks: [Mark] = []
    var placed: [(item: Item, frame: CGRect, opacity: Double, environment: EnvironmentValues)] = []
    private(set) var notApplied: [String] = []
    /// Measures a text or an image in an environment, within a size.
    let measurer: (Item, EnvironmentValues, CGSize) -> CGSize

    init(measurer: @escaping (Item, EnvironmentValues, CGSize) -> CGSize) { self.measurer = measurer }

    func measure(
      _ item: Item, _ environment: EnvironmentValues,
      in size: CGSize = CGSize(
        width: CGFloat.infinity, height: .infinity)
    ) -> CGSize {
      measurer(item, environment, size)
    }

    func report(_ name: String) { if !notApplied.contains(name) { notApplied.append(name) } }
  }

  /// `path` transformed, as SVG path data.
  private static func pathData(_ path: Path, _ transform: CGAffineTransform) -> String {
    let cgPath = path.cgPath
    return (transform.isIdentity ? cgPath : cgPath.transformed(by: transform))._svgPathData
  }
}

extension CGAffineTransform {
  /// Whether the transform only moves (so text keeps its size and stays upright).
  var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}
