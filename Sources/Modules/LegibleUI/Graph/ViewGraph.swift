import Dispatch
import Foundation
import Legible
import Observation

// The view graph
// ==============
//
// A description (a value of nested `View` types) is kept as a tree of nodes, one per view of the
// description, that lives as long as the view keeps its identity. Each node holds the last value
// of its view and what it made of it:
//
// - a view of your own (`BodyNode`): its state, the environment values and the state its body
//   read, and the node of its body;
// - a primitive (`Text`, `HStack`, `padding`, …): the retained views it lowers to, which layout,
//   the audit, rendering and the live window work on unchanged;
// - a structural view (a tuple of views, an `if`, `ForEach`): its children's nodes.
//
// Every node gives its parent a list of retained views, its *output* (a `Group` of three texts:
// three labels); a container puts its content's output in its retained view.
//
// Updating. An update walks down from where something changed, with the new value of each view
// and the environment around it. A node whose value compares equal to the last (`ViewComparison`),
// which read none of the environment keys that changed (it and the nodes below it:
// `EnvironmentReads`), and which was not invalidated, is skipped whole: the walk does not go
// below it.
// Identity is structural: a child is kept when the view at its place is of the same type (a
// branch of an `if`, an element of `ForEach` by its id, an `.id(_:)`); otherwise it is made anew,
// with fresh state.
//
// Invalidation. Writing a `@State` (or a `Binding` to it) invalidates the nodes whose bodies read
// it; an observable object invalidates the nodes that observe it (`@ObservedObject`, `@StateObject`,
// `@EnvironmentObject`, or an `@Observable` model's properties read in a body). The graph then
// re-evaluates those nodes alone, from their kept values, and passes changed outputs up to the
// nearest container, which takes its new subviews. A change made while the graph updates (in a
// body, or in `onAppear`) is applied after the update, in the same call.
//
// Counts. `evaluatedBodies` counts bodies evaluated, `madeNodes` nodes made, `updatedNodes` nodes
// made or updated: tests read them to check that a change evaluated only what it had to.

/// The nodes of a description, and the updates they need. One per hosting controller.
@MainActor final class ViewGraph {
  /// Bodies of views of your own evaluated since the graph was made.
  var evaluatedBodies = 0
  /// Nodes made since the graph was made.
  var madeNodes = 0
  /// Nodes made or updated since the graph was made (a node skipped by its parent is not).
  var updatedNodes = 0
  /// Runs after the graph changed something outside a full update (an invalidated node
  /// re-evaluated), so that the host can give the screen a new root if it changed.
  var onChange: (@MainActor () -> Void)?

  /// Which node gave each retained view its traits from the environment (`claimTraits`).
  var traitClaims: [ObjectIdentifier: TraitClaim] = [:]
  /// The effects each modifier of a composed effect (an opacity, a colour effect) gives each
  /// retained view, by node (`EffectNode`).
  var viewEffects: [ViewEffectKey: [ObjectIdentifier: RecordedEffect]] = [:]

  /// A preference was set, changed or taken away since the host last read the values at the top.
  var preferencesChanged = false

  private(set) var isUpdating = false
  private var invalidated: [ViewNode] = []
  private var deferred: [@MainActor () -> Void] = []

  /// Runs `action` once the update in progress is over (an `onAppear`, an `onChange`, a push a
  /// binding asked for): it may change state, which is then applied in the same call.
  func afterUpdate(_ action: @escaping @MainActor () -> Void) {
    deferred.append(action)
    if !isUpdating { flush() }
  }

  /// The node whose body is being evaluated, which reads of state and environment are recorded for.
  static var evaluating: ViewNode? {
    didSet {
      isEvaluatingBody = evaluating != nil
      evaluatingNode = evaluating
      evaluatingThread = pthread_self()
      // As UIKit's current traits while a view lays out: a body that asks UIKit (a preferred
      // font, UIScreen) is answered for the environment it is evaluated in.
      if let evaluating { UIKitScreen.follow(evaluating.environment) }
    }
  }

  /// Whether a body is being evaluated anywhere: read without isolation, so that a read of state
  /// or environment outside a body (a primitive bringing its retained view up to date, most
  /// reads) skips asking which thread it is on, which costs system calls on Linux. Written on
  /// the main actor only; a read elsewhere sees false, as it should.
  nonisolated(unsafe) static var isEvaluatingBody = false
  /// The thread evaluating a body (the main actor's, when `isEvaluatingBody`).
  nonisolated(unsafe) private static var evaluatingThread = pthread_self()
  /// `evaluating`, for `withEvaluatingNode`.
  nonisolated(unsafe) private static var evaluatingNode: ViewNode?

  /// Runs `work`, a closure of the team's that makes views outside a body (a sheet's content),
  /// with its reads of state and environment recorded for the body around `node` that gave the
  /// closure: a change to what it read evaluates that body again, and so the closure, as SwiftUI
  /// updates a sheet whose content reads the state of the view that presents it.
  static func reading<T>(for node: ViewNode, _ work: () -> T) -> T {
    reading(as: node.enclosingBody, work)
  }

  /// `reading(for:_:)` with the body found (`enclosingBody`), for a closure called many times.
  static func reading<T>(as owner: ViewNode?, _ work: () -> T) -> T {
    guard let owner else { return work() }
    let outer = evaluating
    evaluating = owner
    defer { evaluating = outer }
    return work()
  }

  /// Runs `work` with the node whose body is being evaluated, when called from that evaluation
  /// (a read of state or environment in a body); elsewhere (a primitive bringing its retained
  /// view up to date, a read on another thread), not at all. Asks no more than which thread it
  /// is on, which is cheap: most reads are not in a body.
  nonisolated static func withEvaluatingNode(_ work: @MainActor (ViewNode) -> Void) {
    guard isEvaluatingBody, pthread_equal(evaluatingThread, pthread_self()) != 0 else { return }
    // On the thread evaluating a body, synchronously: on the main actor.
    guard let node = evaluatingNode else { return }
    withoutActuallyEscaping(work) { work in unsafeBitCast(work, to: ((ViewNode) -> Void).self)(node) }
  }

  /// The primitive being brought up to date (`readingState(for:)`), whose reads of state (through
  /// a binding: a text field's text, a picker's selection) are recorded for the body around it;
  /// nil when no primitive is being updated. The body is found when a read comes, which is rare.
  nonisolated(unsafe) private static var stateReader: ViewNode?
  /// The thread updating that primitive.
  nonisolated(unsafe) private static var stateReaderThread = pthread_self()

  /// Runs `work`, a primitive's update, with its reads of state recorded for the body around
  /// `node` (not its reads of the environment, which the primitive applies itself at every
  /// update): a binding the primitive reads, changed by code (a button resetting a field), makes
  /// that body and so the primitive again, as SwiftUI updates a control whose binding changed.
  static func readingState<T>(for node: ViewNode, _ work: () -> T) -> T {
    let outer = stateReader
    stateReader = node
    stateReaderThread = pthread_self()
    defer { stateReader = outer }
    return work()
  }

  /// Runs `work` with the node a read of state is recorded for: the body being evaluated, else
  /// the body around the primitive being updated (`readingState(for:)`); elsewhere not at all.
  nonisolated static func withStateReader(_ work: @MainActor (ViewNode) -> Void) {
    if isEvaluatingBody, pthread_equal(evaluatingThread, pthread_self()) != 0, let node = evaluatingNode {
      withoutActuallyEscaping(work) { work in unsafeBitCast(work, to: ((ViewNode) -> Void).self)(node) }
    } else if let primitive = stateReader, pthread_equal(stateReaderThread, pthread_self()) != 0 {
      // On the thread updating the primitive, synchronously: on the main actor.
      let body = MainActor.assumeIsolated {
        primitive.readsState = true
        return primitive.enclosingBody
      }
      guard let node = body else { return }
      withoutActuallyEscaping(work) { work in unsafeBitCast(work, to: ((ViewNode) -> Void).self)(node) }
    }
  }

  /// Marks `node` as needing its body evaluated again, and updates it now unless an update is
  /// running (then at its end).
  func invalidate(_ node: ViewNode) {
    guard !node.isInvalidated else { return }
    node.isInvalidated = true
    invalidated.append(node)
    if !isUpdating { flush() }
  }

  /// Marks `node` as needing its body evaluated again once a change announced before it happens
  /// (a model's `willSet`, an `objectWillChange`) has happened: at the end of the update in
  /// progress, before the screen's next layout, or on the main queue's next turn, whichever
  /// comes first.
  func invalidateAfterChange(_ node: ViewNode) {
    guard !node.isInvalidated else { return }
    node.isInvalidated = true
    invalidated.append(node)
    guard !isUpdating, !hasPendingFlush else { return }
    hasPendingFlush = true
    DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.flushPending() } }
  }

  private var hasPendingFlush = false

  /// Re-evaluates what changes announced beforehand invalidated (the screen calls it before
  /// laying out).
  func flushPending() {
    guard hasPendingFlush, !isUpdating else { return }
    hasPendingFlush = false
    flush()
  }

  /// Runs `work` as an update, then re-evaluates whatever was invalidated during it.
  func update(_ work: () -> Void) {
    if isUpdating {
      work()
      return
    }
    isUpdating = true
    work()
    isUpdating = false
    hasPendingFlush = false
    flush()
  }

  /// The passes a flush makes at most: a view that changes state at every update (in its body, or
  /// in `onAppear`) would never settle.
  static let maximumPasses = 100

  /// Views whose updates were stopped because they never settled, each once, in the order found.
  private(set) var unsettled: [UnsettledView] = []
  private var isFlushing = false

  /// Re-evaluates the invalidated nodes, outermost first, until none is left (or the passes run
  /// out: what is still to do is named in `unsettled` and left).
  private func flush() {
    // An action run here (an `onAppear`) that changes state asks for a flush: this one takes it
    // on, in its next pass, rather than starting one inside it without end.
    guard !isFlushing else { return }
    isFlushing = true
    defer { isFlushing = false }
    var rounds = 0
    while !invalidated.isEmpty || !deferred.isEmpty, rounds < Self.maximumPasses {
      rounds += 1
      let actions = deferred
      deferred = []
      for action in actions { action() }
      let nodes = invalidated.sorted { $0.depth < $1.depth }
      invalidated = []
      isUpdating = true
      for node in nodes where node.isInvalidated && node.isAttached { node.reevaluateRecordingReads() }
      isUpdating = false
    }
    if !invalidated.isEmpty || !deferred.isEmpty { stopUnsettled() }
    onChange?()
  }

  /// Names what was left to do when the passes ran out, and drops it: the bodies still
  /// invalidated, or the actions run after updates when no body is.
  private func stopUnsettled() {
    var found = invalidated.filter(\.isAttached).map {
      UnsettledView(name: $0.viewName, location: $0.location, passes: Self.maximumPasses)
    }
    if found.isEmpty {
      found = [
        UnsettledView(
          name: "an action run after each update (onAppear, onChange, task)", location: nil,
          passes: Self.maximumPasses)
      ]
    }
    for view in found where !unsettled.contains(view) { unsettled.append(view) }
    for node in invalidated { node.isInvalidated = false }
    invalidated = []
    deferred = []
  }
}

/// What a view is updated with: the environment around it, the graph, and its parent node.
@MainActor public struct _ViewContext {
  var environment: EnvironmentValues
  /// The graph updating: it outlives every context (a context lives for one update), so the
  /// reference is not counted, and copying a context, which every view does, costs nothing for it.
  unowned(unsafe) let graph: ViewGraph
  /// The node being updated, which holds the node made or updated with this context.
  unowned(unsafe) var parent: ViewNode?
  /// The view is the one the node last had: only the environment may have changed (a text size
  /// change coming down). Nodes then reuse what they made of it.
  var isRefresh = false
  /// In a refresh, the environment keys whose values changed since the nodes below were last
  /// updated: a node that read none of them is skipped (see `EnvironmentReads`). Every key
  /// unless the one who made the context knows better.
  var changed = EnvironmentReads.all
  /// Where in the team's code the views being made were written, or the nearest view above them
  /// that was (see `_CallSite`).
  var location: CodeLocation?
  /// The calls of the team's components that led here, innermost first (see
  /// `_ViewNode.callers`).
  var callers: [CodeLocation]

  init(environment: EnvironmentValues, graph: ViewGraph, parent: ViewNode?) {
    self.environment = environment
    self.graph = graph
    self.parent = parent
    location = parent?.location
    callers = parent?.callers ?? []
  }

  /// The context of a view of `type` about to get a node: for a component of the team's (a view
  /// with a body, declared outside Legible), the location so far is where it was used, and goes
  /// in front of the callers.
  func entering<Component: View>(_ type: Component.Type) -> _ViewContext {
    guard let location, callers.first != location, TeamCode.declares(type) else { return self }
    var context = self
    context.callers.insert(location, at: 0)
    return context
  }

  /// The context with the location of `view`, when it knows one (a view made in a builder).
  func located(at view: some View) -> _ViewContext { located(at: view._site) }

  /// The context with the location of `site`, when it is in the team's code. Called when a node
  /// is made: a node keeps its place in the code for as long as it keeps its identity.
  func located(at site: _CallSite?) -> _ViewContext {
    guard let location = site?.teamLocation else { return self }
    var context = self
    context.location = location
    return context
  }

  /// The context of `parent`'s children: the same refresh, the environment given (or this one).
  /// Where the environment given is another, the keys changed are `changed` (every key unless
  /// said).
  func child(
    of parent: ViewNode, environment: EnvironmentValues? = nil, changed: EnvironmentReads = .all
  ) -> _ViewContext {
    var context = _ViewContext(environment: environment ?? self.environment, graph: graph, parent: parent)
    context.isRefresh = isRefresh
    if let environment, !environment.isIdentical(to: self.environment) {
      context.changed = changed
    } else {
      context.changed = self.changed
    }
    return context
  }
}

/// A node of the view graph; see the top of this file. Subclasses hold a kind of view. (Public
/// only as a type in `View`'s requirements.)
@MainActor public class _ViewNode {
  /// The node that holds this one. Not a weak reference: a parent holds its children for as long
  /// as they are attached, and a node it drops forgets it (`detach`), so the link never outlives
  /// the parent, and nodes need no side table.
  unowned var parent: ViewNode?
  unowned let graph: ViewGraph
  /// The environment the node was last updated with.
  var environment: EnvironmentValues
  /// Where in the team's code the node's view was written, or the nearest view above it that was:
  /// given to the retained views it makes, and to its children's context.
  var location: CodeLocation?
  /// The calls of the team's components the node's view is inside, innermost first, up to the
  /// preview: each the location of the view that used the component (the component's own line
  /// when it was written with a modifier, else the nearest view around it that knows its line).
  var callers: [CodeLocation]
  /// The retained views the node gives its parent, in order.
  private(set) var output: [Legible.View] = []
  /// Bumped whenever `output` changes, so that a parent sees it without comparing lists.
  private(set) var outputVersion = 0
  /// The node must evaluate its body again (its state or an object it observes changed).
  var isInvalidated = false
  /// The node is part of the graph (not dropped by its parent).
  var isAttached = true
  /// The environment keys read when the node and those below it were last updated (see
  /// `EnvironmentReads`).
  var subtreeReads = EnvironmentReads.all
  /// The view the node was last updated with, in place (see `keepView`), when views of its type
  /// can compare the same; with its type and, once a view was compared, the type's plan.
  nonisolated(unsafe) private var keptBytes: UnsafeMutableRawPointer?
  private var keptType: Any.Type?
  private var keptPlan: ViewComparison.Plan?
  /// Views of the node's type never compare the same (a closure is among their fields).
  var viewNeverCompares = false
  /// The node is a primitive that read state through a binding as it updated: a new value that
  /// compares the same (the same binding) may show another value, so it is never skipped.
  var readsState = false
  /// Whether every read of the environment the node's views depend on is made while it updates,
  /// so that a walk may skip it when none of them changed: true for the kinds of node that say
  /// so (`recordsEveryRead`), unless the view that made the node says otherwise.
  var skipsUnreadChanges: Bool

  /// Whether nodes of this kind read the environment only while they update (a node that keeps
  /// it to use later does not).
  class var recordsEveryRead: Bool { false }

  /// Whether nodes of this kind keep their view from their making on, to compare at their first
  /// update (see `keepView`): nodes with no views below them (a text, an image), whose view is
  /// cheap to keep. The others keep theirs from their first update on: their view holds every
  /// view below them, which would be copied once per level, and most screens are made once (an
  /// audit's configuration) and never compare a view.
  class var keepsViewWhenMade: Bool { false }

  init(_ context: _ViewContext) {
    graph = context.graph
    environment = context.environment
    parent = context.parent
    location = context.location
    callers = context.callers
    skipsUnreadChanges = Self.recordsEveryRead
    graph.madeNodes += 1
  }

  deinit {
    if let keptBytes, let keptType {
      opened(keptType).deinitialize(keptBytes)
      keptBytes.deallocate()
    }
  }

  /// Gives `view` the node's place in the team's code, unless it has one: the location, and the
  /// callers that are not that location itself (a view with no line of its own, at the top of a
  /// component, takes its use's).
  final func locate(_ view: Legible.View) {
    guard view.sourceLocation == nil else { return }
    view.sourceLocation = location
    view.sourceCallers = callers.first == location ? Array(callers.dropFirst()) : callers
  }

  var depth: Int {
    var count = 0
    var node = parent
    while let current = node {
      count += 1
      node = current.parent
    }
    return count
  }

  /// Sets the output; returns whether it changed.
  @discardableResult
  final func setOutput(_ views: [Legible.View]) -> Bool {
    if views.count == output.count {
      // A loop, not a closure: a closure of the main actor's passed to the standard library
      // checks at every call which executor runs it.
      var index = 0
      while index < views.count, views[index] === output[index] { index += 1 }
      if index == views.count { return false }
    }
    output = views
    outputVersion &+= 1
    return true
  }

  /// Evaluates the node again from its kept value and environment (it was invalidated), and
  /// tells the parent when its output changed.
  func reevaluate() { isInvalidated = false }

  /// A child's output changed outside a full update: a node whose output is its children's
  /// recomputes it and passes the change on; a container takes its new subviews (and stops).
  func childOutputDidChange() {}

  /// Passes a change of this node's output to its parent.
  final func outputDidChange() { parent?.childOutputDidChange() }

  /// Runs `arrange` (which sets the node's output from its children's), and passes a change of
  /// the output to the parent: how a node that lays its children's views out itself follows them.
  final func rearranging(_ arrange: () -> Void) {
    let before = outputVersion
    arrange()
    if outputVersion != before { outputDidChange() }
  }

  /// The node and everything below it leave the graph (their state is let go).
  func detach() {
    isAttached = false
    for child in children { child.detach() }
    parent = nil
  }

  /// The node's children, for `detach`.
  var children: [ViewNode] { [] }

  /// Changes of the environment above that the nodes below this one, and what this node keeps of
  /// its environment besides `environment`, have yet to take, oldest first (see
  /// `EnvironmentRebase`).
  private var pendingRebases: [EnvironmentRebase] = []

  /// Takes the environment `new` without being updated (the node was skipped: nothing below
  /// read what changed), and leaves the nodes below to take it when they are next visited.
  final func rebaseLater(to new: EnvironmentValues) {
    if let last = pendingRebases.last, last.new.isIdentical(to: environment) {
      // Two changes met at this node one after the other: one change from the first's start.
      pendingRebases[pendingRebases.count - 1] = EnvironmentRebase(from: last.old, to: new)
    } else {
      pendingRebases.append(EnvironmentRebase(from: environment, to: new))
    }
    environment = new
  }

  /// Applies the changes waiting here to what the node keeps and passes them to its children;
  /// called before the node is updated, and before it is evaluated on its own (with the nodes
  /// above it first: `settleFromTop`).
  final func settleEnvironment() {
    guard !pendingRebases.isEmpty else { return }
    let rebases = pendingRebases
    pendingRebases = []
    for rebase in rebases { rebaseKept(rebase) }
    for child in children { child.takeRebases(rebases) }
  }

  /// Settles the nodes above this one, outermost first, then this one: what a node updated on
  /// its own (its state changed) needs before it reads its environment.
  final func settleFromTop() {
    var path: [ViewNode] = []
    var node: ViewNode? = self
    while let current = node {
      path.append(current)
      node = current.parent
    }
    for node in path.reversed() { node.settleEnvironment() }
  }

  /// Takes changes of the environment from the parent, which was skipped: the node's own
  /// environment now, the rest when it is next visited. A change that leaves its environment as
  /// it was leaves those below it as they were too.
  private func takeRebases(_ rebases: [EnvironmentRebase]) {
    var rebased = environment
    for rebase in rebases { rebased = rebase.apply(to: rebased) }
    guard !rebased.isIdentical(to: environment) else { return }
    environment = rebased
    pendingRebases += rebases
  }

  /// Brings what the node keeps of its environment besides `environment` (a modifier's last
  /// input and output) through `rebase`.
  func rebaseKept(_ rebase: EnvironmentRebase) {}

  /// Keeps `reads`, made while the node updated (with those of the children it walked or
  /// skipped: a new node walked them all), adding those it had when `keeping` (it may not have
  /// walked every child; a key read once stays, which can only make the node update when it need
  /// not): every key, for a node that cannot say what it reads.
  final func recordSubtreeReads(_ reads: EnvironmentReads, keeping: Bool) {
    var all = skipsUnreadChanges ? reads : .all
    if keeping { all.formUnion(subtreeReads) }
    subtreeReads = all
    EnvironmentReads.current.formUnion(all)
  }

  /// Re-evaluates the node on its own (`reevaluate`), with what it reads then added to its reads
  /// and those of the nodes above.
  final func reevaluateRecordingReads() {
    settleFromTop()
    let reads = EnvironmentReads.recording { reevaluate() }
    recordSubtreeReads(reads, keeping: true)
    parent?.propagateReads(subtreeReads)
  }

  /// Adds the reads of a node below, updated on its own (an invalidated body), to every node
  /// above it.
  final func propagateReads(_ reads: EnvironmentReads) {
    var node: ViewNode? = self
    while let current = node {
      let before = current.subtreeReads
      current.subtreeReads.formUnion(reads)
      if current.subtreeReads == before { return }
      node = current.parent
    }
  }

  /// Adds where this part of the app stands to `steps` (`AppLocation`, outermost first): by
  /// default, what its shown children add; navigation stacks, tab views and presentations add a
  /// step of their own.
  func appendLocation(to steps: inout [AppLocation.Step]) {
    for child in children where child.isShown { child.appendLocation(to: &steps) }
  }

  /// Whether the node's views are on a screen (a node without views counts as shown): the top
  /// screen of a navigation stack is, those under it and the tabs not chosen are not.
  final var isShown: Bool { output.isEmpty || output.contains { $0.screen != nil } }

  /// How many times the node evaluated a body (for nodes with one).
  var evaluationCount: Int { 0 }

  /// The nearest node above this one with a body (a view or modifier of the team's): the one
  /// whose body gave the closures this node calls.
  final var enclosingBody: ViewNode? {
    var node = parent
    while let current = node, !(current is BodyNodeStorage) { node = current.parent }
    return node
  }

  /// The name of the node's view, as its type is written (`OrderSummary`), for messages.
  var viewName: String { "\(type(of: self))" }

  /// Records that the body being evaluated read the environment key `key` at `version` (nodes
  /// with a body keep it; others re-apply the environment at every update).
  func recordRead(_ key: ObjectIdentifier, version: Int) {}
}

/// Updates `node` (or makes one) for `view`: the call every node uses for its children. A node
/// that would change nothing (`canSkip`) is skipped whole (see `EnvironmentReads`).
@MainActor func updateChild<V: View>(_ view: V, _ node: ViewNode?, _ context: _ViewContext) -> ViewNode {
  if let node, !node.isInvalidated, node.canSkip(view, in: context) {
    if !node.environment.isIdentical(to: context.environment) { node.rebaseLater(to: context.environment) }
    node.parent = context.parent
    EnvironmentReads.current.formUnion(node.subtreeReads)
    return node
  }
  node?.settleEnvironment()
  context.graph.updatedNodes += 1
  var updated: ViewNode?
  let reads = EnvironmentReads.recording { updated = V._node(view, reusing: node, in: context) }
  guard let updated else { fatalError("a view's node was not made") }
  if let node, node !== updated { node.detach() }
  updated.recordSubtreeReads(reads, keeping: updated === node)
  if updated === node || type(of: updated).keepsViewWhenMade { updated.keepView(view) }
  return updated
}

extension ViewNode {
  /// Whether `view`, in `context`, would change nothing the node and those below it made: in a
  /// refresh (the same view), when none of the keys that changed was read; otherwise, when the
  /// view is the same as the last (`ViewComparison`) and none of the keys read differs in the
  /// new environment. Never for a node below which something cannot say what it reads, nor for
  /// a primitive that read state through a binding (the value it shows may have changed).
  fileprivate func canSkip<V: View>(_ view: V, in context: _ViewContext) -> Bool {
    if context.isRefresh { return !subtreeReads.intersects(context.changed) }
    guard subtreeReads != .all, !readsState, !viewNeverCompares, let keptBytes, keptType == V.self else {
      return false
    }
    // The environment first, which is cheaper to tell than the view.
    if context.changed != .all {
      if subtreeReads.intersects(context.changed) { return false }
    } else if !environment.isIdentical(to: context.environment),
      subtreeReads.intersects(environment.changedReads(to: context.environment))
    {
      return false
    }
    // How views of the type compare is worked out here, the first time one is compared, not
    // when one is kept: most nodes are updated once or twice and never compared.
    let plan = keptPlan ?? ViewComparison.Plan.of(V.self)
    keptPlan = plan
    if plan.isNever {
      viewNeverCompares = true
      dropKeptView()
      return false
    }
    return ViewComparison.isSame(UnsafeRawPointer(keptBytes), view, by: plan)
  }

  /// Keeps `view` to compare the next one with, unless views of its type never compare the same:
  /// in place, in memory of the node's own, rather than in an object of a generic class, whose
  /// type the runtime would look up at every update and every comparison.
  fileprivate func keepView<V: View>(_ view: V) {
    guard !viewNeverCompares else { return }
    if let keptBytes, keptType == V.self {
      keptBytes.assumingMemoryBound(to: V.self).pointee = view
      return
    }
    dropKeptView()
    let bytes = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, MemoryLayout<V>.size), alignment: MemoryLayout<V>.alignment)
    bytes.initializeMemory(as: V.self, to: view)
    keptBytes = bytes
    keptType = V.self
  }

  /// Lets the kept view go.
  fileprivate func dropKeptView() {
    guard let keptBytes, let keptType else { return }
    opened(keptType).deinitialize(keptBytes)
    keptBytes.deallocate()
    self.keptBytes = nil
    self.keptType = nil
    keptPlan = nil
  }
}

/// Carries the environment a skipped part of the graph kept to the one it is now under: the keys
/// that differ, applied to every environment below that still holds the old entry.
///
/// Lazily: the skipped node takes the new environment, and keeps the change for the nodes below
/// it, which take it when they are next visited (`settleEnvironment`), a level at a time; most
/// parts skipped are never visited again before the next change, and cost nothing. A change
/// waiting at a node is applied in order after those already waiting there, since each was
/// worked out at the level of the node that was skipped.
@MainActor final class EnvironmentRebase {
  let old: EnvironmentValues
  let new: EnvironmentValues
  /// The keys whose entries differ, found when first needed.
  private(set) lazy var keys: [ObjectIdentifier] = new.changedKeys(since: old)
  /// Environments already brought over, by the identity they had (nodes share environments, and
  /// keep sharing them).
  private var done: [Int: EnvironmentValues] = [:]

  init(from old: EnvironmentValues, to new: EnvironmentValues) {
    self.old = old
    self.new = new
  }

  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    if environment.isIdentical(to: old) { return new }
    if let rebased = done[environment.identity] { return rebased }
    let rebased = environment.rebased(from: old, to: new, keys: keys)
    done[environment.identity] = rebased
    return rebased
  }
}

typealias ViewNode = _ViewNode
