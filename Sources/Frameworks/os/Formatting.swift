import Foundation

/// A C-format log message with its arguments, as `os_log` writes it: each conversion is formatted
/// on its own, `%{public}@` and `%{private}d` read as `%@` and `%d`, and a private argument (or a
/// string or object argument without `{public}`, as the unified log hides them) shown as
/// `<private>`. A conversion with no argument left is written as it is.
func formatted(_ format: String, _ args: [CVarArg]) -> String {
  var output = ""
  var remaining = args[...]
  var rest = format[...]
  let conversions = Set("diouxXeEfFgGaAcsSp@")
  while let percent = rest.firstIndex(of: "%") {
    output += rest[..<percent]
    rest = rest[rest.index(after: percent)...]
    if rest.first == "%" {
      output += "%"
      rest = rest.dropFirst()
      continue
    }
    var privacy: String?
    if rest.first == "{", let close = rest.firstIndex(of: "}") {
      privacy = String(rest[rest.index(after: rest.startIndex)..<close])
      rest = rest[rest.index(after: close)...]
    }
    guard let end = rest.firstIndex(where: { conversions.contains($0) }) else {
      output += "%" + rest
      return output
    }
    let spec = "%" + rest[...end]
    let conversion = rest[end]
    rest = rest[rest.index(after: end)...]
    guard let argument = remaining.popFirst() else {
      output += spec
      continue
    }
    let isObject = conversion == "@" || conversion == "s" || conversion == "S"
    let hidden = privacy.map { $0.contains("private") || $0.contains("sensitive") } ?? isObject
    if hidden && privacy?.contains("public") != true {
      output += "<private>"
    } else if conversion == "@" {
      output += String(describing: argument)
    } else {
      output += String(format: String(spec), argument)
    }
  }
  return output + rest
}
