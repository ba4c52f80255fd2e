import Drawing
import Foundation
import Geometry
import Legible

/// A date choice, as SwiftUI's `DatePicker`, as iOS shows it compactly: its label leading, the
/// date (and time) in grey pills trailing.
public struct DatePicker<Label: View>: View {
  /// Where the view was written, as `ViewBuilder` gives it (see `_CallSite`).
  public var _site: _CallSite?
  let selection: Binding<Date>
  let components: Components
  let label: Label

  /// A date picker with a label of views.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    components = displayedComponents
    self.label = label()
  }

  /// A date picker in a range, with a label of views.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// What a date picker shows.
  public typealias Components = DatePickerComponents

  public var body: some View {
    HStack {
      ControlLabel(label: label)
      if components.contains(.date) { pill(Text(selection.wrappedValue, style: .date)) }
      if components.contains(.hourAndMinute) { pill(Text(selection.wrappedValue, style: .time)) }
    }
  }

  private func pill(_ text: Text) -> some View {
    text.padding(.horizontal, 11).padding(.vertical, 6)
      .background(
        RoundedRectangle(cornerRadius: 6).fill(
          Color(Drawing.Color(red8: 118, green8: 118, blue8: 128, alpha8: 31))))
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled `titleKey` in a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled `titleKey` from a date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled `titleKey` up to a date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// How date pickers look (kept: compact).
public protocol DatePickerStyle: Sendable {}
/// Compact.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Compact.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// What a date picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The date.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The time.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
