import Combine
import Legible
import Observation

/// The node of a view of your own: its state (kept by property), the environment values, state and
/// observable objects its body read, the body it last gave, and that body's node.
@MainActor final class BodyNode<V: View>: ViewNode {
  private var value: V?
  private var bodyValue: V.Body?
  private var child: ViewNode?
  /// What the dynamic properties keep, by their position among the view's dynamic properties.
  var kept: [Int: AnyObject] = [:]
  /// The environment keys the body read, with the version it read.
  private var reads: [ObjectIdentifier: Int] = [:]
  /// The objects the node observes, and how to stop.
  private var observations: [ObjectIdentifier: AnyCancellable] = [:]
  private var observedNow: Set<ObjectIdentifier> = []
  /// Incremented at each evaluation, so that a change tracked for an old one is ignored.
  private var evaluation = 0

  override var children: [ViewNode] { child.map { [$0] } ?? [] }

  override class var recordsEveryRead: Bool { true }

  func update(_ view: V, _ context: _ViewContext) {
    let previous = environment
    environment = context.environment
    parent = context.parent
    let environmentChanged = !environment.isIdentical(to: previous)
    let readsChanged = environmentChanged && reads.contains { environment.version(of: $0.key) != $0.value }
    if context.isRefresh, let _ = value, child != nil, !isInvalidated, !readsChanged {
      if environmentChanged { refreshChild(changed: context.changed) }
      return
    }
    // Compared only when the comparison can spare an evaluation.
    let same =
      child != nil && !isInvalidated && !readsChanged
      && value.map { ViewComparison.isSame($0, view) } ?? false
    value = view
    // What changed for the body's node since it last saw this node's environment.
    var changed = EnvironmentReads.none
    if environmentChanged {
      changed = context.changed != .all ? context.changed : previous.changedReads(to: environment)
    }
    if same {
      if environmentChanged { refreshChild(changed: changed) }
      return
    }
    evaluate(changed: changed)
  }

  /// The body's node, given the environment again (the body is the same), in which the keys
  /// `changed` changed.
  private func refreshChild(changed: EnvironmentReads) {
    guard let bodyValue else { return }
    var context = _ViewContext(environment: environment, graph: graph, parent: self)
    context.isRefresh = true
    context.changed = changed
    child = updateChild(bodyValue, child, context)
    setOutput(child?.output ?? [])
  }

  /// Evaluates the body and updates its node, in whose environment the keys `changed` changed
  /// since it last saw it.
  private func evaluate(changed: EnvironmentReads = .none) {
    guard let value else { return }
    isInvalidated = false
    evaluation &+= 1
    observedNow = []
    reads = [:]
    DynamicProperties.bind(value, to: self)
    graph.evaluatedBodies += 1
    let outer = ViewGraph.evaluating
    ViewGraph.evaluating = self
    let token = evaluation
    let handle = NodeHandle(self)
    let body = withObservationTracking {
      value.body
    } onChange: {
      // Called as the model is about to change: the node evaluates again once it has.
      DynamicProperties.onMainActor { handle.invalidate(ifStillAt: token) }
    }
    ViewGraph.evaluating = outer
    for (id, observation) in observations where !observedNow.contains(id) {
      observation.cancel()
      observations[id] = nil
    }
    bodyValue = body
    var context = _ViewContext(environment: environment, graph: graph, parent: self)
    context.changed = changed
    child = updateChild(body, child, context)
    setOutput(child?.output ?? [])
  }

  override var evaluationCount: Int { evaluation }

  override var viewName: String { _typeName(V.self, qualified: false) }

  override func reevaluate() {
    let before = outputVersion
    evaluate()
    if outputVersion != before { outputDidChange() }
  }

  override func childOutputDidChange() {
    if setOutput(child?.output ?? []) { outputDidChange() }
  }

  override func detach() {
    super.detach()
    for observation in observations.values { observation.cancel() }
    observations = [:]
  }

  /// Records that the body read the environment key `key` at `version`.
  override func recordRead(_ key: ObjectIdentifier, version: Int) {
    if reads[key] == nil { reads[key] = version }
  }

  /// Observes `object`'s changes (an `ObservableObject` read through a property), once.
  func observe(_ object: some ObservableObject) {
    let id = ObjectIdentifier(object)
    observedNow.insert(id)
    guard observations[id] == nil else { return }
    observations[id] = DynamicProperties.invalidate(self, whenChanging: object)
  }
}

/// A weak reference to a node, for a change reported off the node's own code.
final class NodeHandle: @unchecked Sendable {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }

  /// Invalidates the node, unless it evaluated again since `evaluation`.
  @MainActor func invalidate(ifStillAt evaluation: Int) {
    guard let node, node.evaluationCount == evaluation else { return }
    node.graph.invalidateAfterChange(node)
  }
}
