import DynamicType
import Foundation
import Geometry
import Legible

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top.
  case top
  /// The leading edge.
  case leading
  /// The bottom.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    /// The top.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The top.
  case top
  /// The bottom.
  case bottom
}

/// Lengths inside each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// From the top.
  public var top: CGFloat
  /// From the leading edge.
  public var leading: CGFloat
  /// From the bottom.
  public var bottom: CGFloat
  /// From the trailing edge.
  public var trailing: CGFloat

  /// Insets of each edge.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on the two vertical and on the two horizontal edges (Legible's).
  public init(vertical: CGFloat, horizontal: CGFloat) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// The same inset on every edge.
  public init(_all value: CGFloat) { self.init(top: value, leading: value, bottom: value, trailing: value) }

  var geometry: Geometry.EdgeInsets {
    Geometry.EdgeInsets(
      top: Self.clean(top), leading: Self.clean(leading), bottom: Self.clean(bottom),
      trailing: Self.clean(trailing))
  }

  private static func clean(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
}

/// The two axes, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Horizontal.
  case horizontal
  /// Vertical.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = Set(rawValue: 1)
    /// Vertical.
    public static let vertical = Set(rawValue: 2)
  }

  var geometry: Geometry.Axis { self == .horizontal ? .horizontal : .vertical }
}

/// The padding SwiftUI adds where none is said (16 points on an iPhone).
let defaultPadding = 16.0

struct PaddingModifier: WrappingModifier {
  typealias Body = Never
  let insets: Geometry.EdgeInsets
  let style: DynamicType.TextStyle?

  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> Padding {
    Padding(view, insets: ScaledInsets(insets, relativeTo: style))
  }

  func configure(_ wrapper: Padding, _ environment: EnvironmentValues) {
    let scaled = ScaledInsets(insets, relativeTo: style)
    if wrapper.insets != scaled { wrapper.insets = scaled }
  }
}

struct FrameModifier: WrappingModifier {
  typealias Body = Never
  let sizing: FlexibleFrame.Sizing
  let alignment: Alignment

  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> FlexibleFrame {
    FlexibleFrame(view, sizing, horizontal: alignment.horizontal.guide, vertical: alignment.vertical.guide)
  }

  func configure(_ wrapper: FlexibleFrame, _ environment: EnvironmentValues) {
    if wrapper.sizing != sizing { wrapper.sizing = sizing }
    if wrapper.horizontalAlignment != alignment.horizontal.guide {
      wrapper.horizontalAlignment = alignment.horizontal.guide
    }
    if wrapper.verticalAlignment != alignment.vertical.guide {
      wrapper.verticalAlignment = alignment.vertical.guide
    }
  }
}

/// `containerRelativeFrame`: a fixed frame from the container's size in the environment.
struct ContainerRelativeFrame: ViewModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  @Environment(\.containerSize) private var container

  func body(content: Content) -> some View {
    content.frame(
      width: axes.contains(.horizontal) ? container.map { max(0, length($0.width, .horizontal)) } : nil,
      height: axes.contains(.vertical) ? container.map { max(0, length($0.height, .vertical)) } : nil,
      alignment: alignment)
  }
}

private struct ContainerSizeKey: EnvironmentKey { static var defaultValue: CGSize? { nil } }

extension EnvironmentValues {
  /// The size `containerRelativeFrame` measures against: the screen's safe area.
  var containerSize: CGSize? {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}

struct FixedSizeModifier: WrappingModifier {
  typealias Body = Never
  let horizontal: Bool
  let vertical: Bool

  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> IdealSize {
    IdealSize(view, horizontal: horizontal, vertical: vertical)
  }

  func configure(_ wrapper: IdealSize, _ environment: EnvironmentValues) {
    if wrapper.horizontal != horizontal { wrapper.horizontal = horizontal }
    if wrapper.vertical != vertical { wrapper.vertical = vertical }
  }
}

struct OffsetModifier: WrappingModifier {
  typealias Body = Never
  let x: Double
  let y: Double

  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> Offset { Offset(view, dx: x, dy: y) }

  func configure(_ wrapper: Offset, _ environment: EnvironmentValues) {
    if wrapper.dx != x { wrapper.dx = x }
    if wrapper.dy != y { wrapper.dy = y }
  }
}

/// Sets something on each retained view a modifier applies to.
struct ViewPropertyModifier: EachViewModifier {
  typealias Body = Never
  let apply: @MainActor (Legible.View, EnvironmentValues) -> Void

  func apply(to view: Legible.View, _ environment: EnvironmentValues) { apply(view, environment) }
}

extension View {
  func eachView(_ apply: @escaping @MainActor (Legible.View) -> Void) -> some View {
    modifier(ViewPropertyModifier { view, _ in apply(view) })
  }

  /// Marks the view as meant to lie over others (a chart's overlay, placed on its plot by
  /// design): the audit's overlap check leaves it and what it holds alone. For the frameworks
  /// built on this layer.
  package func liesOverOthers() -> some View { eachView { $0.isOverlay = true } }

  // MARK: Padding

  /// Room around the view: `length` points on `edges` (16, SwiftUI's default, when nil).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length.map(Double.init) ?? defaultPadding
    func side(_ edge: Edge.Set) -> Double { edges.contains(edge) ? value : 0 }
    return modifier(
      PaddingModifier(
        insets: Geometry.EdgeInsets(
          top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing)),
        style: nil))
  }

  /// Room of `length` points on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Room of each of `insets` around the view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets.geometry, style: nil))
  }

  /// Room that grows with `style`'s text, as a `@ScaledMetric` would (Legible's).
  public func padding(_ length: CGFloat, relativeTo style: Font.TextStyle) -> some View {
    modifier(PaddingModifier(insets: Geometry.EdgeInsets(all: Double(length)), style: style.style))
  }

  // MARK: Frames

  /// A frame on `axes` of what `length` makes of its container's length on each, as SwiftUI's
  /// `containerRelativeFrame`. Approximated: the container is the screen's safe area (SwiftUI
  /// takes the nearest scroll view, navigation column or window, on an iPhone in portrait as
  /// wide as the screen, but shorter under bars).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
  }

  /// A frame on `axes` as long as its container (see the other form).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame on `axes` of `span` of `count` equal parts of its container, `spacing` between parts.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(1, count)
    let span = min(max(1, span), count)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let part = max(0, length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return part * CGFloat(span) + spacing * CGFloat(span - 1)
    }
  }

  /// A frame of fixed width and/or height (what it is offered on an axis with none); the view
  /// keeps its own size inside, placed by `alignment`, and overflows when larger.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      FrameModifier(
        sizing: .fixed(width: width.map(Double.init), height: height.map(Double.init)), alignment: alignment))
  }

  /// A frame with limits: what it is offered is clamped to them before the view is offered it;
  /// `maxWidth: .infinity` takes the whole width offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    let width = FlexibleFrame.Limits(
      minimum: minWidth.map(Double.init), ideal: idealWidth.map(Double.init),
      maximum: maxWidth.map(Double.init))
    let height = FlexibleFrame.Limits(
      minimum: minHeight.map(Double.init), ideal: idealHeight.map(Double.init),
      maximum: maxHeight.map(Double.init))
    return modifier(FrameModifier(sizing: .flexible(width: width, height: height), alignment: alignment))
  }

  /// The view at its ideal size on the axes given, whatever it is offered (text keeps its one line,
  /// or its full height), even where that overflows.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// The view at its ideal size on both axes.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Which views of a stack are served first: higher priorities before lower ones, each lower
  /// group keeping its minimum (0 by default).
  public func layoutPriority(_ value: Double) -> some View {
    eachView { if !$0.hasOwnLayoutPriority || $0.layoutPriority != value { $0.layoutPriority = value } }
  }

  /// Draws the view moved by `offset`, keeping its room and place in the layout.
  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// Draws the view moved by `x` and `y` points, keeping its room and place in the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(x: x.isFinite ? Double(x) : 0, y: y.isFinite ? Double(y) : 0))
  }

  // MARK: Layers

  /// `content` drawn over the view, placed on it by `alignment` (offered the view's size).
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayerModifier(layer: content(), inFront: true, alignment: alignment))
  }

  /// `overlay` drawn over the view, placed on it by `alignment`.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(LayerModifier(layer: overlay, inFront: true, alignment: alignment))
  }

  /// The view's shape filled with `style` over it.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(LayerModifier(layer: StyleFill(style: style), inFront: true, alignment: .center))
  }

  /// `content` drawn behind the view, placed by `alignment` (offered the view's size).
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  {
    modifier(LayerModifier(layer: content(), inFront: false, alignment: alignment))
  }

  /// `background` drawn behind the view, placed by `alignment`.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(LayerModifier(layer: background, inFront: false, alignment: alignment))
  }

  /// The view's bounds filled with `style` behind it.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    modifier(
      LayerModifier(
        layer: StyleFill(style: style).environment(\.isDrawingBackground, true), inFront: false,
        alignment: .center))
  }

  /// The background style of the screen behind the view.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// A shape filled with `style` behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    modifier(
      LayerModifier(
        layer: shape.fill(style).environment(\.isDrawingBackground, true), inFront: false, alignment: .center)
    )
  }

  /// A shape filled with the background style behind the view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// A shape filled with `style` over the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    modifier(LayerModifier(layer: shape.fill(style), inFront: true, alignment: .center))
  }

  /// A line of `width` points in `content` along the inside of the view's bounds.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(
      LayerModifier(
        layer: Rectangle().strokeBorder(content, lineWidth: width), inFront: true, alignment: .center))
  }

  // MARK: Visibility

  /// Hides the view, keeping its room (it is not drawn, touched or audited), as SwiftUI's.
  public func hidden() -> some View {
    eachView { if $0.visibility != .hiddenKeepingRoom { $0.visibility = .hiddenKeepingRoom } }
  }

  /// Draws the view and what it contains at `opacity` (0 transparent, 1 opaque), as one; it keeps
  /// its room and its touches. Opacities compose: `.opacity(0.5)` twice is 0.25.
  public func opacity(_ opacity: Double) -> some View {
    modifier(EffectModifier(effect: OpacityEffect(factor: opacity.isFinite ? min(1, max(0, opacity)) : 1)))
  }

  /// Hides the view at the accessibility sizes, freeing its room (a photo that would take the
  /// screen; Legible's).
  public func hiddenAtAccessibilitySizes() -> some View {
    eachView {
      if $0.visibility != .hiddenAtAccessibilitySizes { $0.visibility = .hiddenAtAccessibilitySizes }
    }
  }

  /// Cuts what the view draws at its bounds.
  public func clipped(antialiased: Bool = false) -> some View { eachView { $0.clipsToBounds = true } }

  /// Cuts the view at rounded corners of `radius` points.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    eachView {
      $0.cornerRadius = Double(radius)
      $0.clipsToBounds = true
    }
  }

  /// Draws the view in front of its siblings of a lower value and behind those of a higher one
  /// (0 by default; equal values are drawn in order), without changing the layout. Touches go
  /// to the frontmost view.
  public func zIndex(_ value: Double) -> some View {
    let value = value.isFinite ? value : 0
    return eachView { if !$0.hasOwnZIndex || $0.zIndex != value { $0.zIndex = value } }
  }
}

/// Something drawn behind or over a view.
struct LayerModifier<Layer: View>: ViewModifier {
  typealias Body = Never
  let layer: Layer
  let inFront: Bool
  let alignment: Alignment

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? LayerNode) ?? LayerNode(context)
    node.environment = context.environment
    node.update(modifier, content: content, context)
    return node
  }

  /// The node: the content's views, each given the layer's views behind or in front.
  @MainActor final class LayerNode: ViewNode {
    var content: ViewNode?
    var layer: ViewNode?
    var wrappers: [ObjectIdentifier: Layered] = [:]
    var inFront = true
    var alignment = Alignment.center

    override var children: [ViewNode] { [content, layer].compactMap { $0 } }
    override class var recordsEveryRead: Bool { true }

    func update<C: View>(_ modifier: LayerModifier, content view: C, _ context: _ViewContext) {
      inFront = modifier.inFront
      alignment = modifier.alignment
      let childContext = context.child(of: self)
      content = updateChild(view, content, childContext)
      layer = updateChild(modifier.layer, layer, childContext)
      rewrap()
    }

    @discardableResult
    func rewrap() -> Bool {
      let layers = layer?.output ?? []
      var kept: [ObjectIdentifier: Layered] = [:]
      let wrapped = (content?.output ?? []).enumerated().map { index, base -> Legible.View in
        let id = ObjectIdentifier(base)
        let wrapper =
          wrappers[id]
          ?? Layered(base, horizontal: alignment.horizontal.guide, vertical: alignment.vertical.guide)
        if wrapper.horizontalAlignment != alignment.horizontal.guide {
          wrapper.horizontalAlignment = alignment.horizontal.guide
        }
        if wrapper.verticalAlignment != alignment.vertical.guide {
          wrapper.verticalAlignment = alignment.vertical.guide
        }
        // The layer's views go with the first view only: a view is in one place at a time.
        let mine = index == 0 ? layers : []
        wrapper.setLayers(behind: inFront ? [] : mine, inFront: inFront ? mine : [])
        kept[id] = wrapper
        return wrapper
      }
      wrappers = kept
      return setOutput(wrapped)
    }

    override func childOutputDidChange() {
      if rewrap() { outputDidChange() }
    }
  }
}

/// A style filling what it is offered.
struct StyleFill<S: ShapeStyle>: View, PrimitiveView {
  let style: S

  func makeNode(_ context: _ViewContext) -> LeafNode<ShapeView> { LeafNode(context, ShapeView(.rectangle)) }

  func update(_ node: LeafNode<ShapeView>, _ context: _ViewContext) {
    node.view.fill = style._color(in: context.environment)
    node.view.backgroundBlur = (style as? Material)?.blur ?? 0
  }
}
