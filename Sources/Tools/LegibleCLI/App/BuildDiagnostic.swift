import Foundation

/// One error the compiler reported in a file, and what it says blocks the file: a module Legible
/// lacks, an API it lacks, or a name declared in another file that was left out.
struct BuildDiagnostic: Equatable {
  /// The file, as the compiler names it (the app's own path, through `#sourceLocation`).
  var file: String
  var line: Int
  var column: Int
  /// The compiler's message.
  var message: String
  /// The notes the compiler gave with it ("candidate requires that 'Movie' conform to 'Endpoint'").
  var notes: [String] = []

  /// The errors in `log` (the compiler's output), in order, one per file line and column, each
  /// with the notes that follow it.
  static func errors(in log: String) -> [BuildDiagnostic] {
    var found: [BuildDiagnostic] = []
    var seen: Set<String> = []
    // The error the notes that follow belong to (nil after an error already found).
    var current: Int?
    let pattern = try! Regex(#"^(.+?\.swift):(\d+):(\d+): (error|note): (.*)$"#)
    for text in log.split(separator: "\n") {
      guard let match = try? pattern.wholeMatch(in: text), let file = match.output[1].substring,
        let line = match.output[2].substring.flatMap({ Int($0) }),
        let column = match.output[3].substring.flatMap({ Int($0) }), let message = match.output[5].substring
      else { continue }
      if match.output[4].substring == "note" {
        if let current { found[current].notes.append(String(message)) }
        continue
      }
      let diagnostic = BuildDiagnostic(
        file: String(file), line: line, column: column, message: String(message))
      if seen.insert("\(file):\(line):\(column):\(message)").inserted {
        found.append(diagnostic)
        current = found.count - 1
      } else {
        current = nil
      }
    }
    return found
  }

  /// The names (types, functions, values) a file declares at its top level or in extensions, as
  /// a cheap reading of its text: enough to tell which left-out file a "cannot find" names.
  static func declaredNames(in text: String) -> Set<String> {
    let pattern = try! Regex(
      #"(?:^|\s)(?:class|struct|enum|protocol|actor|typealias|func|let|var|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    var names = Set(text.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    // An enum's cases listed on one line: `case searchBar, labelText`.
    let cases = try! Regex(#"(?m)^\s*case\s+([A-Za-z_][^:\n]*)$"#)
    for match in text.matches(of: cases) {
      for part in (match.output[1].substring ?? "").split(separator: ",") {
        let name = part.trimmingCharacters(in: .whitespaces).prefix {
          $0.isLetter || $0.isNumber || $0 == "_"
        }
        if !name.isEmpty { names.insert(String(name)) }
      }
    }
    return names
  }

  /// Whether the error follows from another in the same expression rather than saying what is
  /// wrong (the type checker gives up on an expression that uses a name it cannot find).
  var isConsequence: Bool {
    ["failed to produce diagnostic", "ambiguous without", "could not be inferred", "unable to infer"].contains
    {
      message.contains($0)
    }
  }

  /// Whether the error says the type checker could not tell what a member, a literal or a call
  /// means (`.rect`, `nil`), which follows, more often than not, from a name in the same statement
  /// that is missing: `PictureView(…).clipShape(.rect(…))` when `PictureView` was left out.
  var isContextual: Bool {
    [
      "cannot infer contextual base", "requires a contextual type",
      "cannot be resolved without a contextual type",
      "cannot call value of non-function type",
    ].contains { message.contains($0) }
  }

  /// The names starting with a capital written on `line` of `text` and the three lines before it:
  /// the statement an error is in, as a cheap reading.
  static func capitalizedNames(near line: Int, in text: String) -> Set<String> {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return [] }
    var names: Set<String> = []
    for number in max(1, line - 3)...line {
      for word in lines[number - 1].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      where word.first?.isUppercase == true {
        names.insert(String(word))
      }
    }
    return names
  }

  /// What blocks the file, as a cause to group files by.
  var blocker: Blocker {
    if let module = Self.quoted(in: message, after: "no such module ") { return .module(module) }
    if let name = Self.quoted(in: message, after: "invalid redeclaration of ") {
      return .duplicate(Self.bare(name))
    }
    if isAmbiguity, let name = Self.quoted(in: message, after: "") { return .ambiguous(Self.bare(name)) }
    for prefix in ["cannot find type ", "cannot find "] {
      if message.hasPrefix(prefix), message.hasSuffix(" in scope"),
        let name = Self.quoted(in: message, after: prefix)
      {
        return .name(name)
      }
    }
    // "value of type 'Text' has no member 'foo'", "type 'Color' has no member 'accent'"
    if message.contains(" has no member "), let member = Self.quoted(in: message, after: "has no member ") {
      let owner =
        Self.quoted(in: message, after: "of type ") ?? Self.quoted(in: message, after: "type ") ?? "?"
      return .api("\(Self.bare(owner)).\(member)")
    }
    if let member = Self.quoted(in: message, after: "cannot infer contextual base in reference to member ") {
      return .api(".\(member)")
    }
    if message.hasPrefix("module "), let member = Self.quoted(in: message, after: "has no member named ") {
      return .api("\(Self.quoted(in: message, after: "module ") ?? "?").\(member)")
    }
    return .other(Self.generalized(message))
  }

  /// Whether the error says a name means two things (two files, or the app and a module here,
  /// declare it).
  var isAmbiguity: Bool {
    message.contains("is ambiguous for type lookup") || message.hasPrefix("ambiguous use of ")
  }

  /// Whether the error says the file declares again what another declares.
  var isRedeclaration: Bool { message.hasPrefix("invalid redeclaration of ") }

  /// The type names the message and its notes quote (`'ObservedObject<SearchViewModel>.Wrapper'`
  /// names `ObservedObject`, `SearchViewModel` and `Wrapper`): names starting with a capital.
  var quotedTypeNames: [String] {
    ([message] + notes).flatMap { text in
      text.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.flatMap { part in
        part.element.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
          .filter { $0.first?.isUppercase == true }
      }
    }
  }

  /// The name the error says is missing (a type, a function, a member), which a file left out
  /// before may be what declares it.
  var missingName: String? {
    switch blocker {
    case .name(let name): return name
    case .api(let name): return name.split(separator: ".").last.map(String.init)
    default: return nil
    }
  }

  /// A cause files are grouped by.
  enum Blocker: Hashable, Comparable, Codable {
    /// A module Legible does not offer (`StoreKit`).
    case module(String)
    /// A remote Swift package the project uses that could not be fetched or built here, and why.
    case package(String, reason: String)
    /// A name no file that builds declares: an API Legible lacks, or a name of a left-out file.
    case name(String)
    /// A member Legible's type lacks (`View.allowsHitTesting`).
    case api(String)
    /// A name the file declares that another file declares too (often a file of another target).
    case duplicate(String)
    /// A name that means two things where the file uses it (the app and a module here declare it).
    case ambiguous(String)
    /// Another error, its quoted parts left out.
    case other(String)

    var description: String {
      switch self {
      case .module(let name): return "module \(name) is not here"
      case .package(let name, let reason): return "package \(name) \(reason)"
      case .name(let name): return "\(name) is not here"
      case .api(let name): return "\(name) is not here"
      case .duplicate(let name):
        return "declares \(name), as another file of the app does (a file of another target?)"
      case .ambiguous(let name): return "\(name) means two things: the app and a module here both declare it"
      case .other(let message): return message
      }
    }
  }

  /// The text between the first pair of single quotes after `prefix`.
  static func quoted(in text: String, after prefix: String) -> String? {
    guard let start = text.range(of: prefix + "'") else { return nil }
    let rest = text[start.upperBound...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  /// A type's name without its generic arguments and module (`some View` stays as it is).
  static func bare(_ type: String) -> String {
    let name = type.prefix { $0 != "<" }
    return String(name.split(separator: ".").last ?? Substring(name))
  }

  /// A message with its quoted parts replaced by `…`, so that errors of one kind group together.
  static func generalized(_ message: String) -> String {
    message.replacing(try! Regex("'[^']*'"), with: "'…'")
  }
}
