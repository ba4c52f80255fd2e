import Foundation

/// A predicate format string, parsed: the language of `NSPredicate(format:)` as Apple's
/// Predicate Programming Guide describes it, in the part apps write — comparisons (`==`, `!=`,
/// `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators (`BEGINSWITH`, `ENDSWITH`,
/// `CONTAINS`, `LIKE`, `MATCHES`, with `[c]`, `[d]` and `[cd]`), `AND`, `OR`, `NOT`, `ANY`,
/// `ALL`, `NONE`, `SOME`, key paths with `@count`, `@sum`, `@avg`, `@min` and `@max`, `SELF`,
/// `%@`, `%K` and the number formats, quoted strings, numbers, `YES`/`NO`, `nil`, `{…}`
/// aggregates, `TRUEPREDICATE` and `FALSEPREDICATE`. Anything else (`SUBQUERY`, `FUNCTION`,
/// `$variables`, arithmetic) is an error naming where it stops, not a guess.
indirect enum PredicateFormat: Sendable {
  case constant(Bool)
  case not(PredicateFormat)
  case and([PredicateFormat])
  case or([PredicateFormat])
  case comparison(Comparison)

  /// One comparison: `ANY tags.name CONTAINS[c] %@`.
  struct Comparison: @unchecked Sendable {
    enum Quantifier { case none, any, all, noneOf }
    enum Operator: String {
      case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
      case beginsWith, endsWith, contains, like, matches, isIn, between
    }
    var quantifier: Quantifier
    var left: Expression
    var op: Operator
    var caseInsensitive: Bool
    var diacriticInsensitive: Bool
    var right: Expression
  }

  /// A value in a comparison.
  indirect enum Expression: @unchecked Sendable {
    case keyPath([String])
    case constant(Any?)
    case this
    case aggregate([Expression])
  }

  /// Parses `format`, taking `%@`, `%K` and number formats from `arguments` in order.
  ///
  /// - Throws: a message saying what is not supported and where.
  static func parse(_ format: String, arguments: [Any?]) throws(FormatProblem) -> PredicateFormat {
    var parser = Parser(tokens: try Tokenizer.tokens(format), arguments: arguments)
    let result = try parser.predicate()
    guard parser.atEnd else { throw FormatProblem("unexpected \(parser.current) after a complete predicate") }
    return result
  }
}

/// Why a format string cannot be used.
struct FormatProblem: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A token of a format string.
enum FormatToken: Equatable, CustomStringConvertible {
  case word(String)
  case string(String)
  case number(String)
  case symbol(String)
  case placeholder(String)

  var description: String {
    switch self {
    case .word(let text), .symbol(let text): "\"\(text)\""
    case .string(let text): "the string '\(text)'"
    case .number(let text): "the number \(text)"
    case .placeholder(let text): "\"\(text)\""
    }
  }
}

/// Splits a format string into tokens.
enum Tokenizer {
  static func tokens(_ text: String) throws(FormatProblem) -> [FormatToken] {
    var tokens: [FormatToken] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "\"" || character == "'" {
        var value = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          value.append(characters[index])
          index += 1
        }
        guard index < characters.count else { throw FormatProblem("a string is not closed") }
        index += 1
        tokens.append(.string(value))
      } else if character == "%" {
        var spec = "%"
        index += 1
        while index < characters.count, characters[index].isLetter || characters[index] == "@" {
          spec.append(characters[index])
          index += 1
          if spec.last == "@" || (spec.last?.isLetter == true && !["l", "h", "q"].contains(spec.last!)) {
            break
          }
        }
        tokens.append(.placeholder(spec))
      } else if character.isNumber
        || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
      {
        var value = String(character)
        index += 1
        while index < characters.count, characters[index].isNumber || characters[index] == "." {
          value.append(characters[index])
          index += 1
        }
        tokens.append(.number(value))
      } else if character.isLetter || character == "_" || character == "@" || character == "$"
        || character == "#"
      {
        var word = String(character)
        index += 1
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          word.append(characters[index])
          index += 1
        }
        tokens.append(.word(word))
      } else {
        let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(pair) {
          tokens.append(.symbol(pair))
          index += 2
        } else if "=<>!(){},.[]".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw FormatProblem(
            "\"\(character)\" is not part of the predicate language (arithmetic is not supported)")
        }
      }
    }
    return tokens
  }
}

/// A recursive-descent parser over the tokens.
private struct Parser {
  let tokens: [FormatToken]
  var arguments: [Any?]
  var position = 0

  init(tokens: [FormatToken], arguments: [Any?]) {
    self.tokens = tokens
    self.arguments = arguments
  }

  var atEnd: Bool { position >= tokens.count }
  var current: String { atEnd ? "the end" : tokens[position].description }

  private func isWord(_ words: String...) -> Bool {
    guard !atEnd, case .word(let word) = tokens[position] else { return false }
    return words.contains(word.uppercased())
  }
  private func isSymbol(_ symbols: String...) -> Bool {
    guard !atEnd, case .symbol(let symbol) = tokens[position] else { return false }
    return symbols.contains(symbol)
  }

  mutating func predicate() throws(FormatProblem) -> PredicateFormat {
    var parts = [try conjunction()]
    while isWord("OR") || isSymbol("||") {
      position += 1
      parts.append(try conjunction())
    }
    return parts.count == 1 ? parts[0] : .or(parts)
  }

  private mutating func conjunction() throws(FormatProblem) -> PredicateFormat {
    var parts = [try negation()]
    while isWord("AND") || isSymbol("&&") {
      position += 1
      parts.append(try negation())
    }
    return parts.count == 1 ? parts[0] : .and(parts)
  }

  private mutating func negation() throws(FormatProblem) -> PredicateFormat {
    if isWord("NOT") || isSymbol("!") {
      position += 1
      return .not(try negation())
    }
    if isSymbol("(") {
      // A parenthesized predicate, unless it is a parenthesized expression (rare; not supported).
      position += 1
      let inner = try predicate()
      guard isSymbol(")") else { throw FormatProblem("expected \")\" but found \(current)") }
      position += 1
      return inner
    }
    if isWord("TRUEPREDICATE") {
      position += 1
      return .constant(true)
    }
    if isWord("FALSEPREDICATE") {
      position += 1
      return .constant(false)
    }
    return .comparison(try comparison())
  }

  private mutating func comparison() throws(FormatProblem) -> PredicateFormat.Comparison {
    var quantifier = PredicateFormat.Comparison.Quantifier.none
    if isWord("ANY", "SOME") {
      quantifier = .any
      position += 1
    } else if isWord("ALL") {
      quantifier = .all
      position += 1
    } else if isWord("NONE") {
      quantifier = .noneOf
      position += 1
    }
    let left = try expression()
    let op = try comparisonOperator()
    var caseInsensitive = false
    var diacriticInsensitive = false
    if isSymbol("[") {
      position += 1
      guard !atEnd, case .word(let flags) = tokens[position] else {
        throw FormatProblem("expected options such as [c], [d] or [cd] but found \(current)")
      }
      for flag in flags.lowercased() {
        switch flag {
        case "c": caseInsensitive = true
        case "d": diacriticInsensitive = true
        case "n", "l": break
        default: throw FormatProblem("the option [\(flags)] is not one of [c], [d], [cd], [n], [l]")
        }
      }
      position += 1
      guard isSymbol("]") else { throw FormatProblem("expected \"]\" but found \(current)") }
      position += 1
    }
    let right = try expression()
    return .init(
      quantifier: quantifier, left: left, op: op, caseInsensitive: caseInsensitive,
      diacriticInsensitive: diacriticInsensitive, right: right)
  }

  private mutating func comparisonOperator() throws(FormatProblem) -> PredicateFormat.Comparison.Operator {
    guard !atEnd else { throw FormatProblem("a comparison has no operator") }
    let token = tokens[position]
    position += 1
    switch token {
    case .symbol("="), .symbol("=="): return .equal
    case .symbol("!="), .symbol("<>"): return .notEqual
    case .symbol("<"): return .less
    case .symbol("<="), .symbol("=<"): return .lessOrEqual
    case .symbol(">"): return .greater
    case .symbol(">="), .symbol("=>"): return .greaterOrEqual
    case .word(let word):
      switch word.uppercased() {
      case "BEGINSWITH": return .beginsWith
      case "ENDSWITH": return .endsWith
      case "CONTAINS": return .contains
      case "LIKE": return .like
      case "MATCHES": return .matches
      case "IN": return .isIn
      case "BETWEEN": return .between
      default: break
      }
    default: break
    }
    throw FormatProblem("expected a comparison operator but found \(token)")
  }

  private mutating func expression() throws(FormatProblem) -> PredicateFormat.Expression {
    guard !atEnd else { throw FormatProblem("a comparison ends too soon") }
    let token = tokens[position]
    position += 1
    switch token {
    case .string(let text): return .constant(text)
    case .number(let text):
      return .constant(
        text.contains(".") ? NSNumber(value: Double(text) ?? 0) : NSNumber(value: Int64(text) ?? 0))
    case .placeholder(let spec):
      guard !arguments.isEmpty else { throw FormatProblem("\(spec) has no argument to take") }
      let argument = arguments.removeFirst()
      if spec == "%K" {
        guard let key = argument as? String else {
          throw FormatProblem("%K takes a key name, not \(argument ?? "nil")")
        }
        return .keyPath(key.split(separator: ".").map(String.init))
      }
      return .constant(argument)
    case .symbol("{"):
      var items: [PredicateFormat.Expression] = []
      while !isSymbol("}") {
        items.append(try expression())
        if isSymbol(",") {
          position += 1
        } else if !isSymbol("}") {
          throw FormatProblem("expected \",\" or \"}\" in an aggregate but found \(current)")
        }
      }
      position += 1
      return .aggregate(items)
    case .word(let word):
      switch word.uppercased() {
      case "YES", "TRUE": return .constant(NSNumber(value: true))
      case "NO", "FALSE": return .constant(NSNumber(value: false))
      case "NIL", "NULL": return .constant(nil)
      case "SELF": return try keyPath(after: [])
      case "SUBQUERY", "FUNCTION":
        throw FormatProblem("\(word.uppercased()) is not supported")
      default:
        if word.hasPrefix("$") { throw FormatProblem("the variable \(word) is not supported") }
        if word.hasPrefix("#") { throw FormatProblem("\(word) is not supported") }
        return try keyPath(after: [word])
      }
    default:
      throw FormatProblem("expected a value or a key path but found \(token)")
    }
  }

  /// The rest of a key path that started with `parts`.
  private mutating func keyPath(after parts: [String]) throws(FormatProblem) -> PredicateFormat.Expression {
    var parts = parts
    while isSymbol(".") {
      position += 1
      guard !atEnd, case .word(let word) = tokens[position] else {
        throw FormatProblem("expected a key after \".\" but found \(current)")
      }
      if word.hasPrefix("@"), !["@count", "@sum", "@avg", "@min", "@max"].contains(word.lowercased()) {
        throw FormatProblem("the collection operator \(word) is not supported")
      }
      parts.append(word)
      position += 1
    }
    if isSymbol("(") { throw FormatProblem("functions are not supported (\(parts.joined(separator: ".")))") }
    return parts.isEmpty ? .this : .keyPath(parts)
  }
}
