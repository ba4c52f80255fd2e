/// Builds a tab view's content, as SwiftUI's `TabContentBuilder`: views, as `ViewBuilder` builds
/// them, where a `Tab`'s value is of the tab view's selection type, so that
/// `Tab(value: .inbox) { … }` finds `.inbox` in it.
@MainActor @preconcurrency @resultBuilder public enum TabContentBuilder<SelectionValue: Hashable> {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    ViewBuilder.buildBlock(repeat each content)
  }
  /// A view that is there or not (`if` without `else`).
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// A view that is there or not (`if` without `else`).
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(first: first)
  }
  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(second: second)
  }
  /// A view behind `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    ViewBuilder.buildLimitedAvailability(content)
  }
  /// A tab whose value is of the selection's type.
  public static func buildExpression<Content: View>(
    _ tab: Tab<SelectionValue, Content>, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Tab<SelectionValue, Content> {
    ViewBuilder.buildExpression(tab, file: file, line: line, column: column)
  }
  /// Any other view, as `ViewBuilder` takes it.
  @_disfavoredOverload
  public static func buildExpression<Content: View>(
    _ content: Content, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Content {
    ViewBuilder.buildExpression(content, file: file, line: line, column: column)
  }
}
