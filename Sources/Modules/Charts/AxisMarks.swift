import Foundation
import LegibleUI

/// What an axis shows at its values, as Swift Charts' `AxisContent`: `AxisMarks` with grid lines,
/// ticks and labels, given to `chartXAxis { … }` and `chartYAxis { … }`.
@MainActor @preconcurrency public protocol AxisContent {
  /// The content this content is made of.
  associatedtype Body: AxisContent
  /// The content this content is made of (the marks have none).
  @AxisContentBuilder var body: Body { get }
}

extension Never: AxisContent {}

/// What one value of an axis shows: its grid line, its tick, its label, as the axis content
/// written for it says.
struct AxisMarkParts {
  var grid = false
  var tick = false
  var labels: [AxisLabelPart] = []
}

/// A label an axis value shows: its text (formatted or the default), or a view of the app's.
struct AxisLabelPart {
  var view: AnyView?
  /// Formats the value in the chart's locale.
  var format: ((PlotValue, Locale) -> String?)?
  var font: Font?
  var style: AnyShapeStyle?
}

/// Axis content that says what a value shows.
@MainActor protocol PrimitiveAxisContent {
  func apply(to parts: inout AxisMarkParts)
}

@MainActor func applyAxisContent<Content: AxisContent>(_ content: Content, to parts: inout AxisMarkParts) {
  if let primitive = content as? any PrimitiveAxisContent {
    primitive.apply(to: &parts)
  } else {
    applyAxisContent(content.body, to: &parts)
  }
}

/// Axis content of several parts, in order.
public struct _AxisContentList: AxisContent, PrimitiveAxisContent {
  let parts: [any AxisContent]
  public var body: Never { fatalError("_AxisContentList has no body") }
  func apply(to marks: inout AxisMarkParts) { for part in parts { applyAxisContent(part, to: &marks) } }
}

/// Builds axis content, as Swift Charts' `AxisContentBuilder` (and `AxisMarkBuilder`).
@MainActor @resultBuilder public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
  public static func buildBlock() -> _AxisContentList { _AxisContentList(parts: []) }
  public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> _AxisContentList {
    var parts: [any AxisContent] = []
    for part in repeat each content { parts.append(part) }
    return _AxisContentList(parts: parts)
  }
  public static func buildOptional(_ content: (any AxisContent)?) -> _AxisContentList {
    _AxisContentList(parts: content.map { [$0] } ?? [])
  }
  public static func buildEither<C: AxisContent>(first content: C) -> _AxisContentList {
    _AxisContentList(parts: [content])
  }
  public static func buildEither<C: AxisContent>(second content: C) -> _AxisContentList {
    _AxisContentList(parts: [content])
  }
}

/// The marks of one value: Swift Charts' name for the builder of `AxisMarks`' content.
public typealias AxisMarkBuilder = AxisContentBuilder

/// A line across the plot at the value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisContent, PrimitiveAxisContent {
  public var body: Never { fatalError("AxisGridLine has no body") }
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
  func apply(to parts: inout AxisMarkParts) { parts.grid = true }
}

/// A short line at the value, beside the plot, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisContent, PrimitiveAxisContent {
  public var body: Never { fatalError("AxisTick has no body") }
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
  func apply(to parts: inout AxisMarkParts) { parts.tick = true }
}

/// The value's label, as Swift Charts' `AxisValueLabel`: the value formatted as the axis does,
/// with a format of the app's, or a view of the app's. It is text in the caption 2 style unless
/// a font is set, so it grows with the text size.
public struct AxisValueLabel: AxisContent, PrimitiveAxisContent {
  let part: AxisLabelPart
  public var body: Never { fatalError("AxisValueLabel has no body") }

  /// The value, formatted as the axis does.
  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    part = AxisLabelPart()
  }

  /// The value in `format` (`.dateTime.month(.narrow)`, `.percent`).
  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) where F.FormatInput: Plottable, F.FormatOutput == String {
    part = AxisLabelPart(format: Self.formatting(format))
  }

  /// A view of the app's.
  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    part = AxisLabelPart(view: AnyView(content()))
  }

  /// The text `label`, localized.
  public init(
    _ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    part = AxisLabelPart(view: AnyView(Text(label)))
  }

  /// The text `label`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    part = AxisLabelPart(view: AnyView(Text(verbatim: String(label))))
  }

  /// The text `label`.
  public init(
    _ label: Text, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    part = AxisLabelPart(view: AnyView(label))
  }

  func apply(to parts: inout AxisMarkParts) { parts.labels.append(part) }

  /// Formats a value with `format`, where the value is of the format's input type.
  nonisolated static func formatting<F: FormatStyle>(_ format: F) -> (PlotValue, Locale) -> String?
  where F.FormatInput: Plottable, F.FormatOutput == String {
    { value, locale in plottable(F.FormatInput.self, from: value).map(format.locale(locale).format) }
  }
}

/// How an axis resolves labels that collide (they are left out in turn here, as by default).
public struct AxisValueLabelCollisionResolution: Sendable {
  public static let automatic = AxisValueLabelCollisionResolution()
  public static let truncate = AxisValueLabelCollisionResolution()
  public static let disabled = AxisValueLabelCollisionResolution()
  public static func greedy(minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
    .automatic
  }
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil)
    -> AxisValueLabelCollisionResolution
  { .automatic }
}

/// Which way an axis label runs (horizontal here; other orientations are reported).
public struct AxisValueLabelOrientation: Sendable, Equatable {
  let name: String
  public static let automatic = AxisValueLabelOrientation(name: "automatic")
  public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
  public static let vertical = AxisValueLabelOrientation(name: "vertical")
  public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// Axis content with a font or a style set for its labels and lines.
public struct _StyledAxisContent<Content: AxisContent>: AxisContent, PrimitiveAxisContent {
  let content: Content
  let font: Font?
  let style: AnyShapeStyle?
  var notApplied: [String] = []
  public var body: Never { fatalError("_StyledAxisContent has no body") }

  func apply(to parts: inout AxisMarkParts) {
    var inner = AxisMarkParts()
    applyAxisContent(content, to: &inner)
    parts.grid = parts.grid || inner.grid
    parts.tick = parts.tick || inner.tick
    for var label in inner.labels {
      label.font = label.font ?? font
      label.style = label.style ?? style
      parts.labels.append(label)
    }
  }
}

extension AxisContent {
  /// The labels in `font` (a fixed size does not grow with the text size, as on iOS).
  public func font(_ font: Font?) -> _StyledAxisContent<Self> {
    _StyledAxisContent(content: self, font: font, style: nil)
  }
  /// The labels and lines in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _StyledAxisContent<Self> {
    _StyledAxisContent(content: self, font: nil, style: AnyShapeStyle(style))
  }
  /// The marks shifted (not applied: drawn in place, and reported).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _StyledAxisContent<Self> {
    _StyledAxisContent(
      content: self, font: nil, style: nil, notApplied: x != 0 || y != 0 ? ["offset(x:y:) on axis marks"] : []
    )
  }
}

/// Which side of the plot an axis is on.
public struct AxisMarkPosition: Sendable, Equatable {
  let name: String
  public static let automatic = AxisMarkPosition(name: "automatic")
  public static let leading = AxisMarkPosition(name: "leading")
  public static let trailing = AxisMarkPosition(name: "trailing")
  public static let top = AxisMarkPosition(name: "top")
  public static let bottom = AxisMarkPosition(name: "bottom")
}

/// The look an axis starts from, as Swift Charts' `AxisMarkPreset`.
public struct AxisMarkPreset: Sendable {
  public static let automatic = AxisMarkPreset()
  public static let extended = AxisMarkPreset()
  public static let aligned = AxisMarkPreset()
  public static let inset = AxisMarkPreset()
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
  enum Kind: Sendable {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case dateStride(Calendar.Component, count: Int)
    case values([PlotValue])
  }
  let kind: Kind

  /// Round values chosen by the chart.
  public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))
  /// About `desiredCount` round values.
  public static func automatic(
    minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }
  /// Every `step`, from the domain's start.
  public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
    -> AxisMarkValues
  {
    AxisMarkValues(kind: .stride(step))
  }
  /// Every `count` `component`s (`.stride(by: .month)`).
  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil, calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .dateStride(component, count: max(1, count)))
  }
  /// Exactly these values.
  public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
    AxisMarkValues(kind: .values(values.map { PlotValue($0) }))
  }
}

/// The value an axis mark stands for, as Swift Charts' `AxisValue`.
public struct AxisValue {
  let value: PlotValue
  /// Its place among the axis's values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int

  /// The value as `type`, or nil where it is not one.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { plottable(type, from: value) }
}

/// `value` as a `P`, through `P`'s primitive.
func plottable<P: Plottable>(_ type: P.Type, from value: PlotValue) -> P? {
  let candidates: [Any]
  switch value {
  case .number(let number):
    var numbers: [Any] = [number, Float(number), CGFloat(number), Decimal(number)]
    if number.rounded() == number, abs(number) < 9e18 {
      numbers += [Int(number), Int64(number), Int32(clamping: Int(number)), Int16(clamping: Int(number))]
      if number >= 0 { numbers += [UInt(number), UInt64(number)] }
    }
    candidates = numbers
  case .category(let string): candidates = [string]
  case .date(let date): candidates = [date]
  }
  for candidate in candidates { if let found = candidate as? P { return found } }
  if P.PrimitivePlottable.self != P.self, let primitive = plottable(P.PrimitivePlottable.self, from: value) {
    return P(primitivePlottable: primitive)
  }
  return nil
}

/// The marks of an axis's values, as Swift Charts' `AxisMarks`: by default a grid line, a tick
/// and the value's label at each round value.
public struct AxisMarks: AxisContent {
  let position: AxisMarkPosition
  let values: AxisMarkValues
  /// What each value shows; nil for the default.
  let content: ((AxisValue) -> AxisMarkParts)?
  /// The labels' font and style, set on the marks.
  var font: Font?
  var style: AnyShapeStyle?
  /// What written on the marks is not applied here (reported by the chart).
  var notApplied: [String] = []
  public var body: Never { fatalError("AxisMarks has no body") }

  /// The default marks.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {
    self.position = position
    self.values = values
    content = nil
  }

  /// The default marks, their labels in `format` (`.currency(code:)`, `.percent`).
  public init<F: FormatStyle>(
    format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where F.FormatInput: Plottable, F.FormatOutput == String {
    let label = AxisLabelPart(format: AxisValueLabel.formatting(format))
    self.position = position
    self.values = values
    content = { _ in AxisMarkParts(grid: true, tick: true, labels: [label]) }
  }

  /// The default marks at exactly `values`.
  public init<P: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
    stroke: StrokeStyle? = nil
  ) {
    self.init(preset: preset, position: position, values: .values(values))
  }

  /// Marks of `content` at each value.
  public init<Content: AxisContent>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> Content
  ) {
    self.position = position
    self.values = values
    self.content = { value in
      var parts = AxisMarkParts()
      applyAxisContent(content(value), to: &parts)
      return parts
    }
  }

  /// Marks of `content` at exactly `values`.
  public init<P: Plottable, Content: AxisContent>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
    @AxisContentBuilder content: @escaping (AxisValue) -> Content
  ) {
    self.init(preset: preset, position: position, values: .values(values), content: content)
  }

  /// The parts of the value `value`.
  func parts(for value: AxisValue) -> AxisMarkParts {
    var parts = content?(value) ?? AxisMarkParts(grid: true, tick: true, labels: [AxisLabelPart()])
    for index in parts.labels.indices {
      parts.labels[index].font = parts.labels[index].font ?? font
      parts.labels[index].style = parts.labels[index].style ?? style
    }
    return parts
  }
}

/// Axis content that is (or holds) whole `AxisMarks`.
@MainActor protocol AxisMarksSource {
  func axisMarks() -> [AxisMarks]
}

/// The `AxisMarks` in `content`, in order.
@MainActor func axisMarks<Content: AxisContent>(in content: Content) -> [AxisMarks] {
  if let source = content as? any AxisMarksSource { return source.axisMarks() }
  if content is any PrimitiveAxisContent { return [] }
  return axisMarks(in: content.body)
}

extension AxisMarks: AxisMarksSource {
  func axisMarks() -> [AxisMarks] { [self] }
}

extension _AxisContentList: AxisMarksSource {
  func axisMarks() -> [AxisMarks] { parts.flatMap { Charts.axisMarks(in: $0) } }
}

extension _StyledAxisContent: AxisMarksSource {
  func axisMarks() -> [AxisMarks] {
    Charts.axisMarks(in: content).map { marks in
      var marks = marks
      marks.font = marks.font ?? font
      marks.style = marks.style ?? style
      marks.notApplied += notApplied
      return marks
    }
  }
}

/// An axis as the chart draws it: whether it shows, and the axis marks written for it (the
/// default marks where none are).
struct AxisSpec {
  var visibility: Visibility = .automatic
  var marks: [AxisMarks] = []
}
