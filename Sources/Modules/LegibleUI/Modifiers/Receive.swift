import Combine
import Legible

extension View {
  /// Runs `action` with each value `publisher` delivers, for as long as the view is on screen.
  /// The subscription starts after the update that shows the view (a value delivered at once, as a
  /// `@Published` property's current one, arrives then), and is made again when the view is given
  /// another publisher object.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}

/// Subscribes the view's action to a publisher while the view is in the graph.
struct ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
  typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    node.setOutput(node.content?.output ?? [])
    node.action.value = modifier.action
    let identity = Self.identity(of: modifier.publisher)
    if node.subscription == nil || identity != node.identity {
      node.identity = identity
      node.subscription?.cancel()
      node.subscription = nil
      let publisher = Sent(modifier.publisher)
      let action = node.action
      node.graph.afterUpdate {
        guard node.isAttached else { return }
        node.subscription = publisher.value.sink { value in
          let value = Sent(value)
          DynamicProperties.onMainActor { action.value?(value.value) }
        }
      }
    }
    return node
  }

  /// The object behind a publisher (itself, or the first object it holds), by which a new
  /// publisher is told from the same one given again; nil for a publisher that holds none.
  static func identity(of publisher: P) -> ObjectIdentifier? {
    if type(of: publisher as Any) is AnyClass { return ObjectIdentifier(publisher as AnyObject) }
    for child in Mirror(reflecting: publisher).children {
      if type(of: child.value) is AnyClass { return ObjectIdentifier(child.value as AnyObject) }
    }
    return nil
  }

  /// The action, replaced at each update so that it sees the view's latest values.
  final class Action: @unchecked Sendable {
    var value: ((P.Output) -> Void)?
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var identity: ObjectIdentifier?
    var subscription: AnyCancellable?
    let action = Action()
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func childOutputDidChange() {
      if setOutput(content?.output ?? []) { outputDidChange() }
    }
    override func detach() {
      super.detach()
      subscription?.cancel()
      subscription = nil
      action.value = nil
    }
  }
}

/// A value handed from a publisher's thread to the main actor.
struct Sent<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
