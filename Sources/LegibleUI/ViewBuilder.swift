/// Builds views from a block of statements, as SwiftUI's `@ViewBuilder`: several views, `if`,
/// `if`–`else`, `switch` and optional views.
@resultBuilder @MainActor public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { .first(first) }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { .second(second) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
