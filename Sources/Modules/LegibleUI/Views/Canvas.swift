import CoreGraphics
import Drawing
import Foundation
import Geometry
import Legible

/// A view drawn by a closure, as SwiftUI's `Canvas` (`opaque`, the colour mode and asynchronous
/// rendering are kept; they change only how fast iOS draws): the renderer gets a `GraphicsContext` and
/// the canvas's size each time the canvas is laid out at a size. A canvas takes the room it is
/// offered (10 points a side where it is offered none, as a shape) and clips what is drawn to
/// its bounds. See `GraphicsContext` for what is drawn and what is reported. Symbols given to the
/// canvas are not drawn here (`resolveSymbol(id:)` is nil, and reported).
public struct Canvas<Symbols: View>: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: Symbols

  /// A canvas drawn by `renderer`, with `symbols` for it to draw.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }

  func makeNode(_ context: _ViewContext) -> LeafNode<CanvasView> {
    let node = LeafNode(context, CanvasView())
    // The canvas draws at layout, in the environment it keeps: it cannot say what it reads.
    node.skipsUnreadChanges = false
    return node
  }

  func update(_ node: LeafNode<CanvasView>, _ context: _ViewContext) {
    node.view.draw(renderer, in: context.environment)
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
      symbols: { EmptyView() })
  }
}

/// How a canvas's colours are blended (kept: drawn in the screen's colours).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// The retained view of a `Canvas`: at each layout at a size it runs the renderer, draws its paths
/// as one picture and lays out the texts and images it drew as labels and images of its own
/// (above the picture), which the audit judges as any other.
@MainActor final class CanvasView: Legible.View {
  private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
  private var environment = EnvironmentValues()
  private var picture: VectorIcon?
  private var labels: [Legible.Label] = []
  private var images: [ImageView] = []
  private let probe = Legible.Label("", lines: 0)
  private let imageProbe = ImageView(nil)

  override init() {
    super.init()
    clipsToBounds = true
  }

  /// Draws with `renderer` in `environment` at the next layout (a new renderer may draw
  /// anything: the canvas is drawn again, as SwiftUI draws a canvas again when its view updates).
  func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void, in environment: EnvironmentValues)
  {
    self.renderer = renderer
    self.environment = environment
    setNeedsLayout()
  }

  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Geometry.Size {
    proposal.replacingUnspecified(
      with: Geometry.Size(width: ShapeView.idealSide, height: ShapeView.idealSide))
  }

  override func placeSubviews(in bounds: Rect, context: LayoutContext) {
    let size = CGSize(width: bounds.width, height: bounds.height)
    // The renderer runs here, on the main actor, and measures through the recorder.
    let recorder = GraphicsContext.Recorder { item, environment, within in
      MainActor.assumeIsolated { self.measure(item, environment, within: within, context: context) }
    }
    var graphics = GraphicsContext(environment: environment, size: size, recorder: recorder)
    renderer?(&graphics, size)
    picture =
      recorder.marks.isEmpty
      ? nil : VectorIcon(name: "Canvas", svg: CanvasPicture.svg(recorder.marks, size: size))
    var usedLabels = 0
    var usedImages = 0
    for (item, frame, opacity, environment) in recorder.placed {
      let view: Legible.View
      switch item {
      case .text(let text):
        if usedLabels == labels.count { labels.append(Legible.Label("", lines: 0)) }
        let label = labels[usedLabels]
        usedLabels += 1
        text.apply(to: label, in: environment)
        view = label
      case .image(let image):
        if usedImages == images.count { images.append(ImageView(nil)) }
        let imageView = images[usedImages]
        usedImages += 1
        image.apply(to: imageView, in: environment)
        view = imageView
      }
      view.alpha = opacity
      if view.superview !== self { adoptSubview(view) }
      view.place(
        in: Rect(
          x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
          height: Double(frame.height)),
        context: context)
    }
    for unused in labels[usedLabels...] { unused.detachFromSuperview() }
    for unused in images[usedImages...] { unused.detachFromSuperview() }
    labels.removeLast(labels.count - usedLabels)
    images.removeLast(images.count - usedImages)
    if notApplied != recorder.notApplied { notApplied = recorder.notApplied }
  }

  /// The size a text or an image takes within `within`, measured as the canvas will draw it.
  private func measure(
    _ item: GraphicsContext.Recorder.Item, _ environment: EnvironmentValues, within: CGSize,
    context: LayoutContext
  ) -> CGSize {
    let view: Legible.View
    switch item {
    case .text(let text):
      text.apply(to: probe, in: environment)
      view = probe
    case .image(let image):
      image.apply(to: imageProbe, in: environment)
      view = imageProbe
    }
    adoptSubview(view)
    defer { view.detachFromSuperview() }
    func length(_ value: CGFloat) -> Double? { value.isFinite && value >= 0 ? Double(value) : nil }
    let size = view.measure(
      ProposedSize(width: length(within.width), height: length(within.height)), context: context)
    return CGSize(width: size.width, height: size.height)
  }

  override func snapshotContent() -> SnapshotContent {
    SnapshotContent(role: .view, image: picture.map { SnapshotImage(source: .vector($0), frame: bounds) })
  }
}

/// The paths a canvas drew, as an SVG picture of the canvas's size.
enum CanvasPicture {
  static func svg(_ marks: [GraphicsContext.Mark], size: CGSize) -> String {
    var defs = ""
    var body = ""
    var clipIDs: [String: String] = [:]
    for (index, mark) in marks.enumerated() {
      var attributes = ""
      switch mark.paint {
      case .color(let color):
        attributes += paint(mark.stroke == nil ? "fill" : "stroke", color, opacity: mark.opacity)
      case .linear(let gradient, let start, let end, let options):
        defs +=
          "<linearGradient id='g\(index)' gradientUnits='userSpaceOnUse' x1='\(number(start.x))' y1='\(number(start.y))' x2='\(number(end.x))' y2='\(number(end.y))'\(stops(gradient, options))</linearGradient>"
        attributes += gradientPaint(mark, index)
      case .radial(let gradient, let center, let radius, let options):
        defs +=
          "<radialGradient id='g\(index)' gradientUnits='userSpaceOnUse' cx='\(number(center.x))' cy='\(number(center.y))' r='\(number(radius))'\(stops(gradient, options))</radialGradient>"
        attributes += gradientPaint(mark, index)
      }
      if let stroke = mark.stroke {
        let cap =
          switch stroke.cap {
          case .butt: "butt"
          case .round: "round"
          case .square: "square"
          }
        let join =
          switch stroke.join {
          case .miter: "miter"
          case .round: "round"
          case .bevel: "bevel"
          }
        let dashes = stroke.dash.filter { $0.isFinite && $0 >= 0 }
        attributes +=
          " fill='none' stroke-width='\(number(CGFloat(stroke.width)))' stroke-linecap='\(cap)' stroke-linejoin='\(join)'"
          + (dashes.contains { $0 > 0 }
            ? " stroke-dasharray='\(dashes.map { number(CGFloat($0)) }.joined(separator: " "))'" : "")
      } else {
        attributes += " fill-rule='\(mark.evenOdd ? "evenodd" : "nonzero")'"
      }
      var element = "<path d='\(mark.path)' \(attributes)/>"
      // Each clip wraps the mark in a group clipped to it, innermost last.
      for clip in mark.clips.reversed() {
        let key = "\(clip.evenOdd)|\(clip.path)"
        let id = clipIDs[key] ?? "c\(clipIDs.count)"
        if clipIDs[key] == nil {
          clipIDs[key] = id
          defs +=
            "<clipPath id='\(id)'><path d='\(clip.path)' clip-rule='\(clip.evenOdd ? "evenodd" : "nonzero")'/></clipPath>"
        }
        element = "<g clip-path='url(#\(id))'>\(element)</g>"
      }
      body += element
    }
    return
      "<svg xmlns='http://www.w3.org/2000/svg' width='\(number(size.width))' height='\(number(size.height))' viewBox='0 0 \(number(size.width)) \(number(size.height))'><defs>\(defs)</defs>\(body)</svg>"
  }

  private static func gradientPaint(_ mark: GraphicsContext.Mark, _ index: Int) -> String {
    let property = mark.stroke == nil ? "fill" : "stroke"
    return "\(property)='url(#g\(index))' \(property)-opacity='\(number(min(1, max(0, mark.opacity))))'"
  }

  /// The stops of `gradient`, and how it continues past its ends.
  private static func stops(_ gradient: Gradient, _ options: GraphicsContext.GradientOptions) -> String {
    let spread =
      options.contains(.mirror) ? "reflect" : options.contains(.repeat) ? "repeat" : "pad"
    return " spreadMethod='\(spread)'>"
      + gradient.stops.map { stop in
        let c = stop.color.value
        return
          "<stop offset='\(number(stop.location))' stop-color='\(SVGMarkup.rgb(c))' stop-opacity='\(number(c.alpha))'/>"
      }.joined()
  }

  private static func paint(_ property: String, _ color: Drawing.Color, opacity: Double) -> String {
    SVGMarkup.paint(property, color, opacity: opacity)
  }

  private static func number(_ value: CGFloat) -> String { SVGMarkup.number(value) }
  private static func number(_ value: Double) -> String { SVGMarkup.number(value) }
}
