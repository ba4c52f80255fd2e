import Foundation
import Geometry
import Legible

/// A view that takes what it is offered and gives its content its size, as SwiftUI's
/// `GeometryReader`: the content is made again when the size changes, and placed at the top
/// leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content

  /// A reader of `content`, made from the reader's size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  final class Node: ViewNode {
    let reader = SizeReader()
    var child: ViewNode?
    var make: ((GeometryProxy) -> Content)?
    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override init(_ context: _ViewContext) {
      super.init(context)
      setOutput([reader])
      reader.content = { [weak self] size in self?.content(for: size) ?? [] }
    }

    func content(for size: Size) -> [Legible.View] {
      guard let make else { return [] }
      let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height), view: reader)
      // What the content reads (the state of the view around it) evaluates that view again.
      let view = ViewGraph.reading(for: self) { make(proxy) }
      graph.update {
        child = updateChild(view, child, _ViewContext(environment: environment, graph: graph, parent: self))
      }
      return child?.output ?? []
    }

    override func childOutputDidChange() { reader.contentDidChange() }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    node.make = content
    node.reader.contentDidChange()
  }
}

/// The size and place of a geometry reader, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  weak var view: Legible.View?

  /// The safe area's insets inside the reader (none: the reader is inside the safe area).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The bounds of a named coordinate space around the reader (iOS 17: `bounds(of: .scrollView)`):
  /// nil here, as for a space the reader is not inside, so code measuring a scroll position
  /// takes its resting value.
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? { nil }

  /// The reader's frame in a coordinate space. (Callable from any context, as SwiftUI's; the
  /// screen's frame is read on the main actor, where views are laid out.)
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local, .named: return CGRect(origin: .zero, size: size)
    case .global:
      let fallback = Rect(
        origin: .zero, size: Geometry.Size(width: Double(size.width), height: Double(size.height)))
      let view = self.view
      return CGRect(MainActor.assumeIsolated { view?.frameOnScreen } ?? fallback)
    }
  }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The space of the nearest scroll view (iOS 17; the view's own here).
  public static var scrollView: CoordinateSpace { .named("_scrollView") }
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// One named by `coordinateSpace(name:)` (the view's own here).
  case named(AnyHashable)
}

extension View {
  /// Names the view's coordinate space (kept).
  public func coordinateSpace<K: Hashable>(name: K) -> some View { self }
  /// Names the view's coordinate space (iOS 17; kept).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

/// A named coordinate space, as SwiftUI's `NamedCoordinateSpace` (iOS 17:
/// `.coordinateSpace(.named("chart"))`).
public struct NamedCoordinateSpace: Hashable {
  let name: AnyHashable
  /// The space named `name`.
  public static func named<N: Hashable & Sendable>(_ name: N) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
  /// The space as `CoordinateSpace` names it.
  public var coordinateSpace: CoordinateSpace { .named(name) }
  /// The space of the nearest scroll view (iOS 17).
  public static var scrollView: NamedCoordinateSpace { .named("_scrollView") }
}

extension NamedCoordinateSpace: @unchecked Sendable {}

/// A value of a view's geometry (its bounds, a point of it), as SwiftUI's `Anchor`: made where
/// the view is (`anchorPreference(key:value:transform:)`) and read in another view's space, that
/// of the geometry reader resolving it (`proxy[anchor]`), once both are laid out.
public struct Anchor<Value>: @unchecked Sendable {
  /// The value in the space of the reader's view (nil: the screen's).
  let value: @MainActor @Sendable (Legible.View?) -> Value

  /// An anchor whose value is read when a reader resolves it, the same in any reader's space:
  /// for the frameworks over this module (a chart's plot frame, in the chart's space).
  package init(_ value: @escaping @MainActor @Sendable () -> Value) { self.value = { _ in value() } }

  /// An anchor resolved in a reader's space.
  init(resolving value: @escaping @MainActor @Sendable (Legible.View?) -> Value) { self.value = value }

  /// What of a view an anchor is taken from, as SwiftUI's `Anchor.Source`: from the view's frame
  /// in the reader's space.
  public struct Source: Sendable {
    let resolve: @Sendable (CGRect) -> Value
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Self { Self { $0 } }
  /// A rectangle in the view's own space.
  public static func rect(_ rect: CGRect) -> Self {
    Self { frame in rect.offsetBy(dx: frame.minX, dy: frame.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own space.
  public static func point(_ point: CGPoint) -> Self {
    Self { frame in CGPoint(x: frame.minX + point.x, y: frame.minY + point.y) }
  }
  /// A unit point of the view's bounds (0 to 1 across and down).
  public static func unitPoint(_ point: UnitPoint) -> Self {
    Self { frame in CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height) }
  }
  /// The view's centre.
  public static var center: Self { unitPoint(.center) }
  /// The middle of the view's top edge.
  public static var top: Self { unitPoint(.top) }
  /// The middle of the view's bottom edge.
  public static var bottom: Self { unitPoint(.bottom) }
  /// The middle of the view's leading edge.
  public static var leading: Self { unitPoint(.leading) }
  /// The middle of the view's trailing edge.
  public static var trailing: Self { unitPoint(.trailing) }
  /// The view's top leading corner.
  public static var topLeading: Self { unitPoint(.topLeading) }
  /// The view's top trailing corner.
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  /// The view's bottom leading corner.
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  /// The view's bottom trailing corner.
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// The anchor's value in the reader's space. Not bound to the main actor, as in SwiftUI (a
  /// value of your own made from a proxy reads it outside any actor); it is read while views are
  /// laid out, on the main actor, which it assumes.
  public subscript<T>(anchor: Anchor<T>) -> T {
    nonisolated(unsafe) var value: T?
    let reader = self.view
    MainActor.assumeIsolated { value = anchor.value(reader) }
    guard let value else { fatalError("an anchor's value is read on the main actor") }
    return value
  }
}
