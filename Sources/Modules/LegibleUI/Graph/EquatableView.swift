/// A view that says itself, with `==`, whether it changed, as SwiftUI's `EquatableView`: the
/// graph evaluates its content's body again only when `==` says the new value differs from the
/// last, whatever its other fields (a closure, a formatter) hold. It draws its content unchanged.
public struct EquatableView<Content: View & Equatable>: View, @MainActor Equatable {
  /// The view compared and shown.
  public var content: Content

  /// A view compared with `content`'s `==`.
  public init(content: Content) { self.content = content }

  public var body: Content { content }

  public static func == (a: EquatableView, b: EquatableView) -> Bool { a.content == b.content }
}

extension View where Self: Equatable {
  /// The view, compared with its own `==` when its parent is evaluated again.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
