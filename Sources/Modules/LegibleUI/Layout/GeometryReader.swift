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

/// A value in a view's geometry that a geometry reader resolves in its own space, as SwiftUI's
/// `Anchor` (`geometry[proxy.plotFrame]`). Here an anchor holds its value in the space of the
/// view that made it, which the reader shares when it fills that view (an overlay's reader);
/// a reader elsewhere gets the value unconverted.
public struct Anchor<Value>: @unchecked Sendable {
  let value: @MainActor @Sendable () -> Value

  /// An anchor whose value is read when a reader resolves it: for the frameworks over this
  /// module (a chart's plot frame).
  package init(_ value: @escaping @MainActor @Sendable () -> Value) { self.value = value }

  /// Where an anchor is taken from (a popover's attachment: kept, as popovers are sheets on an
  /// iPhone).
  public struct Source: Sendable {
    /// The view's bounds.
    public static var bounds: Source { Source() }
  }
}

extension GeometryProxy {
  /// The anchor's value in the reader's space. Not bound to the main actor, as in SwiftUI (a
  /// value of your own made from a proxy reads it outside any actor); it is read while views are
  /// laid out, on the main actor, which it assumes.
  public subscript<T>(anchor: Anchor<T>) -> T {
    nonisolated(unsafe) var value: T?
    MainActor.assumeIsolated { value = anchor.value() }
    guard let value else { fatalError("an anchor's value is read on the main actor") }
    return value
  }
}
