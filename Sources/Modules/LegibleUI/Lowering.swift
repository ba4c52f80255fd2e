import DynamicType
import Legible

/// Where a view sits in a description, as SwiftUI's structural identity: its position in each
/// builder block, the branch of each `if`, the type of each view of your own, and the explicit
/// `id` of each `ForEach` element or `.id(_:)`. A view whose identity and kind are the same from
/// one evaluation to the next keeps its retained view (and its scroll position, selection and
/// caches); any other is made anew.
enum IdentityComponent: Hashable {
  case position(Int)
  case branch(Int)
  case type(ObjectIdentifier)
  case id(AnyHashable)
}

typealias Identity = [IdentityComponent]

/// What a description is lowered with: the identity reached, the environment, and the host that
/// keeps state.
@MainActor struct LowerContext {
  var identity: Identity
  var environment: EnvironmentValues
  unowned let host: HostState

  func child(_ component: IdentityComponent) -> LowerContext {
    var context = self
    context.identity.append(component)
    return context
  }

  /// Lowers any view through its type's `_lower`: statically dispatched, so a description (a
  /// deep value of nested generic types) is never boxed or copied into an existential.
  static func lowerAny<V: View>(_ view: V, _ context: LowerContext, into list: inout [Lowered]) {
    var lowering = _Lowering(context: context, list: [])
    swap(&lowering.list, &list)
    V._lower(view, &lowering)
    swap(&lowering.list, &list)
  }

  /// The retained views `view` lowers to.
  static func lowered<V: View>(_ view: V, _ context: LowerContext) -> [Lowered] {
    var list: [Lowered] = []
    lowerAny(view, context, into: &list)
    return list
  }
}

/// One retained view a description lowers to, for its parent to place: how to make it, and how
/// to bring an existing one up to date.
@MainActor struct Lowered {
  let identity: Identity
  /// What retained view it is (`Text`, `padding(Text)`): an existing node is updated only when
  /// it is of the same kind.
  let kind: String
  /// Makes the node: its retained view (and, for a wrapper, the node of what it wraps).
  let make: @MainActor () -> Node
  let update: @MainActor (Node) -> Void

  /// An element whose node is just its retained view.
  init(
    _ context: LowerContext, kind: String, view: @escaping @MainActor () -> Legible.View,
    update: @escaping @MainActor (Node) -> Void
  ) {
    let identity = context.identity
    self.init(
      identity: identity, kind: kind, make: { Node(identity: identity, kind: kind, view: view()) },
      update: update)
  }

  init(
    identity: Identity, kind: String, make: @escaping @MainActor () -> Node,
    update: @escaping @MainActor (Node) -> Void
  ) {
    self.identity = identity
    self.kind = kind
    self.make = make
    self.update = update
  }

  /// A retained container of `children`: made by `make`, set up by `configure` at each update,
  /// which returns the view the children go in (the container itself, or a part of it); the
  /// children are matched with the last evaluation's by identity and kind.
  static func container<Container: Legible.View>(
    _ context: LowerContext, kind: String, children: [Lowered], make: @escaping @MainActor () -> Container,
    configure: @escaping @MainActor (Container) -> Legible.View
  ) -> Lowered {
    let host = context.host
    return Lowered(context, kind: kind, view: make) { node in
      guard let view = node.view as? Container else { return }
      let holder = configure(view)
      if node.reconcileChildren(children, host: host) { node.placeChildren(in: holder) }
    }
  }

  /// The same element, its node further set up after each update (a modifier that sets a
  /// property of the retained view).
  func adjusted(_ adjust: @escaping @MainActor (Node) -> Void) -> Lowered {
    let update = self.update
    return Lowered(identity: identity, kind: kind, make: make) { node in
      update(node)
      adjust(node)
    }
  }

  /// The element inside a retained wrapper made around its view (a padding, a fixed frame);
  /// the wrapper keeps the element as its one child.
  func wrapped<Wrapper: Legible.View>(
    _ name: String, make wrapper: @escaping @MainActor (Legible.View) -> Wrapper,
    update configure: @escaping @MainActor (Wrapper) -> Void
  ) -> Lowered {
    let inner = self
    let kind = "\(name)(\(inner.kind))"
    return Lowered(
      identity: inner.identity, kind: kind,
      make: {
        let child = inner.make()
        let node = Node(identity: inner.identity, kind: kind, view: wrapper(child.view))
        node.children = [child]
        return node
      },
      update: { node in
        // Same kind, so the same child kind: the wrapped view is updated in place.
        if let child = node.children.first { inner.update(child) }
        if let view = node.view as? Wrapper { configure(view) }
      })
  }
}

/// A retained view and the description's children lowered into it, kept from one evaluation to
/// the next.
@MainActor final class Node {
  let identity: Identity
  let kind: String
  let view: Legible.View
  var children: [Node] = []
  /// What modifiers attach to the view once and keep (a gesture recognizer), by name.
  var attachments: [String: AnyObject] = [:]

  init(identity: Identity, kind: String, view: Legible.View) {
    self.identity = identity
    self.kind = kind
    self.view = view
  }

  private struct Key: Hashable {
    let identity: Identity
    let kind: String
  }

  /// Matches `lowered` with the current children by identity and kind, keeping and updating
  /// the ones that match and making the others; returns whether the list of retained views
  /// changed (so that the container must be given its new subviews).
  @discardableResult
  func reconcileChildren(_ lowered: [Lowered], host: HostState) -> Bool {
    // Most evaluations describe the same children in the same order: matched in place, with no
    // table.
    if lowered.count == children.count,
      zip(lowered, children).allSatisfy({ $0.kind == $1.kind && $0.identity == $1.identity })
    {
      for (element, child) in zip(lowered, children) { element.update(child) }
      return false
    }
    var old: [Key: Node] = [:]
    for child in children { old[Key(identity: child.identity, kind: child.kind)] = child }
    var kept: [Node] = []
    kept.reserveCapacity(lowered.count)
    for element in lowered {
      let key = Key(identity: element.identity, kind: element.kind)
      let node: Node
      if let existing = old.removeValue(forKey: key) {
        node = existing
      } else {
        node = element.make()
        host.madeViews += 1
      }
      element.update(node)
      kept.append(node)
    }
    let changed = kept.count != children.count || zip(kept, children).contains { $0.view !== $1.view }
    children = kept
    return changed
  }

  /// Gives `container` the children's views as its subviews, in order, moving only what moved.
  func placeChildren(in container: Legible.View) {
    let views = children.map(\.view)
    for subview in container.subviews where !views.contains(where: { $0 === subview }) {
      subview.removeFromSuperview()
    }
    for (index, view) in views.enumerated() {
      if index < container.subviews.count, container.subviews[index] === view { continue }
      if view.superview === container { view.removeFromSuperview() }
      container.insertSubview(view, at: min(index, container.subviews.count))
    }
  }
}
