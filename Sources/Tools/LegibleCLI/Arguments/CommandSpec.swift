/// What a command accepts: its options and positional arguments, with the help text for each. The
/// parser, the usage line and the help page are all derived from it, so they cannot disagree.
public struct CommandSpec: Sendable {
  /// One `--name value` option, or a `--name` flag when `valueName` is nil.
  public struct Option: Sendable {
    /// The option's name, without the leading `--`.
    public let name: String
    /// What the option's value is called in help text, or nil for a flag.
    public let valueName: String?
    /// What the option does, for the help page.
    public let help: String

    /// An option `--name`, taking a value called `valueName` (a flag when nil), described by `help`.
    public init(_ name: String, value valueName: String? = nil, help: String) {
      self.name = name
      self.valueName = valueName
      self.help = help
    }

    var isFlag: Bool { valueName == nil }
    var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }
  }

  /// One positional argument; optional ones may be left out; the last may be repeated.
  public struct Argument: Sendable {
    /// The argument's name, for the usage line.
    public let name: String
    /// What the argument is, for the help page.
    public let help: String
    /// Whether the argument may be left out.
    public let isOptional: Bool
    /// Takes one or more words (only the last argument).
    public let isRepeated: Bool

    /// A positional argument called `name`, described by `help`.
    public init(_ name: String, optional: Bool = false, repeated: Bool = false, help: String) {
      self.name = name
      self.help = help
      self.isOptional = optional
      self.isRepeated = repeated
    }
  }

  /// The command's name as typed (`scale`), or the tool's name for the top level.
  public let name: String
  /// One line saying what the command does.
  public let abstract: String
  /// Paragraphs shown after the usage on the help page.
  public let discussion: String
  /// The options, in the order the help page lists them.
  public let options: [Option]
  /// The positional arguments, in order.
  public let arguments: [Argument]

  /// A spec of the given options and positional arguments.
  public init(
    name: String, abstract: String, discussion: String = "", options: [Option] = [],
    arguments: [Argument] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.options = options
    self.arguments = arguments
  }

  /// `legible scale [--style <style>] …`
  public var usage: String { usage(program: "legible") }

  /// The usage line as a program of another name has it (a catalog of your own).
  public func usage(program: String) -> String {
    var parts = [program, name]
    parts += options.map { "[\($0.synopsis)]" }
    parts += arguments.map {
      ($0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>") + ($0.isRepeated ? "…" : "")
    }
    return parts.joined(separator: " ")
  }

  /// The full help page.
  public var help: String { help(program: "legible") }

  /// The full help page of a program of another name, its catalog's own words in place of the
  /// `{…}` placeholders of the texts (`details`: `demo` and `languages`, say), and its name in
  /// place of `legible` in the commands it shows.
  public func help(program: String, details: [String: String] = [:]) -> String {
    var text = "\(abstract)\n\nUsage: \(usage(program: program))\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    let rows =
      arguments.map { ("<\($0.name)>", $0.help) } + options.map { ($0.synopsis, $0.help) }
      + [("-h, --help", "Show this help.")]
    let width = rows.map(\.0.count).max() ?? 0
    text += "\nOptions:\n"
    for (left, right) in rows {
      text += "  " + left.padding(to: width) + "  " + right + "\n"
    }
    for (key, value) in details { text = text.replacingOccurrences(of: "{\(key)}", with: value) }
    return text.replacingOccurrences(of: "`legible ", with: "`\(program) ")
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
