import Foundation

/// A value put into a localized string's placeholder (`%@`, `%lld`, `%.1f`), as it was
/// interpolated: a text, a whole number or a number with a fraction.
public enum LocalizationArgument: Hashable, Sendable {
  case text(String)
  case integer(Int64)
  case number(Double)

  /// The argument of an interpolated value, and the placeholder Xcode writes for it in the key
  /// (`%lld` for whole numbers, `%lf` for other numbers, `%@` for the rest).
  public static func of<T>(_ value: T) -> (argument: LocalizationArgument, placeholder: String) {
    switch value {
    case let value as Int: return (.integer(Int64(value)), "%lld")
    case let value as Int64: return (.integer(value), "%lld")
    case let value as Int32: return (.integer(Int64(value)), "%d")
    case let value as UInt: return (.integer(Int64(clamping: value)), "%llu")
    case let value as Double: return (.number(value), "%lf")
    case let value as Float: return (.number(Double(value)), "%f")
    case let value as String: return (.text(value), "%@")
    case let value as Substring: return (.text(String(value)), "%@")
    default: return (.text(String(describing: value)), "%@")
    }
  }

  /// The whole number it holds, for choosing a plural form.
  var wholeNumber: Int64? {
    switch self {
    case .integer(let value): return value
    case .number(let value) where value.rounded() == value && abs(value) < 1e15: return Int64(value)
    default: return nil
    }
  }
}
