@_exported import Foundation

/// Writes a date relative to another ("2 days ago", "tomorrow", "через 3 часа"), as Foundation's
/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks: in the formatter's locale, through
/// Foundation's relative date format style, which Linux's Foundation has.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  /// Whether a named phrase ("yesterday") may replace the number ("1 day ago").
  public enum DateTimeStyle: Int, Sendable {
    case numeric, named
  }

  /// How long the units are written.
  public enum UnitsStyle: Int, Sendable {
    case full, spellOut, short, abbreviated
  }

  /// Where the phrase stands in a sentence (kept: the phrase is written as it stands alone).
  open var formattingContext: Formatter.Context = .unknown
  /// Whether a named phrase may replace the number.
  open var dateTimeStyle: DateTimeStyle = .numeric
  /// How long the units are written.
  open var unitsStyle: UnitsStyle = .full
  /// The language and region it writes in.
  open var locale: Locale! = .current
  /// The calendar dates are compared in.
  open var calendar: Calendar! = .current

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  /// `date` as seen from `referenceDate`.
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    let units: Date.RelativeFormatStyle.UnitsStyle =
      switch unitsStyle {
      case .full: .wide
      case .spellOut: .spellOut
      case .short: .abbreviated
      case .abbreviated: .narrow
      }
    let style = Date.AnchoredRelativeFormatStyle(
      anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
      locale: locale ?? .current, calendar: calendar ?? .current)
    return style.format(referenceDate)
  }

  /// The moment `dateComponents` away from now.
  open func localizedString(from dateComponents: DateComponents) -> String {
    let now = Date()
    let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
    return localizedString(for: date, relativeTo: now)
  }

  /// The moment `timeInterval` seconds away from now.
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let now = Date()
    return localizedString(
      for: now.addingTimeInterval(timeInterval.isFinite ? timeInterval : 0), relativeTo: now)
  }

  open override func string(for obj: Any?) -> String? {
    guard let date = obj as? Date else { return nil }
    return localizedString(for: date, relativeTo: Date())
  }
}
