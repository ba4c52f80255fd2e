import Foundation

/// What a chart shows, for VoiceOver's Audio Graphs, as Accessibility's: a title and a summary,
/// the axes (x, an optional numeric y, and any more) and the series of data points.
///
/// Invariants: it holds what it was made with or last set to; the title and the attributed title
/// are one value seen two ways (setting either sets both).
open class AXChartDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// The chart's title.
  open var title: String?
  /// A summary of what the chart shows, which VoiceOver reads first.
  open var summary: String?
  /// The x axis.
  open var xAxis: any AXDataAxisDescriptor
  /// The y axis, when the chart has one.
  open var yAxis: AXNumericDataAxisDescriptor?
  /// Further axes, in the order the data points' `additionalValues` follow.
  open var additionalAxes: [any AXDataAxisDescriptor]
  /// The data, one descriptor per series.
  open var series: [AXDataSeriesDescriptor]
  /// Which way the data reads.
  open var contentDirection: ContentDirection = .leftToRight
  /// Where the chart's data is drawn, in the chart's own coordinates (zero: the whole element).
  open var contentFrame: CGRect = .zero

  /// The title, as attributed text.
  open var attributedTitle: NSAttributedString? {
    get { title.map { NSAttributedString(string: $0) } }
    set { title = newValue?.string }
  }

  /// A chart of `series` on `xAxis` and `yAxis`.
  public init(
    title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
    additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
  ) {
    self.title = title
    self.summary = summary
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.additionalAxes = additionalAxes
    self.series = series
  }

  /// A chart with an attributed title.
  public convenience init(
    attributedTitle: NSAttributedString?, summary: String?, xAxis: any AXDataAxisDescriptor,
    yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor] = [],
    series: [AXDataSeriesDescriptor]
  ) {
    self.init(
      title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis,
      additionalAxes: additionalAxes, series: series)
  }

  /// A copy: the same values, in new descriptors of its own.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXChartDescriptor(
      title: title, summary: summary, xAxis: xAxis.copied(),
      yAxis: yAxis?.copy() as? AXNumericDataAxisDescriptor,
      additionalAxes: additionalAxes.map { $0.copied() },
      series: series.compactMap { $0.copy() as? AXDataSeriesDescriptor })
    copy.contentDirection = contentDirection
    copy.contentFrame = contentFrame
    return copy
  }

  /// Which way a chart's data reads.
  public enum ContentDirection: Int, Sendable {
    /// From left to right.
    case leftToRight
    /// From right to left.
    case rightToLeft
    /// From top to bottom.
    case topToBottom
    /// From bottom to top.
    case bottomToTop
    /// Round, clockwise.
    case radialClockwise
    /// Round, counterclockwise.
    case radialCounterClockwise
  }
}
