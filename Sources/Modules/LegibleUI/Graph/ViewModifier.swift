import Combine
import Legible

/// A change to a view that can be written once and applied to many, as SwiftUI's
/// `ViewModifier`: `body(content:)` describes the modified view, with `content` standing for the
/// view it is applied to. Apply one with `view.modifier(_:)`. A modifier may have state and read
/// the environment, as a view of your own does.
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view the modifier's body is.
  associatedtype Body: View
  /// The view the modifier is applied to, as its body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  /// Makes or updates the node of `content` modified by `modifier` (the graph's).
  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
}

extension ViewModifier {
  public static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? ModifierBodyNode<Self, C>) ?? ModifierBodyNode<Self, C>(context)
    node.update(modifier, content: content, context)
    return node
  }
}

extension ViewModifier where Body == Never {
  /// A primitive modifier has no body.
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// Where the modified view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` modified by `modifier`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError("ModifiedContent has no body") }

  public static func _node(_ view: Self, reusing node: _ViewNode?, in context: _ViewContext) -> _ViewNode {
    Modifier._node(
      view.modifier, content: view.content, reusing: node,
      in: node == nil ? context.located(at: view._site) : context)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// The view with `modifier` applied.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The view a modifier is applied to, as the modifier's body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  unowned let provider: ModifierContentProvider

  final class Node: ViewNode {
    var child: ViewNode?
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override class var recordsEveryRead: Bool { true }
    override func childOutputDidChange() {
      if setOutput(child?.output ?? []) { outputDidChange() }
    }
  }

  func makeNode(_ context: _ViewContext) -> Node { Node(context) }

  func update(_ node: Node, _ context: _ViewContext) {
    var childContext = context.child(of: node)
    childContext.isRefresh = false
    node.child = provider.updateContent(node.child, childContext)
    node.setOutput(node.child?.output ?? [])
  }
}

/// What renders a modifier's content where its body puts it.
@MainActor protocol ModifierContentProvider: AnyObject {
  func updateContent(_ node: ViewNode?, _ context: _ViewContext) -> ViewNode
}

/// The node of a modifier of your own: like a view of your own's, with the content it modifies.
@MainActor
final class ModifierBodyNode<M: ViewModifier, C: View>: ViewNode, ModifierContentProvider,
  BodyNodeStorage
{
  private var modifier: M?
  private var content: C?
  private var bodyValue: M.Body?
  private var child: ViewNode?
  var kept: [Int: AnyObject] = [:]
  private var reads: [ObjectIdentifier: Int] = [:]
  private var observations: [ObjectIdentifier: AnyCancellable] = [:]

  override var children: [ViewNode] { child.map { [$0] } ?? [] }

  override var viewName: String { _typeName(M.self, qualified: false) }

  override class var recordsEveryRead: Bool { true }

  func update(_ modifier: M, content: C, _ context: _ViewContext) {
    let previous = environment
    environment = context.environment
    parent = context.parent
    self.content = content
    let environmentChanged = !environment.isIdentical(to: previous)
    let readsChanged = environmentChanged && reads.contains { environment.version(of: $0.key) != $0.value }
    let same =
      child != nil && !isInvalidated && !readsChanged
      && self.modifier.map { ViewComparison.isSame($0, modifier) }
        ?? false
    self.modifier = modifier
    if same, let bodyValue {
      // The body is the same: it is walked again so that the content, which may have changed,
      // is brought up to date where the body shows it.
      var childContext = _ViewContext(environment: environment, graph: graph, parent: self)
      childContext.isRefresh = true
      childContext.changed = previous.changedReads(to: environment)
      child = updateChild(bodyValue, child, childContext)
      setOutput(child?.output ?? [])
      return
    }
    evaluate()
  }

  private func evaluate() {
    guard let modifier else { return }
    isInvalidated = false
    reads = [:]
    DynamicProperties.bind(modifier, to: self)
    graph.evaluatedBodies += 1
    let outer = ViewGraph.evaluating
    ViewGraph.evaluating = self
    let body = modifier.body(content: _ViewModifier_Content(provider: self))
    ViewGraph.evaluating = outer
    bodyValue = body
    child = updateChild(body, child, _ViewContext(environment: environment, graph: graph, parent: self))
    setOutput(child?.output ?? [])
  }

  func updateContent(_ node: ViewNode?, _ context: _ViewContext) -> ViewNode {
    guard let content else { return node ?? EmptyView.Node(context) }
    return updateChild(content, node, context)
  }

  override func reevaluate() {
    let before = outputVersion
    evaluate()
    if outputVersion != before { outputDidChange() }
  }

  override func childOutputDidChange() {
    if setOutput(child?.output ?? []) { outputDidChange() }
  }

  override func recordRead(_ key: ObjectIdentifier, version: Int) {
    if reads[key] == nil { reads[key] = version }
  }

  func observe(_ object: some ObservableObject) {
    let id = ObjectIdentifier(object)
    guard observations[id] == nil else { return }
    observations[id] = DynamicProperties.invalidate(self, whenChanging: object)
  }

  override func detach() {
    super.detach()
    for observation in observations.values { observation.cancel() }
    observations = [:]
  }
}

/// A modifier that becomes another once it sees the environment it is applied in, as SwiftUI's
/// `EnvironmentalModifier` (a style that depends on the text size or the colour scheme):
/// `resolve(in:)` is asked again at every update of the view it modifies.
@MainActor @preconcurrency public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The modifier it becomes.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier to apply in `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  public static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    ResolvedModifier._node(
      modifier.resolve(in: context.environment), content: content, reusing: node, in: context)
  }
}
