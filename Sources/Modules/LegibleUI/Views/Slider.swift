import Drawing
import Foundation
import Geometry
import Legible

/// A control that picks a value along a track, as SwiftUI's `Slider`: as wide as it is offered,
/// iOS's track and thumb (28 points, whatever the text size).
public struct Slider<Label: View, ValueLabel: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let fraction: Double
  let minimumLabel: ValueLabel?
  let maximumLabel: ValueLabel?

  public var body: some View {
    HStack {
      minimumLabel
      ZStack(alignment: .leading) {
        Capsule().fill(Color(Drawing.Color(red8: 120, green8: 120, blue8: 128, alpha8: 51))).frame(height: 4)
        GeometryReader { geometry in
          Capsule().fill(TintShapeStyle()).frame(width: max(0, geometry.size.width * fraction), height: 4)
            .frame(maxHeight: .infinity)
        }
        .frame(height: 28)
        GeometryReader { geometry in
          Circle().fill(Color.white)
            .overlay(
              Circle().strokeBorder(
                Color(Drawing.Color(red8: 0, green8: 0, blue8: 0, alpha8: 30)), lineWidth: 0.5)
            )
            .frame(width: 28, height: 28)
            .offset(x: (geometry.size.width - 28) * fraction)
        }
        .frame(height: 28)
      }
      .frame(maxWidth: .infinity)
      maximumLabel
    }
    .dynamicTypeSize(...DynamicTypeSize.large)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of a value in a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    minimumLabel = nil
    maximumLabel = nil
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a neutral value and a label (iOS 26; the fill is drawn from the minimum).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, neutralValue: V?,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A slider of a value in a range, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  )
  where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    minimumLabel = nil
    maximumLabel = nil
  }
}

extension Slider {
  /// A slider with labels at its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    minimumLabel = minimumValueLabel()
    maximumLabel = maximumValueLabel()
  }

  /// A slider with a neutral value and labels at its ends (iOS 26). The track's fill is drawn
  /// from its minimum, not from `neutralValue` (listed in the README).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, neutralValue: V?,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }

  /// A slider with a neutral value, a current-value label (kept: iOS 26 shows it as the thumb is
  /// dragged, and screens are drawn at rest) and labels at its ends.
  public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, neutralValue: V? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }

  /// A slider with labels at its ends, in the order of SwiftUI's first form (iOS 13): the end
  /// labels as views, the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }
}
