import Foundation
import LegibleUI

/// What a chart shows, as Swift Charts' `ChartContent`: marks (`BarMark`, `LineMark`, …), marks
/// made for each element of a collection (`ForEach`), and content of your own whose `body` is
/// other content. A chart collects its content into marks (`PlottedMark`) each time its body is
/// evaluated; the content itself draws nothing.
@MainActor @preconcurrency public protocol ChartContent {
  /// The content this content is made of.
  associatedtype Body: ChartContent
  /// The content this content is made of (marks have none).
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that gives marks itself, rather than through a body.
@MainActor protocol PrimitiveChartContent {
  func collect(into marks: inout [PlottedMark])
}

/// Appends the marks of `content` to `marks`, in the order written.
@MainActor func collectMarks<Content: ChartContent>(_ content: Content, into marks: inout [PlottedMark]) {
  if let primitive = content as? any PrimitiveChartContent {
    primitive.collect(into: &marks)
  } else {
    collectMarks(content.body, into: &marks)
  }
}

/// Content of several parts, in order: what the builder makes of a block, an `if` or a loop.
public struct _ChartContentList: ChartContent, PrimitiveChartContent {
  let parts: [any ChartContent]
  public var body: Never { fatalError("_ChartContentList has no body") }

  func collect(into marks: inout [PlottedMark]) {
    for part in parts { collectMarks(part, into: &marks) }
  }
}

/// Builds chart content from a closure's statements, as Swift Charts' `ChartContentBuilder`.
@MainActor @resultBuilder public enum ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  public static func buildBlock() -> _ChartContentList { _ChartContentList(parts: []) }
  public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> _ChartContentList {
    var parts: [any ChartContent] = []
    for part in repeat each content { parts.append(part) }
    return _ChartContentList(parts: parts)
  }
  public static func buildOptional(_ content: (any ChartContent)?) -> _ChartContentList {
    _ChartContentList(parts: content.map { [$0] } ?? [])
  }
  public static func buildEither<C: ChartContent>(first content: C) -> _ChartContentList {
    _ChartContentList(parts: [content])
  }
  public static func buildEither<C: ChartContent>(second content: C) -> _ChartContentList {
    _ChartContentList(parts: [content])
  }
  public static func buildArray<C: ChartContent>(_ content: [C]) -> _ChartContentList {
    _ChartContentList(parts: content)
  }
  public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> _ChartContentList {
    _ChartContentList(parts: [content])
  }
}

extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
  public var body: Never { fatalError("ForEach has no body") }

  /// Marks for each element of `data`, identified by their `id`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(_content: data, id: { $0.id }, content: content)
  }

  /// Marks for each element of `data`, identified by the property `id` names.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(_content: data, id: { $0[keyPath: id] }, content: content)
  }

  func collect(into marks: inout [PlottedMark]) {
    for element in data { collectMarks(content(element), into: &marks) }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
  /// Marks for each number of `data`.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(_content: data, id: { $0 }, content: content)
  }
}
