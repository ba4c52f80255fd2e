import Foundation

// Preferences
// ===========
//
// Values that flow up the view graph, as SwiftUI's preferences: a view sets a value for a key
// (`.preference(key:value:)`), and a view above reads what its content set (`onPreferenceChange`,
// `overlayPreferenceValue`, `backgroundPreferenceValue`). The value a view above sees is the
// key's `defaultValue` reduced, in the order the views are written, with every value set below it;
// a `.preference` hides the values set inside its own content for the same key, and
// `transformPreference` rewrites what its content set.
//
// A reader collects its content's value when it is updated and whenever a writer below it
// changes its value, appears or goes (the writer tells the readers above it); it acts only when
// the value differs from the last (`ViewComparison`), after the update, so a state it sets is
// applied in the same call. A value set by a `GeometryReader`'s content is set when the reader is
// laid out, and reaches the readers above then, as on iOS.

/// A named value that views produce for the views above them, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next one, in the order the views are written.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node that gives a value for a key instead of what its content gives.
@MainActor protocol PreferenceSource: AnyObject {
  /// Adds the node's value for `key` to `value` and returns true; false when the node does not
  /// set `key` (its content is then looked into).
  func contribute<K: PreferenceKey>(_ key: K.Type, to value: inout K.Value) -> Bool
}

/// A node that reads its content's value for a key.
@MainActor protocol PreferenceObserver: AnyObject {
  /// A writer below set, changed or took away a value.
  func preferencesDidChange()
}

extension ViewNode {
  /// The value `node`'s views give for `key`, reduced into `value`.
  static func collect<K: PreferenceKey>(_ key: K.Type, from node: ViewNode, into value: inout K.Value) {
    if let source = node as? PreferenceSource, source.contribute(key, to: &value) { return }
    for child in node.children where child.isAttached { collect(key, from: child, into: &value) }
  }

  /// Tells every reader above that a value below changed, and the graph, whose host reads the
  /// values that reach the top (`statusBarHidden`).
  func preferencesChanged() {
    var node = parent
    while let current = node {
      (current as? PreferenceObserver)?.preferencesDidChange()
      node = current.parent
    }
    graph.preferencesChanged = true
  }
}

/// A node of a preference modifier, which holds its content's node.
@MainActor protocol PreferenceContentHolder: ViewNode {
  var content: ViewNode? { get set }
}

/// `node` when it is a `N` (else one `made`) with its content brought up to date, its output
/// the content's.
@MainActor func updatingContent<N: PreferenceContentHolder, C: View>(
  _ node: _ViewNode?, made: (_ViewContext) -> N, content: C, in context: _ViewContext
) -> N {
  let node = (node as? N) ?? made(context)
  node.environment = context.environment
  node.content = updateChild(content, node.content, context.child(of: node))
  node.setOutput(node.content?.output ?? [])
  return node
}

/// `.preference(key:value:)`: sets the value its content gives for `Key`.
struct PreferenceWriter<Key: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let value: Key.Value

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = Node.updating(node, content: content, in: context)
    let changed = node.value.map { !ViewComparison.isSame($0, modifier.value) } ?? true
    node.value = modifier.value
    if changed { node.preferencesChanged() }
    return node
  }

  /// The node of a view that gives a value of its own for `Key`: `value`, once set.
  @MainActor final class Node: ViewNode, PreferenceSource, PreferenceContentHolder {
    var content: ViewNode?
    var value: Key.Value?

    /// `node` when it is one (else a new one) with its content brought up to date.
    static func updating<C: View>(_ node: _ViewNode?, content: C, in context: _ViewContext) -> Node {
      updatingContent(node, made: Node.init, content: content, in: context)
    }

    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
    override func detach() {
      preferencesChanged()
      super.detach()
    }
    func contribute<K: PreferenceKey>(_ key: K.Type, to value: inout K.Value) -> Bool {
      guard K.self == Key.self, let own = self.value as? K.Value else { return false }
      K.reduce(value: &value) { own }
      return true
    }
  }
}

/// `.transformPreference(_:_:)`: rewrites the value its content gives for `Key`.
struct PreferenceTransform<Key: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let transform: (inout Key.Value) -> Void

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let isNew = !(node is Node)
    let node = Node.updating(node, content: content, in: context)
    node.transform = modifier.transform
    if isNew { node.preferencesChanged() }
    return node
  }

  /// The node of a view that rewrites its content's value for `Key` with `transform`.
  @MainActor final class Node: ViewNode, PreferenceSource, PreferenceContentHolder {
    var content: ViewNode?
    var transform: ((inout Key.Value) -> Void)?

    /// `node` when it is one (else a new one) with its content brought up to date.
    static func updating<C: View>(_ node: _ViewNode?, content: C, in context: _ViewContext) -> Node {
      updatingContent(node, made: Node.init, content: content, in: context)
    }

    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
    func contribute<K: PreferenceKey>(_ key: K.Type, to value: inout K.Value) -> Bool {
      guard K.self == Key.self, let content else { return false }
      var inner = Key.defaultValue
      ViewNode.collect(Key.self, from: content, into: &inner)
      transform?(&inner)
      guard let rewritten = inner as? K.Value else { return false }
      K.reduce(value: &value) { rewritten }
      return true
    }
  }
}

/// Reads the value its content gives for `Key` and calls `action` when it changes (first when the
/// content appears).
struct PreferenceReader<Key: PreferenceKey>: ViewModifier {
  typealias Body = Never
  let action: (Key.Value) -> Void

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.action = modifier.action
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    node.check()
    return node
  }

  @MainActor final class Node: ViewNode, PreferenceObserver {
    var content: ViewNode?
    var action: ((Key.Value) -> Void)?
    private var last: Key.Value?
    private var checkPending = false
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }

    func preferencesDidChange() {
      guard !checkPending else { return }
      checkPending = true
      graph.afterUpdate { [weak self] in
        self?.checkPending = false
        self?.check()
      }
    }

    /// Collects the content's value and acts after the update when it changed.
    func check() {
      guard isAttached, let content else { return }
      var value = Key.defaultValue
      ViewNode.collect(Key.self, from: content, into: &value)
      if let last, ViewComparison.isSame(last, value) { return }
      last = value
      guard let action else { return }
      graph.afterUpdate { action(value) }
    }
  }
}

/// Its content with what `transform` makes of the content's value for `Key` over or under it.
struct PreferenceValueView<Key: PreferenceKey, Content: View, Extra: View>: View {
  let content: Content
  let alignment: Alignment
  let isOverlay: Bool
  let transform: (Key.Value) -> Extra
  @State private var value = PreferenceBox<Key.Value>()

  var body: some View {
    let reading = content.modifier(PreferenceReader<Key> { value = PreferenceBox(value: $0) })
    let extra = transform(value.value ?? Key.defaultValue)
    if isOverlay {
      reading.overlay(extra, alignment: alignment)
    } else {
      reading.background(extra, alignment: alignment)
    }
  }
}

/// A preference value kept in state (none until the content gave one).
struct PreferenceBox<Value> {
  var value: Value?
}

extension View {
  /// Sets the value this view gives for `key`, in place of what its content gives.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter<K>(value: value))
  }

  /// Rewrites the value this view's content gives for `key`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransform<K>(transform: callback))
  }

  /// Calls `action` with the value the content gives for `key`: when it first appears and
  /// whenever it changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceReader<K>(action: action))
  }

  /// Draws what `transform` makes of the content's value for `key` over the content.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueView<K, Self, V>(
      content: self, alignment: alignment, isOverlay: true, transform: transform)
  }

  /// Draws what `transform` makes of the content's value for `key` under the content.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueView<K, Self, V>(
      content: self, alignment: alignment, isOverlay: false, transform: transform)
  }
}
