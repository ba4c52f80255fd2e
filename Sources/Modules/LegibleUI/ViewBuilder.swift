/// Builds views from a block of statements, as SwiftUI's `@ViewBuilder`: several views, `if`,
/// `if`–`else`, `switch` and optional views.
@resultBuilder @MainActor public enum ViewBuilder {
  /// An empty block: no view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// A block of one view: that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// A block of several views: all of them, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }
  /// One view as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` with no `else`: the view, or none.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The `if` branch of an `if`–`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { .first(first) }
  /// The `else` branch of an `if`–`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { .second(second) }
  /// A view in an `if #available` branch, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
