import Foundation
import Geometry
import Legible

/// A proposal, as SwiftUI's `ProposedViewSize`: on each axis nil (your ideal), 0 (your smallest),
/// infinity (your largest) or a length.
public struct ProposedViewSize: Hashable, Sendable {
  /// The width offered.
  public var width: CGFloat?
  /// The height offered.
  public var height: CGFloat?

  /// A proposal of the two lengths.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// The smallest.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The largest.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// The ideal.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with each unspecified axis replaced by `size`'s (10×10 by default).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  var legible: ProposedSize { ProposedSize(width: width.map(Double.init), height: height.map(Double.init)) }
  init(_ proposal: ProposedSize) {
    self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
  }
}

/// The spacing preferences of a view, as SwiftUI's `ViewSpacing`.
public struct ViewSpacing: Sendable {
  var spacing: Legible.ViewSpacing
  init(_ spacing: Legible.ViewSpacing) { self.spacing = spacing }

  /// No preference.
  public init() { spacing = .standard }
  /// No spacing at all.
  public static let zero = ViewSpacing(.exactly(0, on: Legible.ViewSpacing.Edge.allCases))

  /// The distance to `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    CGFloat(spacing.distance(to: next.spacing, along: axis.geometry))
  }

  /// Takes the larger preferences of `other` on `edges`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    var set: Set<Legible.ViewSpacing.Edge> = []
    if edges.contains(.top) { set.insert(.top) }
    if edges.contains(.bottom) { set.insert(.bottom) }
    if edges.contains(.leading) { set.insert(.leading) }
    if edges.contains(.trailing) { set.insert(.trailing) }
    spacing.incorporate(other.spacing, on: set)
  }

  /// These preferences with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}

/// A value a layout of your own reads from its subviews, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Sets a value for layouts of your own to read from this view.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    eachView { $0.layoutValues[ObjectIdentifier(key)] = value }
  }
}

/// A subview of a layout of your own, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable, @unchecked Sendable {
  let view: Legible.View
  let context: LayoutContext
  /// The container's bounds when its layout runs right to left: what `place` mirrors within, as
  /// SwiftUI flips every placement of a layout of your own there.
  var mirroredIn: Rect? = nil

  // The subview's questions are asked on the main actor, where layout runs; they are not
  // isolated to it, as SwiftUI's are not, so that a layout's helpers of the team's (a struct's
  // initializer computing rows) may ask them.

  /// The size the subview wants for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    MainActor.assumeIsolated {
      let size = view.measure(proposal.legible, context: context)
      return CGSize(width: size.width, height: size.height)
    }
  }

  /// The subview's dimensions for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    MainActor.assumeIsolated {
      ViewDimensions(view.dimensions(view.measure(proposal.legible, context: context), context: context))
    }
  }

  /// Places the subview with its `anchor` at `position`, at the size it wants for `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    MainActor.assumeIsolated {
      let size = view.measure(proposal.legible, context: context)
      var origin = Point(
        x: Double(position.x) - size.width * Double(anchor.x),
        y: Double(position.y) - size.height * Double(anchor.y))
      if let bounds = mirroredIn { origin.x = bounds.minX + bounds.maxX - origin.x - size.width }
      view.place(in: Rect(origin: origin, size: size), proposal: proposal.legible, context: context)
    }
  }

  /// Draws the subview or not; either way it keeps its place in layout (a chart leaves out the
  /// axis labels that would collide). For the frameworks over this module.
  @MainActor package func setDrawn(_ drawn: Bool) {
    let visibility: Legible.Visibility = drawn ? .visible : .hiddenKeepingRoom
    if view.visibility != visibility { view.visibility = visibility }
  }

  /// The subview's layout priority.
  public var priority: Double { MainActor.assumeIsolated { view.resolvedLayoutPriority } }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { MainActor.assumeIsolated { ViewSpacing(view.spacing(context: context)) } }

  /// The subview's value for `key` (the key's default when it sets none).
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    // A value of the team's need not be sendable: it is read on the main actor, and returned there.
    nonisolated(unsafe) var found: K.Value?
    MainActor.assumeIsolated { found = Self.value(of: view, for: K.self) }
    return found ?? K.defaultValue
  }

  /// `view`'s value for `key`, set on it or on the view a modifier wraps; nil where none is set.
  @MainActor static func value<K: LayoutValueKey>(of view: Legible.View, for key: K.Type) -> K.Value? {
    view.layoutValue(throughWrappers: ObjectIdentifier(key)) as? K.Value
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.view === b.view }
}

/// The subviews of a layout of your own, in order, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let views: [LayoutSubview]

  public var startIndex: Int { views.startIndex }
  public var endIndex: Int { views.endIndex }
  public subscript(index: Int) -> LayoutSubview { views[index] }
  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.views == b.views }

  /// The layout direction of the subviews. A layout need not read it: its placements are
  /// mirrored right to left, as SwiftUI mirrors them.
  public var layoutDirection: LayoutDirection {
    MainActor.assumeIsolated {
      views.first?.view.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
}

extension Legible.View {
  /// The layout value for `key` of this view or, when it has none, of the view it wraps (a
  /// padding's content), and so on: what a modifier set before others wrapped its view.
  @MainActor func layoutValue(throughWrappers key: ObjectIdentifier) -> Any? {
    var current: Legible.View? = self
    while let found = current {
      if let value = found.layoutValues[key] { return value }
      current = found is any Legible.WrappingLayout ? found.subviews.first : nil
    }
    return nil
  }
}

/// Properties of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The stack's axis, for spacers inside (nil: none).
  public var stackOrientation: Axis?
  /// Default properties.
  public init() {}
}

/// A layout of your own, as SwiftUI's `Layout`: `sizeThatFits` says how large its subviews make
/// it for a proposal, `placeSubviews` places them; flow layouts and the like run as written.
@MainActor @preconcurrency public protocol Layout: Animatable {
  /// What the layout keeps between calls.
  associatedtype Cache = Void
  /// The subviews.
  typealias Subviews = LayoutSubviews

  /// The layout's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places the subviews in `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The layout's spacing preferences.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The layout's explicit value of a horizontal guide, or nil.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  /// The layout's explicit value of a vertical guide, or nil.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  /// A new cache.
  func makeCache(subviews: Subviews) -> Cache
  /// The cache brought up to date with new subviews.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The layout's properties.
  static var layoutProperties: LayoutProperties { get }
}

extension Layout {
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing(.none)
    for subview in subviews { result.formUnion(subview.spacing) }
    return subviews.isEmpty ? ViewSpacing() : result
  }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The layout over `content`'s views.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: AnyLayout(self), content: content())
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout of any type, as SwiftUI's `AnyLayout`: switching the layout keeps the subviews (and
/// their state): `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
  public typealias Cache = Void
  let kind: Kind

  enum Kind {
    case stack(Geometry.Axis, AlignmentGuide, CGFloat?)
    case layers(Alignment)
    case custom(ObjectIdentifier, @MainActor (CustomLayoutBox) -> CustomLayout.Algorithm)
  }

  /// `layout`, its type erased.
  public init<L: Layout>(_ layout: L) {
    if let any = layout as? AnyLayout {
      self = any
    } else if let builtIn = layout as? any BuiltInLayout {
      kind = builtIn.kind
    } else {
      kind = .custom(ObjectIdentifier(L.self)) { box in box.algorithm(for: layout) }
    }
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    .zero
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

/// A layout of this module, made as a retained layout of its own.
@MainActor protocol BuiltInLayout {
  var kind: AnyLayout.Kind { get }
}

/// A row, as a layout (SwiftUI's `HStackLayout`).
public struct HStackLayout: Layout, BuiltInLayout {
  public typealias Cache = Void
  /// The guide the views line up on.
  public var alignment: VerticalAlignment
  /// The spacing, or nil for each pair's.
  public var spacing: CGFloat?
  /// A row layout.
  nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  var kind: AnyLayout.Kind { .stack(.horizontal, alignment.guide, spacing) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    .zero
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

/// A column, as a layout (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout, BuiltInLayout {
  public typealias Cache = Void
  /// The guide the views line up on.
  public var alignment: HorizontalAlignment
  /// The spacing, or nil for each pair's.
  public var spacing: CGFloat?
  /// A column layout.
  nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  var kind: AnyLayout.Kind { .stack(.vertical, alignment.guide, spacing) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    .zero
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

/// Layers, as a layout (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout, BuiltInLayout {
  public typealias Cache = Void
  /// The alignment.
  public var alignment: Alignment
  /// A layers layout.
  nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }
  var kind: AnyLayout.Kind { .layers(alignment) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    .zero
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

/// What a layout of your own keeps: its cache, and the subviews it was made for.
@MainActor final class CustomLayoutBox {
  var cache: Any?
  var subviews: [ObjectIdentifier] = []

  func algorithm<L: Layout>(for layout: L) -> CustomLayout.Algorithm {
    func subviews(_ views: [Legible.View], _ context: LayoutContext) -> LayoutSubviews {
      LayoutSubviews(views: views.map { LayoutSubview(view: $0, context: context) })
    }
    func withCache<R>(_ proxies: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
      let ids = proxies.views.map { ObjectIdentifier($0.view) }
      var cache: L.Cache
      if let kept = self.cache as? L.Cache {
        cache = kept
        if ids != self.subviews { layout.updateCache(&cache, subviews: proxies) }
      } else {
        cache = layout.makeCache(subviews: proxies)
      }
      self.subviews = ids
      let result = body(&cache)
      self.cache = cache
      return result
    }
    return CustomLayout.Algorithm(
      sizeThatFits: { proposal, views, context in
        let proxies = subviews(views, context)
        let size = withCache(proxies) {
          layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: proxies, cache: &$0)
        }
        return Size(width: Double(size.width), height: Double(size.height))
      },
      placeSubviews: { bounds, proposal, views, context in
        var proxies = subviews(views, context)
        if proxies.layoutDirection == .rightToLeft {
          proxies = LayoutSubviews(
            views: proxies.views.map {
              var view = $0; view.mirroredIn = bounds; return view
            })
        }
        withCache(proxies) {
          layout.placeSubviews(
            in: CGRect(bounds), proposal: ProposedViewSize(proposal), subviews: proxies, cache: &$0)
        }
      },
      explicitAlignment: { guide, bounds, proposal, views, context in
        let proxies = subviews(views, context)
        return withCache(proxies) { cache -> Double? in
          let value: CGFloat? =
            guide.axis == .horizontal
            ? layout.explicitAlignment(
              of: HorizontalAlignment(guide: guide), in: CGRect(bounds), proposal: ProposedViewSize(proposal),
              subviews: proxies, cache: &cache)
            : layout.explicitAlignment(
              of: VerticalAlignment(guide: guide), in: CGRect(bounds), proposal: ProposedViewSize(proposal),
              subviews: proxies, cache: &cache)
          return value.map(Double.init)
        }
      },
      spacing: { views, context in
        let proxies = subviews(views, context)
        return withCache(proxies) { layout.spacing(subviews: proxies, cache: &$0).spacing }
      })
  }
}

/// A layout's views: the retained layout made for the layout's kind, which keeps the content (and
/// its state) when the kind changes.
struct LayoutView<Content: View>: View, PrimitiveView {
  let layout: AnyLayout
  let content: Content

  final class Node: ViewNode {
    var content: ViewNode?
    var container: Legible.View?
    let box = CustomLayoutBox()
    var customType: ObjectIdentifier?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    func take(_ kind: AnyLayout.Kind) {
      switch kind {
      case .stack(let axis, let alignment, let spacing):
        let stack = container as? FlexibleStack ?? FlexibleStack(axis)
        stack.configure(axis, alignment, spacing)
        use(stack)
      case .layers(let alignment):
        let layers = container as? LayeredStack ?? LayeredStack()
        layers.horizontalAlignment = alignment.horizontal.guide
        layers.verticalAlignment = alignment.vertical.guide
        use(layers)
      case .custom(let type, let make):
        if customType != type {
          box.cache = nil
          customType = type
        }
        if let custom = container as? CustomLayout {
          custom.algorithm = make(box)
        } else {
          use(CustomLayout(make(box)))
        }
      }
    }

    private func use(_ view: Legible.View) {
      if container !== view {
        container = view
        setOutput([view])
      }
      view.arrange(content?.output ?? [])
    }

    override func childOutputDidChange() { container?.arrange(content?.output ?? []) }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.content = updateChild(content, node.content, context.child(of: node))
    let before = node.outputVersion
    node.take(layout.kind)
    if node.outputVersion != before, node.parent != nil, !node.graph.isUpdating { node.outputDidChange() }
  }
}
