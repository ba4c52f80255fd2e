/// Builds a `#Preview`'s body in a catalog, as `ViewBuilder` does, and keeps the line of each of
/// its views (`_PreviewRoot`): the first step of the callers findings show is the preview's own
/// line, even for a component of the team's written bare (`OrderList()`), whose type has no room
/// for one. Only the catalog's generated code uses it; a team's `#Preview` stays a view builder.
@MainActor @resultBuilder public enum _PreviewBodyBuilder {
  /// A view of the preview, with the line that wrote it.
  public static func buildExpression<Content: View>(
    _ content: Content, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> _PreviewRoot<Content> {
    _PreviewRoot(
      content: ViewBuilder.buildExpression(content, file: file, line: line, column: column),
      _site: _CallSite(file: file, line: line, column: column))
  }
  // The rest is `ViewBuilder`'s.
  public static func buildBlock() -> EmptyView { ViewBuilder.buildBlock() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > { ViewBuilder.buildBlock(repeat each content) }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    ViewBuilder.buildEither(first: first)
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    ViewBuilder.buildEither(second: second)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    ViewBuilder.buildLimitedAvailability(content)
  }
}

/// A view of a preview's body, at the line that wrote it: shows `content`, and gives the views
/// inside it that know no line of their own (a bare component's) the preview's.
public struct _PreviewRoot<Content: View>: View {
  let content: Content
  public var _site: _CallSite?

  public var body: Content { content }
}

extension _PreviewRoot where Content == AnyView {
  /// `view`, of a type known only here, at `site`.
  @MainActor static func showing(_ view: any View, at site: _CallSite) -> AnyView {
    func root<V: View>(_ view: V) -> AnyView { AnyView(_PreviewRoot<V>(content: view, _site: site)) }
    return root(view)
  }
}
