import Foundation
import LegibleUI

/// What the chart modifiers set for the charts inside the view they modify (`chartXAxis`,
/// `chartYScale`, `chartLegend`, …): the one environment value of this module, which each modifier
/// changes in part.
struct ChartConfiguration {
  var xAxis = AxisSpec()
  var yAxis = AxisSpec()
  var xDomain: ScaleDomainSpec?
  var yDomain: ScaleDomainSpec?
  var legend: Visibility = .automatic
  var legendPosition: AnnotationPosition = .automatic
  var legendContent: AnyView?
  /// The styles of series by name, in the order given (`chartForegroundStyleScale`).
  var seriesStyles: [(name: String, style: AnyShapeStyle)] = []
  /// Styles given in order to the series, without names (`chartForegroundStyleScale(range:)`).
  var seriesRange: [AnyShapeStyle] = []
  /// Colours the series take along, by value or in order (`chartForegroundStyleScale(range:)`
  /// with a gradient).
  var seriesGradient: Gradient?
  var xAxisTitle: AnyView?
  var yAxisTitle: AnyView?
  var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
  /// Where the chart tells its proxy its geometry (`chartOverlay`, `chartBackground`).
  var geometry: ChartGeometry?
  /// Chart modifiers that change what is drawn and are not applied here (`not-applied`).
  var notApplied: [String] = []
}

private struct ChartConfigurationKey: EnvironmentKey {
  static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

/// A domain written for a chart's scale: a range of values, a list of categories, or the
/// automatic domain with or without zero.
struct ScaleDomainSpec {
  var lower: PlotValue?
  var upper: PlotValue?
  var categories: [String]?
  var includesZero: Bool?
}

/// A domain a chart's scale can be given (`chartYScale(domain: 0...100)`), as Swift Charts'
/// `ScaleDomain`.
public protocol ScaleDomain {
  /// The domain as the chart reads it.
  var _spec: _ScaleDomainSpecBox { get }
}

/// A domain as the chart reads it (opaque to apps).
public struct _ScaleDomainSpecBox {
  let spec: ScaleDomainSpec
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
  public var _spec: _ScaleDomainSpecBox {
    _ScaleDomainSpecBox(spec: ScaleDomainSpec(lower: PlotValue(lowerBound), upper: PlotValue(upperBound)))
  }
}

extension Range: ScaleDomain where Bound: Plottable {
  public var _spec: _ScaleDomainSpecBox {
    _ScaleDomainSpecBox(spec: ScaleDomainSpec(lower: PlotValue(lowerBound), upper: PlotValue(upperBound)))
  }
}

extension Array: ScaleDomain where Element: Plottable {
  public var _spec: _ScaleDomainSpecBox {
    let values = map { PlotValue($0) }
    if values.allSatisfy({ if case .category = $0 { true } else { false } }) {
      return _ScaleDomainSpecBox(spec: ScaleDomainSpec(categories: values.map(ChartSeries.name)))
    }
    let numbers = values.compactMap(\.continuous)
    guard let low = numbers.min(), let high = numbers.max() else {
      return _ScaleDomainSpecBox(spec: ScaleDomainSpec())
    }
    let dates = values.contains { if case .date = $0 { true } else { false } }
    func value(_ number: Double) -> PlotValue {
      dates ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
    }
    return _ScaleDomainSpecBox(spec: ScaleDomainSpec(lower: value(low), upper: value(high)))
  }
}

/// The automatic domain, with or without zero, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
  let includesZero: Bool?
  public var _spec: _ScaleDomainSpecBox {
    _ScaleDomainSpecBox(spec: ScaleDomainSpec(includesZero: includesZero))
  }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The data's own domain.
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
  /// The data's own domain, with or without zero.
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero)
  }
}

/// How a scale maps values, as Swift Charts' `ScaleType` (linear here; others are reported).
public struct ScaleType: Sendable, Equatable {
  let name: String
  public static let linear = ScaleType(name: "linear")
  public static let log = ScaleType(name: "log")
  public static let squareRoot = ScaleType(name: "squareRoot")
  public static let category = ScaleType(name: "category")
  public static let date = ScaleType(name: "date")
  public static func power(exponent: Double = 2) -> ScaleType { ScaleType(name: "power") }
  public static let symmetricLog = ScaleType(name: "symmetricLog")
}

/// The plot area, for `chartPlotStyle { plotArea in … }` to change (a background, a height).
public struct ChartPlotContent: View {
  let content: AnyView
  public var body: some View { content }
}

extension View {
  private func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    transformEnvironment(\.chartConfiguration, transform: change)
  }

  /// Shows or hides the charts' x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View { chart { $0.xAxis.visibility = visibility } }
  /// Shows or hides the charts' y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View { chart { $0.yAxis.visibility = visibility } }

  /// The charts' x axis marks.
  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    let marks = axisMarks(in: content())
    return chart {
      $0.xAxis.marks = marks
      $0.notApplied += marks.flatMap(\.notApplied)
    }
  }

  /// The charts' y axis marks.
  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    let marks = axisMarks(in: content())
    return chart {
      $0.yAxis.marks = marks
      $0.notApplied += marks.flatMap(\.notApplied)
    }
  }

  /// The charts' x scale: its domain (and type: linear here, others reported).
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    let spec = domain._spec.spec
    return chart {
      $0.xDomain = spec
      if let type, type != .linear, type != .category, type != .date {
        $0.notApplied.append("chartXScale(type:)")
      }
    }
  }

  /// The charts' y scale: its domain (and type: linear here, others reported).
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    let spec = domain._spec.spec
    return chart {
      $0.yDomain = spec
      if let type, type != .linear, type != .category, type != .date {
        $0.notApplied.append("chartYScale(type:)")
      }
    }
  }

  /// The charts' x scale's range in the plot: points, or the plot's width with padding (not
  /// applied: the plot's values span its whole width; reported).
  public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    chart { $0.notApplied.append("chartXScale(range:)") }
  }
  /// The charts' y scale's range in the plot (not applied: the plot's values span its whole
  /// height; reported).
  public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    chart { $0.notApplied.append("chartYScale(range:)") }
  }
  /// The charts' x scale: its domain, and its range in the plot (reported, as
  /// `chartXScale(range:)`).
  public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    chartXScale(domain: domain, type: type).chartXScale(range: range)
  }
  /// The charts' y scale: its domain, and its range in the plot (reported, as
  /// `chartYScale(range:)`).
  public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    chartYScale(domain: domain, type: type).chartYScale(range: range)
  }

  /// Shows or hides the charts' legend.
  public func chartLegend(_ visibility: Visibility) -> some View { chart { $0.legend = visibility } }

  /// Puts the charts' legend at `position` (above or below the plot here).
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chart { $0.legendPosition = position }
  }

  /// A legend of the app's in place of the charts' own.
  public func chartLegend<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let view = AnyView(content())
    return chart {
      $0.legendPosition = position
      $0.legendContent = view
      $0.legend = .visible
    }
  }

  /// The styles of the charts' series, by series value (`["Cash": .green, "Card": .blue]`).
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> some View {
    let styles = mapping.map {
      (name: ChartSeries.name(of: PlotValue($0.key)), style: AnyShapeStyle($0.value))
    }
    return chart { $0.seriesStyles = styles }
  }

  /// The styles of the charts' series: `range`'s styles for `domain`'s values, in order.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    domain: [DataValue], range: [S], type: ScaleType? = nil
  ) -> some View {
    let styles = zip(domain, range).map {
      (name: ChartSeries.name(of: PlotValue($0.0)), style: AnyShapeStyle($0.1))
    }
    return chart { $0.seriesStyles = styles }
  }

  /// The styles given to the charts' series in the order they appear, the domain being the
  /// series found (`.automatic`).
  public func chartForegroundStyleScale<S: ShapeStyle>(
    domain: AutomaticScaleDomain, range: [S], type: ScaleType? = nil
  ) -> some View {
    chartForegroundStyleScale(range: range, type: type)
  }

  /// The styles given to the charts' series in the order they appear.
  public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
    let styles = range.map(AnyShapeStyle.init)
    return chart { $0.seriesRange = styles }
  }

  /// The styles of the charts' series taken along `range`: numeric series by their value from the
  /// smallest to the largest, other series evenly in the order they appear.
  public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
    chart { $0.seriesGradient = range }
  }

  /// A title for the charts' x axis, below its labels.
  public func chartXAxisLabel(
    _ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    let view = AnyView(Text(verbatim: label))
    return chart { $0.xAxisTitle = view }
  }

  /// A title of the app's for the charts' x axis.
  public func chartXAxisLabel<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let view = AnyView(content())
    return chart { $0.xAxisTitle = view }
  }

  /// A title for the charts' y axis, above the plot.
  public func chartYAxisLabel(
    _ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    let view = AnyView(Text(verbatim: label))
    return chart { $0.yAxisTitle = view }
  }

  /// A title of the app's for the charts' y axis.
  public func chartYAxisLabel<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let view = AnyView(content())
    return chart { $0.yAxisTitle = view }
  }

  /// Changes the charts' plot area (a background, a border, a height).
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content)
    -> some View
  {
    chart { $0.plotStyle = { AnyView(content($0)) } }
  }

  /// Lets the charts scroll along `axes` (not applied: the whole domain is drawn, reported).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
    chart { $0.notApplied.append("chartScrollableAxes(_:)") }
  }

  /// How much of the x domain shows at once (not applied: the whole domain is drawn, reported).
  public func chartXVisibleDomain<P>(length: P) -> some View {
    chart { $0.notApplied.append("chartXVisibleDomain(length:)") }
  }

  /// The x value the charts are scrolled to (kept: the whole domain is drawn).
  public func chartScrollPosition<P>(x: Binding<P>) -> some View { chart { _ in } }
  /// The x value the charts are scrolled to at first (kept: the whole domain is drawn).
  public func chartScrollPosition<P>(initialX: P) -> some View { chart { _ in } }

  /// The x value a touch selects (never set here: nothing touches the chart).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { chart { _ in } }
  /// The y value a touch selects (never set here).
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { chart { _ in } }
  /// The angle value a touch selects in a pie (never set here).
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { chart { _ in } }
}
