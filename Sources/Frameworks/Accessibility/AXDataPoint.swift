import Foundation

/// One point of a chart's series, for VoiceOver's Audio Graphs, as Accessibility's: its x value
/// (a number, or a category on a categorical axis), its y value, values on the chart's further
/// axes, and a label.
open class AXDataPoint: NSObject, NSCopying, @unchecked Sendable {
  /// Its value on the x axis.
  open var xValue: AXDataPointValue
  /// Its value on the y axis.
  open var yValue: AXDataPointValue?
  /// Its values on the chart's `additionalAxes`, in their order.
  open var additionalValues: [AXDataPointValue]
  /// Its label.
  open var label: String?

  /// The label, as attributed text.
  open var attributedLabel: NSAttributedString? {
    get { label.map { NSAttributedString(string: $0) } }
    set { label = newValue?.string }
  }

  /// A point of values already made.
  public init(
    x xValue: AXDataPointValue, y yValue: AXDataPointValue?, additionalValues: [AXDataPointValue] = [],
    label: String? = nil
  ) {
    self.xValue = xValue
    self.yValue = yValue
    self.additionalValues = additionalValues
    self.label = label
  }

  /// A point at the number `x`.
  public convenience init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
    self.init(
      x: AXDataPointValue(number: x), y: y.map { AXDataPointValue(number: $0) },
      additionalValues: additionalValues.map(\.pointValue), label: label)
  }

  /// A point in the category `x`.
  public convenience init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
    self.init(
      x: AXDataPointValue(category: x), y: y.map { AXDataPointValue(number: $0) },
      additionalValues: additionalValues.map(\.pointValue), label: label)
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    AXDataPoint(x: xValue, y: yValue, additionalValues: additionalValues, label: label)
  }

  /// A value on one of a chart's further axes.
  public enum Value: Hashable, Sendable {
    /// A number, on a numeric axis.
    case number(Double)
    /// A category, on a categorical axis.
    case category(String)

    var pointValue: AXDataPointValue {
      switch self {
      case .number(let number): AXDataPointValue(number: number)
      case .category(let category): AXDataPointValue(category: category)
      }
    }
  }
}

/// A value of a data point: a number, or a category (whose `number` is zero).
open class AXDataPointValue: NSObject, NSCopying, @unchecked Sendable {
  /// The number, on a numeric axis.
  open var number: Double
  /// The category, on a categorical axis.
  open var category: String?

  /// A number.
  public init(number: Double) {
    self.number = number
    category = nil
  }

  /// A category.
  public init(category: String) {
    number = 0
    self.category = category
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    category.map { AXDataPointValue(category: $0) } ?? AXDataPointValue(number: number)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXDataPointValue else { return false }
    return number == other.number && category == other.category
  }

  open override var hash: Int { category?.hashValue ?? number.hashValue }
}
