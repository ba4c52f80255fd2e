import Foundation
import LegibleUI

/// A type whose values a chart can place on an axis, as Swift Charts' `Plottable`: numbers, strings
/// (categories) and dates are (the primitive plottables), an enum with raw values of one of them
/// is by declaring it (`enum Status: String, Plottable`), and another type of the app's is
/// through one of them (`var primitivePlottable: String { name }`).
public protocol Plottable {
  /// The number, string or date the value is plotted as.
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  /// The value as its primitive.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value of a primitive, or nil where none is.
  init?(primitivePlottable: PrimitivePlottable)
}

/// The types a chart plots as they are, as Swift Charts' `PrimitivePlottableProtocol`: numbers,
/// `String` and `Date`. Not for the app to adopt.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable
where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
  /// The raw value's primitive: an enum of strings is plotted as categories of its raw values.
  public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
  /// The case whose raw value is `primitivePlottable`'s.
  public init?(primitivePlottable: PrimitivePlottable) {
    guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
    self.init(rawValue: raw)
  }
}

extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

/// A value as a chart places it: a number on a continuous scale, a category on a band of its own,
/// or a date (seconds on a continuous scale, labelled as dates).
enum PlotValue: Hashable, Sendable {
  case number(Double)
  case category(String)
  case date(Date)

  /// `value` as a chart places it, through its primitive.
  init(_ value: some Plottable) {
    switch value {
    case let number as any BinaryInteger: self = .number(Double(number))
    case let number as Double: self = .number(number)
    case let number as Float: self = .number(Double(number))
    case let number as CGFloat: self = .number(Double(number))
    case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
    case let string as String: self = .category(string)
    case let date as Date: self = .date(date)
    // A primitive is one of the above; an app's type goes through its primitive, once.
    default: self = Self.primitive(value.primitivePlottable)
    }
  }

  /// `primitive` as a chart places it (a category named by it, if it is of no known kind).
  private static func primitive(_ primitive: some PrimitivePlottableProtocol) -> PlotValue {
    switch primitive {
    case let number as any BinaryInteger: .number(Double(number))
    case let number as any BinaryFloatingPoint: .number(Double(number))
    case let number as Decimal: .number(NSDecimalNumber(decimal: number).doubleValue)
    case let date as Date: .date(date)
    default: .category(String(describing: primitive))
    }
  }

  /// The position on a continuous scale; nil for a category.
  var continuous: Double? {
    switch self {
    case .number(let number): number.isFinite ? number : nil
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }
}

/// A value a mark is placed by, with the name of what it measures, as Swift Charts'
/// `PlottableValue`: `.value("Sales", item.sales)`.
public struct PlottableValue<Value: Plottable> {
  /// The name of what is measured (for VoiceOver; not drawn).
  let label: Text
  let value: PlotValue
  /// For a date binned by a unit (`unit: .month`): the unit, whose span the mark covers.
  let unit: Calendar.Component?
  let calendar: Calendar

  init(label: Text, value: PlotValue, unit: Calendar.Component? = nil, calendar: Calendar = .current) {
    self.label = label
    self.value = value
    self.unit = unit
    self.calendar = calendar
  }

  /// `value`, measuring what `label` names.
  public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(verbatim: label), value: PlotValue(value))
  }

  /// `value`, measuring what the localized `label` names.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), value: PlotValue(value))
  }

  /// `value`, measuring what the text `label` says.
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, value: PlotValue(value))
  }
}

extension PlottableValue where Value == Date {
  /// A date binned by `unit` (`unit: .day`): the mark stands for the whole day, month or year
  /// the date falls in, as wide as it on the axis.
  public static func value(
    _ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    binned(Text(verbatim: label), value, unit: unit, calendar: calendar)
  }

  /// A date binned by `unit`, measuring what the localized `label` names.
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    binned(Text(label), value, unit: unit, calendar: calendar)
  }

  private static func binned(
    _ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar
  ) -> PlottableValue<Date> {
    let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
    return PlottableValue(label: label, value: .date(start), unit: unit, calendar: calendar)
  }
}
