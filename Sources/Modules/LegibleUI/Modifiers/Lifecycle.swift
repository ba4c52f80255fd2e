import Foundation
import Legible

extension View {
  /// Runs `action` when the view first appears (after the update that made it; a change it
  /// makes is applied at once).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` when the view goes away.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
  }

  /// Runs `action` with the new value when `value` changes.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values when `value` changes (and at first when `initial`).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (and at first when `initial`).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs the asynchronous `action` when the view appears: it starts then, on the main actor, and
  /// what it changes is applied as it runs; `HostingController.settle(within:)` waits for it, and
  /// the audit reports a task that did not finish in time.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> some View
  {
    modifier(TaskModifier(id: 0, action: action))
  }

  /// Runs `action` when the view appears and again when `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  )
    -> some View
  {
    modifier(TaskModifier(id: AnyHashable(String(describing: value)), action: action))
  }

  /// Runs `action` when the app is asked to open a URL (kept: nothing opens one here).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
  /// Advertises an activity for Handoff (kept: no other device is here).
  public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View { self }
  /// Advertises an activity for Handoff while `isActive` (kept: no other device is here).
  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View { self }
  /// Runs `action` when the app continues an activity (kept: none arrives here).
  public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View { self }
}

/// Runs actions when what it modifies appears and goes away.
struct LifecycleModifier: ViewModifier {
  typealias Body = Never
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let made = node as? Node
    let node = made ?? Node(context)
    node.environment = context.environment
    node.onDisappear = modifier.onDisappear
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    if made == nil, let appear = modifier.onAppear { node.graph.afterUpdate { appear() } }
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var onDisappear: (() -> Void)?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
    override func detach() {
      super.detach()
      if let onDisappear { graph.afterUpdate { onDisappear() } }
    }
  }
}

/// Runs an action when a value changes.
struct ChangeModifier<V: Equatable>: ViewModifier {
  typealias Body = Never
  let value: V
  let initial: Bool
  let action: (V, V) -> Void

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let made = node as? Node
    let node = made ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    let new = modifier.value
    if let old = node.last, old != new {
      node.graph.afterUpdate { modifier.action(old, new) }
    } else if made == nil, modifier.initial {
      node.graph.afterUpdate { modifier.action(new, new) }
    }
    node.last = new
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var last: V?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
  }
}

/// Starts an asynchronous task when what it modifies appears (and when its id changes).
struct TaskModifier: ViewModifier {
  typealias Body = Never
  let id: AnyHashable
  let action: @Sendable () async -> Void

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    if node.id != modifier.id {
      node.id = modifier.id
      node.task?.cancel()
      let action = modifier.action
      let tracker = TaskTracker.shared
      node.graph.afterUpdate {
        node.task = tracker.start { await action() }
      }
    }
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var id: AnyHashable?
    var task: Task<Void, Never>?
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
    override func detach() {
      super.detach()
      task?.cancel()
    }
  }
}

/// The tasks views started (`.task`) that have not finished. The audit judges a screen as it first
/// shows, before its tasks end, as a snapshot test on iOS does; a test or a host that wants the
/// screen after its tasks ran calls `settle(within:)`.
@MainActor public final class TaskTracker {
  /// The tracker.
  public static let shared = TaskTracker()
  private var running = 0

  /// How many tasks have not finished.
  public var unfinished: Int { running }

  func start(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    running += 1
    return Task { @MainActor in
      await work()
      self.running -= 1
    }
  }

  /// Runs the main run loop until every task has finished or `seconds` have passed; returns how
  /// many had not finished.
  @discardableResult
  public func settle(within seconds: Double) -> Int {
    let deadline = Date(timeIntervalSinceNow: max(0, min(seconds, 60)))
    while running > 0, Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return running
  }
}
