/// Marks grouped as one plot, as Swift Charts' `Plot`: its content is drawn as written; the
/// grouping tells VoiceOver to treat the marks as one series (kept: no assistive technology runs
/// here).
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  public var body: Never { fatalError("Plot has no body") }

  /// A plot of the marks `content` makes.
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  func collect(into marks: inout [PlottedMark]) { collectMarks(content, into: &marks) }
}
