import Foundation
import LegibleUI

/// Content whose marks a modifier changed (`foregroundStyle(_:)`, `annotation(…)`, …).
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  let change: (inout PlottedMark) -> Void
  public var body: Never { fatalError("_ModifiedChartContent has no body") }

  func collect(into marks: inout [PlottedMark]) {
    let first = marks.count
    collectMarks(content, into: &marks)
    for index in first..<marks.count { change(&marks[index]) }
  }
}

/// The names a series value goes by in the legend and in the style scale.
enum ChartSeries {
  static func name(of value: PlotValue) -> String {
    switch value {
    case .category(let string): string
    case .number(let number):
      number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
    }
  }
}

extension ChartContent {
  private func changing(_ change: @escaping (inout PlottedMark) -> Void) -> _ModifiedChartContent<Self> {
    _ModifiedChartContent(content: self, change: change)
  }

  /// The marks drawn in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    changing { $0.style = AnyShapeStyle(style) }
  }

  /// The marks coloured by `value`'s series: each value its colour from the chart's style scale
  /// (`chartForegroundStyleScale`, else the default colours in order), and its entry in the legend.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let name = ChartSeries.name(of: value.value)
    return changing { $0.series = name }
  }

  /// The marks' points drawn with a symbol per `value`'s series (drawn as circles here; the
  /// series' shapes are reported: `not-applied`).
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    let name = ChartSeries.name(of: value.value)
    return changing {
      $0.symbolSeries = name
      $0.notApplied.append("symbol(by:)")
    }
  }

  /// The marks' points drawn with `symbol` (drawn as circles here, reported: `not-applied`).
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    changing { $0.notApplied.append("symbol(_:)") }
  }

  /// The marks' points drawn as the view `symbol` makes (drawn as circles here, reported:
  /// `not-applied`).
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
    changing { $0.notApplied.append("symbol(symbol:)") }
  }

  /// The marks' points `size` points across (its area in square points, as in Swift Charts).
  public func symbolSize(_ size: CGFloat) -> some ChartContent {
    changing { $0.symbolSize = size }
  }

  /// The marks' points as large as `size`.
  public func symbolSize(_ size: CGSize) -> some ChartContent {
    changing { $0.symbolSize = size.width * size.height }
  }

  /// The marks of each `value` side by side in their band, rather than stacked.
  public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> some ChartContent {
    let name = ChartSeries.name(of: value.value)
    return changing { $0.group = name }
  }

  /// A line's stroke (its width and dashes).
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    changing { $0.lineStyle = style }
  }

  /// How a line or an area goes from point to point.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    changing { $0.interpolation = method }
  }

  /// Rounds a bar's or a rectangle's corners by `radius` points.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
    changing { $0.cornerRadius = radius }
  }

  /// Clips a bar or a rectangle to `shape`: a rounded rectangle rounds its corners and a capsule
  /// rounds its ends; another shape is reported (`not-applied`) and the mark drawn unclipped.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
    let radius: CGFloat? =
      switch shape {
      case let rounded as RoundedRectangle: min(rounded.cornerSize.width, rounded.cornerSize.height)
      case is Capsule: .greatestFiniteMagnitude
      case is Rectangle: 0
      default: nil
      }
    return changing {
      if let radius { $0.cornerRadius = radius } else { $0.notApplied.append("clipShape(_:style:)") }
    }
  }

  /// How opaque the marks are.
  public func opacity(_ opacity: Double) -> some ChartContent {
    changing { $0.opacity *= max(0, min(1, opacity)) }
  }

  /// A view placed at `position` around each mark (a value over its bar).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some ChartContent {
    let view = AnyView(content())
    return changing {
      $0.annotations.append(
        MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view))
    }
  }

  /// A view placed at `position` around each mark, made with the mark's context.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: (AnnotationContext) -> C
  ) -> some ChartContent {
    let view = AnyView(content(AnnotationContext()))
    return changing {
      $0.annotations.append(
        MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view))
    }
  }

  /// The marks' VoiceOver label (kept: the plot is one drawing here).
  public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
  /// The marks' VoiceOver label, localized.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { self }
  /// The marks' VoiceOver label.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
  /// The marks' VoiceOver value.
  public func accessibilityValue(_ value: Text) -> some ChartContent { self }
  /// The marks' VoiceOver value, localized (`"\(size, specifier: "%.1f") GB"`).
  public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { self }
  /// The marks' VoiceOver value.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
  /// Whether VoiceOver skips the marks.
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }

  /// The marks moved by an offset (not drawn here: reported, `not-applied`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    changing { if x != 0 || y != 0 { $0.notApplied.append("offset(x:y:)") } }
  }

  /// The marks' drawing order.
  public func zIndex(_ value: Double) -> some ChartContent { self }

  /// The marks shown only where `content`'s marks are (not drawn here: the marks are drawn whole,
  /// and reported, `not-applied`).
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
    changing { $0.notApplied.append("mask(content:)") }
  }
}

/// What an annotation's content is told about its mark.
public struct AnnotationContext: Sendable {
  /// The room the annotation has (the size it is proposed).
  public var targetSize: CGSize { .zero }
}

/// A shape for a series' points, as Swift Charts' `ChartSymbolShape` (`.circle`, `.square`, …,
/// SwiftUI's circles, rectangles and capsules, and shapes of the app's).
public protocol ChartSymbolShape: Shape {}

extension Circle: ChartSymbolShape {}
extension Rectangle: ChartSymbolShape {}
extension RoundedRectangle: ChartSymbolShape {}
extension Capsule: ChartSymbolShape {}
extension Ellipse: ChartSymbolShape {}
extension StrokedShape: ChartSymbolShape where Base: ChartSymbolShape {}

extension ChartSymbolShape {
  /// The symbol's outline only, `lineWidth` wide inside its bounds.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// The symbols Swift Charts draws points with.
public struct BasicChartSymbolShape: ChartSymbolShape {
  let name: String
  public static let circle = BasicChartSymbolShape(name: "circle")
  public static let square = BasicChartSymbolShape(name: "square")
  public static let triangle = BasicChartSymbolShape(name: "triangle")
  public static let diamond = BasicChartSymbolShape(name: "diamond")
  public static let pentagon = BasicChartSymbolShape(name: "pentagon")
  public static let plus = BasicChartSymbolShape(name: "plus")
  public static let cross = BasicChartSymbolShape(name: "cross")
  public static let asterisk = BasicChartSymbolShape(name: "asterisk")

  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
}
