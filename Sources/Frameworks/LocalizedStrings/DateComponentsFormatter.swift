@_exported import Foundation

/// Writes an amount of time in words or figures, as Foundation's `DateComponentsFormatter`, which
/// Linux's Foundation declares unavailable (this one takes its place wherever `LocalizedStrings` is
/// imported, as `import SwiftUI` does). The amount is broken into the largest allowed units
/// first (years of 365 days and months of 30 when they come from seconds; as given when they come
/// as components), up to `maximumUnitCount`, and written in the style asked, in English as iOS
/// writes it in the United States: `1:02:03`, `1h 2m`, `1 hr, 2 min`, `1 hour, 2 minutes`,
/// `1hr 2min`, `one hour, two minutes`.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    case positional, abbreviated, short, full, spellOut, brief
  }

  /// How zero units are treated.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = ZeroFormattingBehavior([])
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// The units that may be written (by default hours, minutes and seconds, or what the value has).
  open var allowedUnits: NSCalendar.Unit = []
  /// How units are written.
  open var unitsStyle: UnitsStyle = .positional
  /// How zero units are treated.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// At most this many units (0: no limit).
  open var maximumUnitCount = 0
  /// Whether "About " comes first when a unit was left out.
  open var includesApproximationPhrase = false
  /// Whether " remaining" comes last.
  open var includesTimeRemainingPhrase = false
  /// Whether the last unit may have a fraction (kept whole here).
  open var allowsFractionalUnits = false
  /// Whether a largest unit of one is written in the next unit instead (kept as is here).
  open var collapsesLargestUnit = false
  /// The calendar components are read in.
  open var calendar: Calendar? = Calendar(identifier: .gregorian)

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  private static let order: [(unit: NSCalendar.Unit, seconds: Int, names: [String])] = [
    (.year, 31_536_000, ["y", "yr", "year", "yr"]),
    (.month, 2_592_000, ["mo", "mth", "month", "mth"]),
    (.weekOfMonth, 604_800, ["w", "wk", "week", "wk"]),
    (.day, 86_400, ["d", "day", "day", "day"]),
    (.hour, 3_600, ["h", "hr", "hour", "hr"]),
    (.minute, 60, ["m", "min", "minute", "min"]),
    (.second, 1, ["s", "sec", "second", "sec"]),
  ]

  /// The amount `components` gives, written; nil when it has no allowed unit.
  open func string(from components: DateComponents) -> String? {
    let given: [(NSCalendar.Unit, Int)] = [
      (.year, components.year), (.month, components.month), (.weekOfMonth, components.weekOfMonth),
      (.day, components.day), (.hour, components.hour), (.minute, components.minute),
      (.second, components.second),
    ].compactMap { unit, value in value.map { (unit, $0) } }
    // What is given in units not allowed is carried into the allowed ones, by their lengths.
    let allowed = allowedUnits.isEmpty ? NSCalendar.Unit([.hour, .minute, .second]) : allowedUnits
    let total = given.reduce(0) { sum, part in
      sum + part.1 * (Self.order.first { $0.unit == part.0 }?.seconds ?? 0)
    }
    if given.allSatisfy({ allowed.contains($0.0) }) {
      let values = Dictionary(given.map { ($0.0.rawValue, $0.1) }, uniquingKeysWith: +)
      let parts = Self.order.filter { allowed.contains($0.unit) }.map { ($0, values[$0.unit.rawValue] ?? 0) }
      return written(parts, exact: true)
    }
    return string(from: TimeInterval(total))
  }

  /// `ti` seconds, written.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let allowed = allowedUnits.isEmpty ? NSCalendar.Unit([.hour, .minute, .second]) : allowedUnits
    var rest = Int(abs(ti).rounded())
    var parts: [((unit: NSCalendar.Unit, seconds: Int, names: [String]), Int)] = []
    for entry in Self.order where allowed.contains(entry.unit) {
      parts.append((entry, rest / entry.seconds))
      rest %= entry.seconds
    }
    guard let text = written(parts, exact: rest == 0) else { return nil }
    return ti < 0 ? "-" + text : text
  }

  /// The time from `startDate` to `endDate`, written.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }

  /// `components` written in `unitsStyle`.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    formatter.allowedUnits = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    return formatter.string(from: components)
  }

  open override func string(for obj: Any?) -> String? {
    if let components = obj as? DateComponents { return string(from: components) }
    if let seconds = obj as? TimeInterval { return string(from: seconds) }
    return nil
  }

  private func written(
    _ parts: [((unit: NSCalendar.Unit, seconds: Int, names: [String]), Int)], exact: Bool
  ) -> String? {
    guard !parts.isEmpty else { return nil }
    if unitsStyle == .positional { return positional(parts) }
    var shown = parts
    if zeroFormattingBehavior != .pad {
      let kept = shown.filter { $0.1 != 0 }
      shown = kept.isEmpty ? [shown[shown.count - 1]] : kept
    }
    var approximate = !exact
    if maximumUnitCount > 0, shown.count > maximumUnitCount {
      approximate = approximate || shown.dropFirst(maximumUnitCount).contains { $0.1 != 0 }
      shown = Array(shown.prefix(maximumUnitCount))
    }
    let words = shown.map { entry, value in word(value, entry.names) }
    let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
    var text = words.joined(separator: separator)
    if includesApproximationPhrase, approximate { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  private func word(_ value: Int, _ names: [String]) -> String {
    switch unitsStyle {
    case .abbreviated: return "\(value)\(names[0])"
    case .brief: return "\(value)\(names[3])"
    case .short:
      // Short names of the larger units take a plural; hr, min and sec do not.
      let plural = value != 1 && ["day", "yr", "mth", "wk"].contains(names[1])
      return "\(value) \(names[1])\(plural ? "s" : "")"
    case .full: return "\(value) \(names[2])\(value == 1 ? "" : "s")"
    case .spellOut:
      let number = NumberFormatter()
      number.numberStyle = .spellOut
      number.locale = Locale(identifier: "en_US")
      let spelled = number.string(from: NSNumber(value: value)) ?? "\(value)"
      return "\(spelled) \(names[2])\(value == 1 ? "" : "s")"
    case .positional: return "\(value)"
    }
  }

  private func positional(_ parts: [((unit: NSCalendar.Unit, seconds: Int, names: [String]), Int)]) -> String
  {
    var shown = parts
    // Leading zero units are dropped, down to minutes and seconds, as iOS writes "0:05".
    while shown.count > 2, shown[0].1 == 0, zeroFormattingBehavior != .pad { shown.removeFirst() }
    return shown.enumerated().map { index, part in
      index == 0 ? "\(part.1)" : (part.1 < 10 ? "0\(part.1)" : "\(part.1)")
    }.joined(separator: ":")
  }
}
