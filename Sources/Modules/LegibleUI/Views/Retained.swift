import Legible

/// A retained view in a description, as SwiftUI's `UIViewRepresentable` holds a UIKit view:
/// `make` builds it once, for as long as the description keeps its identity; `update` runs at
/// every update (with the latest state). A part that keeps its size and carries gestures of its
/// own (a tab bar, a navigation bar) is written once with retained views and used in both.
public struct Retained<Wrapped: Legible.View>: View, PrimitiveView {
  let make: @MainActor () -> Wrapped
  let updateView: @MainActor (Wrapped) -> Void

  /// A retained view made by `make` and brought up to date by `update`.
  public init(
    make: @escaping @MainActor () -> Wrapped, update: @escaping @MainActor (Wrapped) -> Void = { _ in }
  ) {
    self.make = make
    updateView = update
  }

  func makeNode(_ context: _ViewContext) -> LeafNode<Wrapped> { LeafNode(context, make()) }
  func update(_ node: LeafNode<Wrapped>, _ context: _ViewContext) { updateView(node.view) }
}

/// Legible's retained view type, for `Retained`'s users.
public typealias RetainedView = Legible.View
