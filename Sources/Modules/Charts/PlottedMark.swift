import Foundation
import LegibleUI

/// Where a mark stands along one axis: at a value, or over a span from `start` to `end`; a date
/// binned by a unit spans the unit.
struct AxisPlacement {
  var value: PlotValue?
  var start: PlotValue?
  var end: PlotValue?
  var unit: Calendar.Component?
  var calendar = Calendar.current

  init<V>(_ value: PlottableValue<V>) {
    self.value = value.value
    unit = value.unit
    calendar = value.calendar
  }

  init<V>(start: PlottableValue<V>?, end: PlottableValue<V>?) {
    self.start = start?.value
    self.end = end?.value
  }

  /// Every value the placement names (for the scale's domain).
  var values: [PlotValue] {
    var values = [value, start, end].compactMap { $0 }
    if let unit, case .date(let date) = value, let end = calendar.date(byAdding: unit, value: 1, to: date) {
      values.append(.date(end))
    }
    return values
  }
}

/// One mark as the chart lays it out: its kind, where it stands on each axis, and what its
/// modifiers set.
struct PlottedMark {
  enum Kind: String { case bar, line, point, area, rule, rectangle, sector }
  var kind: Kind
  var x: AxisPlacement?
  var y: AxisPlacement?
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  var stacking: MarkStackingMethod = .standard
  /// A sector's angle (its share of the whole), radii and the gap around it.
  var angle: Double = 0
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0
  /// A line's series (`LineMark(x:y:series:)`), apart from its style.
  var lineSeries: String?

  var style: AnyShapeStyle?
  /// The value `foregroundStyle(by:)` gives the mark: its series in the legend.
  var series: String?
  var symbolSeries: String?
  var group: String?
  var lineStyle: StrokeStyle?
  var interpolation: InterpolationMethod = .linear
  var cornerRadius: CGFloat = 0
  var opacity: Double = 1
  var symbolSize: CGFloat?
  var annotations: [MarkAnnotation] = []
  /// Modifiers used on the mark that are not drawn here (`not-applied`).
  var notApplied: [String] = []
}

/// A view placed beside or over a mark (`annotation(position:alignment:spacing:content:)`).
struct MarkAnnotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat?
  var content: AnyView
}

/// A length of a mark (a bar's width, a sector's radius), as Swift Charts' `MarkDimension`.
public struct MarkDimension: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
  let kind: Kind
  /// The chart decides.
  public static let automatic = MarkDimension(kind: .automatic)
  /// `length` points.
  public static func fixed(_ length: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(length)) }
  /// A share of the room the mark has (a band, a radius).
  public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }
  /// The room the mark has, less `inset` points.
  public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(inset)) }
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
  public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
  init(kind: Kind) { self.kind = kind }

  /// The length out of `room`, or `automatic` where the chart decides.
  func length(in room: Double, automatic: Double) -> Double {
    switch kind {
    case .automatic: automatic
    case .fixed(let length): Double(length)
    case .ratio(let ratio): room * Double(ratio)
    case .inset(let inset): max(0, room - Double(inset))
    }
  }
}

/// How marks at the same place add up, as Swift Charts' `MarkStackingMethod`.
public enum MarkStackingMethod: Sendable {
  /// One on another, from zero.
  case standard
  /// One on another, as shares of the whole (the stack fills the axis).
  case normalized
  /// One on another, centred on zero.
  case center
  /// Each from zero, overlapping.
  case unstacked
}

/// How a line or an area goes from point to point, as Swift Charts' `InterpolationMethod`. The
/// three curves are drawn alike here (a curve through every point); each keeps its name.
public struct InterpolationMethod: Sendable, Equatable, CustomStringConvertible {
  enum Kind: Sendable, Equatable { case linear, curved, stepStart, stepCenter, stepEnd }
  let kind: Kind
  /// The method's name, as `description` gives it.
  public let description: String
  /// Straight segments.
  public static let linear = InterpolationMethod(kind: .linear, description: "linear")
  /// A curve that never overshoots the points.
  public static let monotone = InterpolationMethod(kind: .curved, description: "monotone")
  /// A smooth curve through the points.
  public static let catmullRom = InterpolationMethod(kind: .curved, description: "catmullRom")
  /// A smooth curve through the points.
  public static let cardinal = InterpolationMethod(kind: .curved, description: "cardinal")
  /// Steps that change at each point.
  public static let stepStart = InterpolationMethod(kind: .stepStart, description: "stepStart")
  /// Steps that change halfway between points.
  public static let stepCenter = InterpolationMethod(kind: .stepCenter, description: "stepCenter")
  /// Steps that change at the next point.
  public static let stepEnd = InterpolationMethod(kind: .stepEnd, description: "stepEnd")
  /// A smooth curve of the given tension.
  public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }
  /// A smooth curve of the given parametrisation.
  public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// Where an annotation goes around its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading,
      bottomTrailing
  }
  let kind: Kind
  public static let automatic = AnnotationPosition(kind: .automatic)
  public static let overlay = AnnotationPosition(kind: .overlay)
  public static let top = AnnotationPosition(kind: .top)
  public static let bottom = AnnotationPosition(kind: .bottom)
  public static let leading = AnnotationPosition(kind: .leading)
  public static let trailing = AnnotationPosition(kind: .trailing)
  public static let topLeading = AnnotationPosition(kind: .topLeading)
  public static let topTrailing = AnnotationPosition(kind: .topTrailing)
  public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
  public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
