/// Finds the `PreviewProvider`s of a Swift file without compiling it: a reader of the file's
/// declarations that skips comments and string literals, follows braces to name nested types,
/// and keeps the `#if` conditions each declaration sits under.
struct PreviewScanner {
  /// A provider found in a file.
  struct Provider: Equatable {
    /// Its name, qualified by the types it is nested in (`Menu.Row_Previews`).
    var name: String
    /// The line its declaration starts on.
    var line: Int
    /// The `#if` conditions around it, outermost first (`DEBUG`, `!(os(macOS))`).
    var conditions: [String]
    /// Whether it is `private` or `fileprivate`, so that another file cannot name it.
    var isPrivate: Bool
  }

  /// A `#Preview { … }` found in a file.
  struct MacroPreview: Equatable {
    /// Its name, if it gives one.
    var name: String?
    /// The line it starts on.
    var line: Int
    /// Its closure's statements, as written.
    var body: String
    /// Where its statements start in the file (just after the `{`): line and column, counted from
    /// 1, so that the copy in the list can say it stands there.
    var bodyLine: Int
    var bodyColumn: Int
    /// Whether it asks for `.sizeThatFitsLayout`.
    var sizeThatFits: Bool
    /// The `#if` conditions around it.
    var conditions: [String]
  }

  /// What a file holds that the catalog needs.
  struct Result: Equatable {
    var providers: [Provider] = []
    /// The `#Preview`s at the top of the file.
    var macroPreviews: [MacroPreview] = []
    /// Whether the file says `import SwiftUI`.
    var importsSwiftUI = false
    /// The modules the file imports at its top level, in order.
    var imports: [String] = []
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1

  init(_ source: String) { scalars = Array(source.unicodeScalars) }

  private struct OpenType {
    var name: String?
    var depth: Int
  }

  /// Reads the file.
  mutating func scan() -> Result {
    var result = Result()
    var depth = 0
    var types: [OpenType] = []
    var pendingType: String?
    var pendingIsType = false
    var conditions: [(condition: String, branchTaken: [String])] = []
    var words: [(word: String, line: Int)] = []

    func qualified(_ name: String) -> String {
      (types.compactMap(\.name) + [name]).joined(separator: ".")
    }

    while index < scalars.count {
      let c = scalars[index]
      if c == "\n" {
        line += 1
        index += 1
        continue
      }
      if c == " " || c == "\t" || c == "\r" {
        index += 1
        continue
      }
      if c == "/", peek(1) == "/" {
        skipLine()
        continue
      }
      if c == "/", peek(1) == "*" {
        skipBlockComment()
        continue
      }
      if c == "\"" || (c == "#" && (peek(1) == "\"" || peek(1) == "#")) {
        skipString()
        continue
      }
      if c == "#", let directive = readDirective() {
        switch directive.keyword {
        case "if":
          conditions.append((directive.rest, []))
        case "elseif":
          if var last = conditions.popLast() {
            last.branchTaken.append(last.condition)
            last.condition = directive.rest
            conditions.append(last)
          }
        case "else":
          if var last = conditions.popLast() {
            last.branchTaken.append(last.condition)
            last.condition = ""
            conditions.append(last)
          }
        case "endif":
          _ = conditions.popLast()
        case "Preview":
          let start = line
          if depth == 0, var preview = readMacroPreview() {
            preview.line = start
            preview.conditions = active(conditions)
            result.macroPreviews.append(preview)
          }
        default:
          break
        }
        continue
      }
      if c == "{" {
        depth += 1
        let outer = qualified("")
        types.append(OpenType(name: pendingIsType ? pendingType : nil, depth: depth))
        if pendingIsType, let name = pendingType, let declaration = words.last(where: { $0.word == name }) {
          let header = headerWords(words)
          if header.inherits.contains("PreviewProvider") {
            let active = conditions.map { entry -> String in
              let negated = entry.branchTaken.map { "!(\($0))" }
              return (negated + (entry.condition.isEmpty ? [] : ["(\(entry.condition))"])).joined(
                separator: " && ")
            }.filter { !$0.isEmpty }
            result.providers.append(
              Provider(
                name: header.isExtension ? name : outer + name, line: header.line ?? declaration.line,
                conditions: active, isPrivate: header.isPrivate))
          }
        }
        pendingType = nil
        pendingIsType = false
        words = []
        index += 1
        continue
      }
      if c == "}" {
        if let last = types.last, last.depth == depth { types.removeLast() }
        depth = max(0, depth - 1)
        words = []
        index += 1
        continue
      }
      if c == ";" {
        words = []
        index += 1
        continue
      }
      if isIdentifierStart(c) {
        let start = index
        while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<index]))
        words.append((word, line))
        if let previous = words.dropLast().last?.word,
          ["struct", "class", "enum", "actor", "extension", "protocol"].contains(previous),
          !["var", "func", "let", "init", "subscript", "case"].contains(word)
        {
          pendingType = word
          pendingIsType = true
        }
        if word == "import", depth == 0, let next = nextWord() {
          if next == "SwiftUI" { result.importsSwiftUI = true }
          if !["class", "struct", "enum", "protocol", "func", "typealias", "var", "let"].contains(next),
            !result.imports.contains(next)
          {
            result.imports.append(next)
          }
        }
        continue
      }
      index += 1
    }
    return result
  }

  /// The conditions a declaration sits under, outermost first.
  private func active(_ conditions: [(condition: String, branchTaken: [String])]) -> [String] {
    conditions.map { entry -> String in
      let negated = entry.branchTaken.map { "!(\($0))" }
      return (negated + (entry.condition.isEmpty ? [] : ["(\(entry.condition))"])).joined(separator: " && ")
    }.filter { !$0.isEmpty }
  }

  /// Reads `("Name", traits: …) { body }` after `#Preview`; nil when it is not a use.
  private mutating func readMacroPreview() -> MacroPreview? {
    skipSpaces()
    var arguments = ""
    if index < scalars.count, scalars[index] == "(" {
      guard let text = readBalanced(open: "(", close: ")") else { return nil }
      arguments = text
    }
    skipSpaces()
    guard index < scalars.count, scalars[index] == "{" else { return nil }
    let bodyLine = line
    let bodyColumn = columnAfterCursor()
    guard let body = readBalanced(open: "{", close: "}") else { return nil }
    var name: String?
    let trimmed = arguments.trimmingSpaces()
    if trimmed.hasPrefix("\"") {
      var value = ""
      var escaped = false
      for character in trimmed.dropFirst() {
        if escaped {
          value.append(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          break
        } else {
          value.append(character)
        }
      }
      name = value
    }
    return MacroPreview(
      name: name, line: line, body: body, bodyLine: bodyLine, bodyColumn: bodyColumn,
      sizeThatFits: arguments.contains(".sizeThatFitsLayout"),
      conditions: [])
  }

  /// The column (from 1, in UTF-8 bytes as the compiler counts) of the character after the cursor.
  private func columnAfterCursor() -> Int {
    var start = index
    while start > 0, scalars[start - 1] != "\n" { start -= 1 }
    return scalars[start...index].reduce(0) { $0 + UTF8.width($1) } + 1
  }

  private mutating func skipSpaces() {
    while index < scalars.count, [" ", "\t", "\r", "\n"].contains(scalars[index]) {
      if scalars[index] == "\n" { line += 1 }
      index += 1
    }
  }

  /// The text between a bracket at the cursor and its match (strings and comments inside skipped
  /// whole), the cursor left after the match; nil when the file ends first.
  private mutating func readBalanced(open: Unicode.Scalar, close: Unicode.Scalar) -> String? {
    let start = index + 1
    var nesting = 0
    while index < scalars.count {
      let c = scalars[index]
      if c == "\"" || (c == "#" && peek(1) == "\"") {
        skipString()
        continue
      }
      if c == "/", peek(1) == "/" {
        skipLine()
        continue
      }
      if c == "/", peek(1) == "*" {
        skipBlockComment()
        continue
      }
      if c == "\n" { line += 1 }
      if c == open { nesting += 1 }
      if c == close {
        nesting -= 1
        if nesting == 0 {
          let text = String(String.UnicodeScalarView(scalars[start..<index]))
          index += 1
          return text
        }
      }
      index += 1
    }
    return nil
  }

  /// The declaration a header's words make: what it inherits, whether it is an extension or
  /// private, and the line of its keyword.
  private func headerWords(_ words: [(word: String, line: Int)]) -> (
    inherits: [String], isExtension: Bool, isPrivate: Bool, line: Int?
  ) {
    guard
      let keywordIndex = words.lastIndex(where: {
        ["struct", "class", "enum", "actor", "extension", "protocol"].contains($0.word)
      })
    else { return ([], false, false, nil) }
    let modifiers = words[..<keywordIndex].map(\.word)
    return (
      Array(words[(keywordIndex + 1)...].dropFirst().map(\.word)), words[keywordIndex].word == "extension",
      modifiers.contains("private") || modifiers.contains("fileprivate"), words[keywordIndex].line
    )
  }

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func skipLine() {
    while index < scalars.count, scalars[index] != "\n" { index += 1 }
  }

  private mutating func skipBlockComment() {
    var nesting = 0
    while index < scalars.count {
      if scalars[index] == "/", peek(1) == "*" {
        nesting += 1
        index += 2
      } else if scalars[index] == "*", peek(1) == "/" {
        nesting -= 1
        index += 2
        if nesting == 0 { return }
      } else {
        if scalars[index] == "\n" { line += 1 }
        index += 1
      }
    }
  }

  /// Skips a string literal: plain, multi-line, or raw (`#"…"#`), with interpolations.
  private mutating func skipString() {
    var hashes = 0
    while index < scalars.count, scalars[index] == "#" {
      hashes += 1
      index += 1
    }
    guard index < scalars.count, scalars[index] == "\"" else { return }
    let multiline = peek(1) == "\"" && peek(2) == "\""
    index += multiline ? 3 : 1
    while index < scalars.count {
      let c = scalars[index]
      if c == "\n" {
        line += 1
        if !multiline { return }
      }
      if c == "\\" && hashes == 0 {
        if peek(1) == "(" {
          index += 2
          skipInterpolation()
          continue
        }
        index += 2
        continue
      }
      if c == "\"" {
        let closes = !multiline || (peek(1) == "\"" && peek(2) == "\"")
        if closes {
          var end = index + (multiline ? 3 : 1)
          var count = 0
          while count < hashes, end < scalars.count, scalars[end] == "#" {
            count += 1
            end += 1
          }
          if count == hashes {
            index = end
            return
          }
        }
      }
      index += 1
    }
  }

  private mutating func skipInterpolation() {
    var nesting = 1
    while index < scalars.count, nesting > 0 {
      let c = scalars[index]
      if c == "\"" {
        skipString()
        continue
      }
      if c == "(" { nesting += 1 }
      if c == ")" { nesting -= 1 }
      if c == "\n" { line += 1 }
      index += 1
    }
  }

  /// Reads `#if …`, `#elseif …`, `#else`, `#endif` or `#Preview` at the cursor.
  private mutating func readDirective() -> (keyword: String, rest: String)? {
    let start = index + 1
    var end = start
    while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
    let keyword = String(String.UnicodeScalarView(scalars[start..<end]))
    guard ["if", "elseif", "else", "endif", "Preview"].contains(keyword) else { return nil }
    index = end
    guard keyword != "Preview" else { return (keyword, "") }
    var restEnd = index
    while restEnd < scalars.count, scalars[restEnd] != "\n" { restEnd += 1 }
    var rest = String(String.UnicodeScalarView(scalars[index..<restEnd]))
    if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]) }
    index = restEnd
    return (keyword, rest.trimmingSpaces())
  }

  private func nextWord() -> String? {
    var cursor = index
    while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor += 1 }
    let start = cursor
    while cursor < scalars.count, isIdentifierPart(scalars[cursor]) { cursor += 1 }
    return cursor > start ? String(String.UnicodeScalarView(scalars[start..<cursor])) : nil
  }

  private func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    c == "_" || c.properties.isAlphabetic
  }

  private func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || ("0"..."9").contains(c)
  }
}

extension String {
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\r" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
    return String(scalars)
  }
}
