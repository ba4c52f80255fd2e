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
    // Written as bytes: appending bytes costs less than appending strings, and the text is
    // valid UTF-8 by construction.
    var output: [UInt8] = []
    output.reserveCapacity(4_096)
    write(to: &output, indent: 0)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8], indent: Int) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): output.append(contentsOf: String(value).utf8)
    case .number(let value):
      if !value.isFinite {
        output.append(contentsOf: "null".utf8)
      } else if value == value.rounded(), abs(value) < 1e15 {
        output.append(contentsOf: String(Int(value)).utf8)
      } else {
        output.append(contentsOf: "\(value)".utf8)
      }
    case .string(let value): Self.quote(value, into: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(contentsOf: "[\n".utf8)
      for (index, value) in values.enumerated() {
        Self.spaces(indent + 2, into: &output)
        value.write(to: &output, indent: indent + 2)
        if index != values.count - 1 { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
      }
      Self.spaces(indent, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(contentsOf: "{\n".utf8)
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, member) in sorted.enumerated() {
        Self.spaces(indent + 2, into: &output)
        Self.quote(member.key, into: &output)
        output.append(contentsOf: ": ".utf8)
        member.value.write(to: &output, indent: indent + 2)
        if index != sorted.count - 1 { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
      }
      Self.spaces(indent, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func spaces(_ count: Int, into output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  private static func quote(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most text needs nothing escaped: then it goes in whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      output.append(contentsOf: text.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
      case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
      case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
      case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: "\\u00".utf8)
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
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
