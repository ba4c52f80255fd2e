import Drawing
import Foundation
import Geometry
import Legible

/// A control that steps a value up and down, as SwiftUI's `Stepper`: its label leading, iOS's −/+
/// control trailing.
public struct Stepper<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void

  /// A stepper running `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
  }

  /// A stepper running `onIncrement` and `onDecrement`, its label last.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper of a value in a range.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
    decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
  }

  /// A stepper of a value.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  public var body: some View {
    HStack {
      ControlLabel(label: label)
      HStack(spacing: 0) {
        Button(action: decrement) { Image(systemName: "minus").frame(width: 46, height: 32) }
        Rectangle().fill(Color(Drawing.Color.separator)).frame(width: 1, height: 18)
        Button(action: increment) { Image(systemName: "plus").frame(width: 46, height: 32) }
      }
      .foregroundStyle(Color.primary)
      .background(
        RoundedRectangle(cornerRadius: 8).fill(
          Color(Drawing.Color(red8: 118, green8: 118, blue8: 128, alpha8: 31)))
      )
      .dynamicTypeSize(...DynamicTypeSize.large)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `titleKey` of a value in a range.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }
  /// A stepper titled `titleKey` of a value.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(titleKey) }
  }
  /// A stepper titled `title` of a value in a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  /// A stepper titled `titleKey` running two actions.
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}
