import Legible

/// A retained view of your own inside a description, as SwiftUI's `UIViewRepresentable`: `make`
/// runs once for the identity, `update` after every evaluation. For the parts a description does
/// not spell: a custom bar that draws its items, a navigation bar with a gesture of its own.
public struct Retained<Wrapped: Legible.View>: View, PrimitiveView {
  public static func _lower(_ view: Self, _ lowering: inout _Lowering) {
    view.lower(lowering.context, into: &lowering.list)
  }

  let make: @MainActor () -> Wrapped
  let update: @MainActor (Wrapped) -> Void

  /// A retained view made once by `make`, and brought up to date by `update` at each evaluation.
  public init(
    make: @escaping @MainActor () -> Wrapped, update: @escaping @MainActor (Wrapped) -> Void = { _ in }
  ) {
    self.make = make
    self.update = update
  }

  func lower(_ context: LowerContext, into list: inout [Lowered]) {
    let (make, update) = (self.make, self.update)
    list.append(
      Lowered(context, kind: "Retained<\(Wrapped.self)>", view: make) { node in
        if let view = node.view as? Wrapped { update(view) }
      })
  }
}

/// Legible's retained view class, under a name that does not clash with this module's `View`
/// protocol (a file that imports both modules can name either).
public typealias RetainedView = Legible.View
