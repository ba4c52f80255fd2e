import Foundation
import Legible

extension View {
  /// Runs `action` on a tap on the view (after `count` taps; one is counted here).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(
      GestureModifier(make: { TapGestureRecognizer() }) { recognizer in
        if recognizer.state == .ended { action() }
      })
  }

  /// Runs `action` with where a tap on the view landed, in `coordinateSpace` (one tap is counted
  /// here), as `SpatialTapGesture` reports it.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }

  /// Runs `action` when a press on the view has lasted `minimumDuration` seconds; tells
  /// `onPressingChanged` when the press is held (here, once it has lasted its time) and when it ends.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      GestureModifier(make: { LongPressGestureRecognizer(minimumDuration: minimumDuration) }) { recognizer in
        switch recognizer.state {
        case .began:
          onPressingChanged?(true)
          action()
        case .ended, .cancelled, .failed: onPressingChanged?(false)
        default: break
        }
      })
  }

  /// Runs `action` when a press has lasted `minimumDuration` seconds, telling `pressing` when the
  /// press is held and when it ends (the older form; here a press counts as held once it has
  /// lasted its time).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}

/// A gesture recognizer on the first retained view of what it modifies, made once and kept by
/// the modifier's node; its action is the latest (it may capture new state). A gesture makes any
/// view take touches, a text or an image too, as in SwiftUI.
struct GestureModifier: ViewModifier {
  typealias Body = Never
  let make: @MainActor () -> GestureRecognizer
  /// What of the gesture is not performed here, reported on the view it is on.
  var notApplied: String? = nil
  let action: (GestureRecognizer) -> Void

  init(
    make: @escaping @MainActor () -> GestureRecognizer, notApplied: String? = nil,
    action: @escaping (GestureRecognizer) -> Void
  ) {
    self.make = make
    self.notApplied = notApplied
    self.action = action
  }

  static func _node<C: View>(_ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext)
    -> _ViewNode
  {
    let node = (node as? Node) ?? Node(context)
    node.environment = context.environment
    node.content = updateChild(content, node.content, context.child(of: node))
    let recognizer = node.recognizer ?? modifier.make()
    node.recognizer = recognizer
    let action = modifier.action
    recognizer.action = { action($0) }
    node.notApplied = modifier.notApplied
    node.attach()
    return node
  }

  @MainActor final class Node: ViewNode {
    var content: ViewNode?
    var recognizer: GestureRecognizer?
    var notApplied: String?
    weak var host: Legible.View?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    func attach() {
      let output = content?.output ?? []
      if let first = output.first, first !== host, let recognizer {
        host?.removeGestureRecognizer(recognizer)
        first.isUserInteractionEnabled = true
        first.addGestureRecognizer(recognizer)
        host = first
      }
      if let notApplied, let host, !host.notApplied.contains(notApplied) {
        host.notApplied.append(notApplied)
      }
      setOutput(output)
    }

    override func childOutputDidChange() { rearranging(attach) }
  }
}
