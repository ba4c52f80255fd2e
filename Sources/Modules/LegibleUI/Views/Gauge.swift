import Drawing
import Foundation

/// A value within a range, as SwiftUI's `Gauge`, drawn as iOS draws it by default (the linear
/// capacity style): the label above a bar as wide as it is offered, filled in the tint up to the
/// value, the minimum and maximum labels at the bar's ends and the current value's label under
/// it, the labels in the caption style in the secondary colour. Other styles (`.accessoryCircular`
/// and the like) are drawn this way too and reported (`not-applied`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  init(
    fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?
  ) {
    self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
    self.label = label
    currentValueLabel = current
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return span > 0 ? Double(value - bounds.lowerBound) / span : 0
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      label
      HStack(spacing: 8) {
        minimumValueLabel.font(.caption).foregroundStyle(Color.secondary)
        GaugeBar(fraction: fraction)
        maximumValueLabel.font(.caption).foregroundStyle(Color.secondary)
      }
      currentValueLabel.font(.caption).foregroundStyle(Color.secondary)
    }
  }
}

/// The gauge's bar: a grey capsule filled in the tint up to the value.
struct GaugeBar: View {
  let fraction: Double
  var body: some View {
    ZStack(alignment: .leading) {
      Capsule().fill(Color(Drawing.Color(red8: 120, green8: 120, blue8: 128, alpha8: 51))).frame(height: 6)
      GeometryReader { geometry in
        Capsule().fill(TintShapeStyle()).frame(width: geometry.size.width * fraction, height: 6)
      }
      .frame(height: 6)
    }
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(), current: nil, minimum: nil, maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, with a label and a label of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(), minimum: nil,
      maximum: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, with a label, a label of the current value and labels of the
  /// bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
      minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
}

/// How gauges look, as SwiftUI's `GaugeStyle`: the default (linear capacity) is drawn; the others
/// are drawn as it and reported (`not-applied`).
public protocol GaugeStyle: Sendable {}

/// The default gauge style (linear capacity on iOS).
public struct DefaultGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}
/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}
/// A ring open at the bottom with a marker (drawn as the default here).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}
/// A ring filled up to the value (drawn as the default here).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}
/// A bar with a marker (drawn as the default here).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}
/// A thin bar filled up to the value (drawn as the default here).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled up to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A ring with a marker.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A bar with a marker.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar filled up to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
