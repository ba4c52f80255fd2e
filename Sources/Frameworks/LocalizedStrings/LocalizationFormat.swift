import Foundation

/// Puts arguments into a translation's placeholders as `String(format:)` does, by order
/// (`%@`, `%lld`, `%.1f`) or by position (`%2$@`), with `%%` for a percent sign. A placeholder
/// with no argument is left as written; an argument of another kind than the placeholder says is
/// written as it is, never reinterpreted.
enum LocalizationFormat {
  static func apply(_ format: String, _ arguments: [LocalizationArgument]) -> String {
    guard format.contains("%") else { return format }
    var result = ""
    var next = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        result.append(character)
        index = format.index(after: index)
        continue
      }
      guard let match = format[index...].prefixMatch(of: placeholder) else {
        result.append(character)
        index = format.index(after: index)
        continue
      }
      let spec = String(match.output.0)
      index = match.range.upperBound
      if spec == "%%" {
        result.append("%")
        continue
      }
      let position = match.output.1.flatMap { Int($0) }.map { $0 - 1 } ?? next
      next = position + 1
      guard arguments.indices.contains(position) else {
        result += spec
        continue
      }
      let conversion = spec.last!
      let flags = String(match.output.2)
      switch (arguments[position], conversion) {
      case (.integer(let value), "d"), (.integer(let value), "i"), (.integer(let value), "u"):
        result += flags.isEmpty ? String(value) : String(format: "%" + flags + "lld", value)
      case (.number(let value), "f"), (.number(let value), "e"), (.number(let value), "g"):
        result += String(format: "%" + flags + String(conversion), value)
      case (.integer(let value), "f"), (.integer(let value), "e"), (.integer(let value), "g"):
        result += String(format: "%" + flags + String(conversion), Double(value))
      case (.number(let value), "d"), (.number(let value), "i"):
        result += String(Int64(value))
      case (.text(let text), _): result += text
      case (.integer(let value), _): result += String(value)
      case (.number(let value), _): result += String(value)
      }
    }
    return result
  }

  /// `%`, an optional position (`2$`), flags, width and precision, a length and a conversion.
  nonisolated(unsafe) static let placeholder =
    #/%(?:(\d+)\$)?([-+ 0#]*\d*(?:\.\d+)?)(?:hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGcCsSaAp%])/#
}
