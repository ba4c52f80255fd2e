import Foundation
import LegibleUI

/// A mark of a chart: one record (`PlottedMark`) the chart lays out and draws.
protocol SingleMark: ChartContent, PrimitiveChartContent where Body == Never {
  var mark: PlottedMark { get }
}

extension SingleMark {
  func collect(into marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A bar from zero to a value (or between two values), as Swift Charts' `BarMark`: vertical when
/// `x` is a category or a date and `y` a number, horizontal the other way round.
public struct BarMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("BarMark has no body") }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = PlottedMark(kind: .bar, x: AxisPlacement(x), y: AxisPlacement(y))
    mark.width = width
    mark.height = height
    mark.stacking = stacking
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    mark = PlottedMark(kind: .bar, x: AxisPlacement(x), y: AxisPlacement(start: yStart, end: yEnd))
    mark.width = width
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    mark = PlottedMark(kind: .bar, x: AxisPlacement(start: xStart, end: xEnd), y: AxisPlacement(y))
    mark.height = height
  }

  /// A bar across the chart's height at `x`.
  public init<X: Plottable>(
    x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = PlottedMark(kind: .bar, x: AxisPlacement(x))
    mark.width = width
    mark.stacking = stacking
  }

  /// A bar across the chart's width at `y`.
  public init<Y: Plottable>(
    y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = PlottedMark(kind: .bar, y: AxisPlacement(y))
    mark.height = height
    mark.stacking = stacking
  }
}

/// A point of a line through the chart's points in order, as Swift Charts' `LineMark`: marks of
/// one series (one style by `foregroundStyle(by:)`, or one `series:`) make one line.
public struct LineMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("LineMark has no body") }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = PlottedMark(kind: .line, x: AxisPlacement(x), y: AxisPlacement(y))
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    mark = PlottedMark(kind: .line, x: AxisPlacement(x), y: AxisPlacement(y))
    mark.lineSeries = ChartSeries.name(of: series.value)
  }
}

/// A point, as Swift Charts' `PointMark`: a filled circle (or the series' symbol).
public struct PointMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("PointMark has no body") }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = PlottedMark(kind: .point, x: AxisPlacement(x), y: AxisPlacement(y))
  }

  /// A point at `x`, in the middle of the chart's height.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = PlottedMark(kind: .point, x: AxisPlacement(x))
  }

  /// A point at `y`, in the middle of the chart's width.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = PlottedMark(kind: .point, y: AxisPlacement(y))
  }
}

/// The area under a line (or between two lines), as Swift Charts' `AreaMark`: marks of one
/// series make one area, stacked on the series before by default.
public struct AreaMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("AreaMark has no body") }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    mark = PlottedMark(kind: .area, x: AxisPlacement(x), y: AxisPlacement(y))
    mark.stacking = stacking
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
    stacking: MarkStackingMethod = .standard
  ) {
    self.init(x: x, y: y, stacking: stacking)
    mark.lineSeries = ChartSeries.name(of: series.value)
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = PlottedMark(kind: .area, x: AxisPlacement(x), y: AxisPlacement(start: yStart, end: yEnd))
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    mark = PlottedMark(kind: .area, x: AxisPlacement(start: xStart, end: xEnd), y: AxisPlacement(y))
  }

  /// A band between `yStart` and `yEnd` along x, in the series `series` (one area per series).
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    self.init(x: x, yStart: yStart, yEnd: yEnd)
    mark.lineSeries = ChartSeries.name(of: series.value)
  }

  /// A band between `xStart` and `xEnd` along y, in the series `series` (one area per series).
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    self.init(xStart: xStart, xEnd: xEnd, y: y)
    mark.lineSeries = ChartSeries.name(of: series.value)
  }
}

/// A straight line across the chart at a value (a target, an average), or over a span, as
/// Swift Charts' `RuleMark`.
public struct RuleMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("RuleMark has no body") }

  /// A vertical line at `x`, across the chart.
  public init<X: Plottable>(x: PlottableValue<X>) {
    mark = PlottedMark(kind: .rule, x: AxisPlacement(x))
  }

  /// A horizontal line at `y`, across the chart.
  public init<Y: Plottable>(y: PlottableValue<Y>) {
    mark = PlottedMark(kind: .rule, y: AxisPlacement(y))
  }

  /// A vertical line at `x`, from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil
  ) {
    mark = PlottedMark(kind: .rule, x: AxisPlacement(x), y: AxisPlacement(start: yStart, end: yEnd))
  }

  /// A horizontal line at `y`, from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>
  ) {
    mark = PlottedMark(kind: .rule, x: AxisPlacement(start: xStart, end: xEnd), y: AxisPlacement(y))
  }
}

/// A rectangle at a place (a cell of a heat map), as Swift Charts' `RectangleMark`.
public struct RectangleMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("RectangleMark has no body") }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    mark = PlottedMark(kind: .rectangle, x: AxisPlacement(x), y: AxisPlacement(y))
    mark.width = width
    mark.height = height
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = PlottedMark(
      kind: .rectangle, x: AxisPlacement(start: xStart, end: xEnd), y: AxisPlacement(start: yStart, end: yEnd)
    )
  }

  /// A rectangle at `x`, `width` wide, from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    mark = PlottedMark(kind: .rectangle, x: AxisPlacement(x), y: AxisPlacement(start: yStart, end: yEnd))
    mark.width = width
  }

  /// A rectangle at `y`, `height` tall, from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    mark = PlottedMark(kind: .rectangle, x: AxisPlacement(start: xStart, end: xEnd), y: AxisPlacement(y))
    mark.height = height
  }

  /// A band across the chart's height from `xStart` to `xEnd`.
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    mark = PlottedMark(kind: .rectangle, x: AxisPlacement(start: xStart, end: xEnd))
  }

  /// A band across the chart's width from `yStart` to `yEnd`.
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = PlottedMark(kind: .rectangle, y: AxisPlacement(start: yStart, end: yEnd))
  }
}

/// A slice of a pie or a donut, as Swift Charts' `SectorMark` (iOS 17): its angle is its value's
/// share of all the sectors' values.
public struct SectorMark: SingleMark {
  var mark: PlottedMark
  public var body: Never { fatalError("SectorMark has no body") }

  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
    outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    mark = PlottedMark(kind: .sector)
    mark.angle = max(0, angle.value.continuous ?? 0)
    mark.innerRadius = innerRadius
    mark.outerRadius = outerRadius
    mark.angularInset = angularInset ?? 0
  }
}
