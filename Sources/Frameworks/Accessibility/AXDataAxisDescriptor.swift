import Foundation

/// An axis of a chart, for VoiceOver's Audio Graphs, as Accessibility's: it has a title, and is
/// either numeric (`AXNumericDataAxisDescriptor`) or of categories
/// (`AXCategoricalDataAxisDescriptor`).
public protocol AXDataAxisDescriptor: NSCopying {
  /// The axis's title.
  var title: String { get set }
  /// The title, as attributed text.
  var attributedTitle: NSAttributedString { get set }
}

extension AXDataAxisDescriptor {
  /// A copy of its own, of the same kind.
  func copied() -> any AXDataAxisDescriptor { (copy() as? any AXDataAxisDescriptor) ?? self }
}

/// A numeric axis: its range, its grid lines, and how a value on it is said.
///
/// Invariants: `valueDescription(for:)` is the app's closure's answer; the scale is linear unless
/// set.
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor, @unchecked Sendable {
  open var title: String
  open var attributedTitle: NSAttributedString {
    get { NSAttributedString(string: title) }
    set { title = newValue.string }
  }
  /// The values the axis spans.
  open var range: ClosedRange<Double>
  /// Where its grid lines are.
  open var gridlinePositions: [Double]
  /// How a value on it is said ("3 hours").
  open var valueDescriptionProvider: (Double) -> String
  /// How values are spaced along it.
  open var scaleType: ScaleType = .linear

  /// An axis titled `title` over `range`.
  public init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.title = title
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }

  /// An axis with an attributed title.
  public convenience init(
    attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.init(
      title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions,
      valueDescriptionProvider: valueDescriptionProvider)
  }

  /// What VoiceOver says for `value` on this axis.
  public func valueDescription(for value: Double) -> String { valueDescriptionProvider(value) }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXNumericDataAxisDescriptor(
      title: title, range: range, gridlinePositions: gridlinePositions,
      valueDescriptionProvider: valueDescriptionProvider)
    copy.scaleType = scaleType
    return copy
  }

  /// How values are spaced along a numeric axis.
  public enum ScaleType: Int, Sendable {
    /// Evenly.
    case linear
    /// By their base-10 logarithm.
    case log10
    /// By their natural logarithm.
    case ln
  }
}

/// An axis of categories, in the order they are read.
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor, @unchecked Sendable {
  open var title: String
  open var attributedTitle: NSAttributedString {
    get { NSAttributedString(string: title) }
    set { title = newValue.string }
  }
  /// The categories, in order.
  open var categoryOrder: [String]

  /// An axis titled `title` of the categories `categoryOrder`.
  public init(title: String, categoryOrder: [String]) {
    self.title = title
    self.categoryOrder = categoryOrder
  }

  /// An axis with an attributed title.
  public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
    self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    AXCategoricalDataAxisDescriptor(title: title, categoryOrder: categoryOrder)
  }
}
