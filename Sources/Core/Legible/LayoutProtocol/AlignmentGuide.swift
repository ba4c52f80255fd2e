import Geometry

/// A line across a view that its parent lines up with its siblings' (SwiftUI's alignment guides):
/// a horizontal guide is an x position (leading, centre, trailing), a vertical one a y position
/// (top, centre, bottom, the first and last text baselines). Every guide has a default value
/// computed from the view's size; a view may have an explicit value instead (text has its
/// baselines; `alignmentGuide` sets any), and containers pass their children's explicit values up.
///
/// Invariants: two guides are equal when they are the same kind on the same axis; the default of a
/// custom guide may read the view's other guides, never its own.
public struct AlignmentGuide: Hashable, Sendable, CustomStringConvertible {
  /// Which guide it is.
  public enum Kind: Hashable, Sendable {
    /// The leading edge (0).
    case leading
    /// The horizontal centre (half the width).
    case horizontalCenter
    /// The trailing edge (the width).
    case trailing
    /// The top edge (0).
    case top
    /// The vertical centre (half the height).
    case verticalCenter
    /// The bottom edge (the height).
    case bottom
    /// The baseline of the first line of text inside (the bottom edge when there is none).
    case firstTextBaseline
    /// The baseline of the last line of text inside (the bottom edge when there is none).
    case lastTextBaseline
    /// A guide of an app's own, named by a type of its own.
    case custom(ObjectIdentifier)
  }

  /// How a container combines the explicit values its children give for a guide.
  public enum Combination: Hashable, Sendable {
    /// It does not: the container's value is its default (the frame guides: edges and centres).
    case none
    /// The smallest (the topmost first baseline).
    case minimum
    /// The largest (the lowest last baseline).
    case maximum
    /// The mean of the children's values (SwiftUI's default for guides of your own).
    case average
  }

  /// Which guide it is.
  public let kind: Kind
  /// Whether it is an x (horizontal) or a y (vertical) position.
  public let axis: Axis
  /// How containers combine their children's explicit values.
  public let combination: Combination
  private let customDefault: CustomDefault?

  private init(_ kind: Kind, _ axis: Axis, _ combination: Combination, _ customDefault: CustomDefault? = nil)
  {
    self.kind = kind
    self.axis = axis
    self.combination = combination
    self.customDefault = customDefault
  }

  /// A guide of your own, identified by `id`, whose default value `defaultValue` computes from
  /// the view's dimensions; containers combine explicit values by `combination`.
  public init(
    custom id: ObjectIdentifier, axis: Axis, combination: Combination = .average,
    defaultValue: @escaping @MainActor @Sendable (Dimensions) -> Double
  ) {
    self.init(.custom(id), axis, combination, CustomDefault(defaultValue))
  }

  /// The leading edge.
  public static let leading = AlignmentGuide(.leading, .horizontal, .none)
  /// The horizontal centre.
  public static let horizontalCenter = AlignmentGuide(.horizontalCenter, .horizontal, .none)
  /// The trailing edge.
  public static let trailing = AlignmentGuide(.trailing, .horizontal, .none)
  /// The top edge.
  public static let top = AlignmentGuide(.top, .vertical, .none)
  /// The vertical centre.
  public static let verticalCenter = AlignmentGuide(.verticalCenter, .vertical, .none)
  /// The bottom edge.
  public static let bottom = AlignmentGuide(.bottom, .vertical, .none)
  /// The first text baseline.
  public static let firstTextBaseline = AlignmentGuide(.firstTextBaseline, .vertical, .minimum)
  /// The last text baseline.
  public static let lastTextBaseline = AlignmentGuide(.lastTextBaseline, .vertical, .maximum)

  /// The guide's value for a view of `dimensions` that gives no explicit value.
  @MainActor public func defaultValue(in dimensions: Dimensions) -> Double {
    switch kind {
    case .leading, .top: 0
    case .horizontalCenter: dimensions.size.width / 2
    case .trailing: dimensions.size.width
    case .verticalCenter: dimensions.size.height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: dimensions.size.height
    case .custom: customDefault?.value(dimensions) ?? 0
    }
  }

  /// Combines explicit values (nil where a child gives none) as containers do; nil when no child
  /// gives one, or the guide is not combined.
  public func combine(_ values: some Sequence<Double?>) -> Double? {
    guard combination != .none else { return nil }
    var result: Double?
    var count = 0.0
    for case let value? in values where value.isFinite {
      switch combination {
      case .none: return nil
      case .minimum: result = Swift.min(result ?? value, value)
      case .maximum: result = Swift.max(result ?? value, value)
      case .average: result = ((result ?? 0) * count + value) / (count + 1)
      }
      count += 1
    }
    return result
  }

  public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool {
    a.kind == b.kind && a.axis == b.axis
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(axis)
  }

  /// The guide's name: `leading`, `firstTextBaseline`, or `custom` for an app's own.
  public var description: String {
    switch kind {
    case .leading: "leading"
    case .horizontalCenter: "center"
    case .trailing: "trailing"
    case .top: "top"
    case .verticalCenter: "center"
    case .bottom: "bottom"
    case .firstTextBaseline: "firstTextBaseline"
    case .lastTextBaseline: "lastTextBaseline"
    case .custom: "custom"
    }
  }

  /// The default of a custom guide, outside the guide's equality.
  private final class CustomDefault: Sendable {
    let value: @MainActor @Sendable (Dimensions) -> Double
    init(_ value: @escaping @MainActor @Sendable (Dimensions) -> Double) { self.value = value }
  }
}

/// A view's size and its alignment guides, as a parent sees them while placing it (SwiftUI's
/// `ViewDimensions`): `dimensions[.firstTextBaseline]` is the view's explicit value for the guide
/// or, when it gives none, the guide's default.
@MainActor public struct Dimensions {
  /// The view's size.
  public let size: Size
  private let explicitValue: @MainActor (AlignmentGuide) -> Double?

  /// The dimensions of a view of `size` whose explicit guide values `explicit` gives.
  public init(size: Size, explicit: @escaping @MainActor (AlignmentGuide) -> Double? = { _ in nil }) {
    self.size = size
    explicitValue = explicit
  }

  /// The dimensions `view` has at `size` (as measured for its parent's proposal).
  public init(of view: View, size: Size, context: LayoutContext) {
    self.init(size: size) { [unowned view] guide in
      view.explicitAlignment(of: guide, in: size, context: context)
    }
  }

  /// The view's width.
  public var width: Double { size.width }
  /// The view's height.
  public var height: Double { size.height }

  /// The guide's value: explicit, or its default.
  public subscript(guide: AlignmentGuide) -> Double {
    explicitValue(guide) ?? guide.defaultValue(in: self)
  }

  /// The view's explicit value for the guide, or nil.
  public subscript(explicit guide: AlignmentGuide) -> Double? { explicitValue(guide) }
}
