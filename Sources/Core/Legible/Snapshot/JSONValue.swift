/// A JSON document built in code, for reports and dumps: written with keys sorted and numbers in
/// their shortest exact form, so that equal values always give equal bytes, and fast enough for
/// reports of hundreds of thousands of findings.
public enum JSONValue: Hashable, Sendable {
  /// JSON's `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A finite number (infinite and NaN numbers are written as `null`, which JSON has instead).
  case number(Double)
  /// A string.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object; keys are written in sorted order.
  case object([String: JSONValue])

  /// The document as text: indented by two spaces, keys sorted, a newline at the end.
  public var text: String {
    var output = ""
    write(to: &output, indent: 0)
    return output + "\n"
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value):
      if !value.isFinite {
        output += "null"
      } else if value == value.rounded(), abs(value) < 1e15 {
        output += String(Int(value))
      } else {
        output += "\(value)"
      }
    case .string(let value): Self.quote(value, into: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        value.write(to: &output, indent: indent + 2)
        output += index == values.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        Self.quote(key, into: &output)
        output += ": "
        members[key]?.write(to: &output, indent: indent + 2)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  private static func quote(_ text: String, into output: inout String) {
    output += "\""
    // Most text needs nothing escaped: then it goes in whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// A string, written as a string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A whole number, written as an integer literal.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A number, written as a floating-point literal.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `true` or `false`, written as a Boolean literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array, written as an array literal.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object, written as a dictionary literal; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
