/// The result of reading a command line against a `CommandSpec`: option values, flags and
/// positional arguments, with the help request noted rather than acted on.
public struct ParsedArguments: Sendable, Equatable {
  /// Option values, by option name.
  public var values: [String: String] = [:]
  /// The flags given, by name.
  public var flags: Set<String> = []
  /// The positional arguments, in order.
  public var positionals: [String] = []
  /// `-h` or `--help` was given.
  public var wantsHelp = false
  /// The names of the options the command declares: asking for any other is a mistake in the
  /// command's code, which stops the program rather than read as "not given".
  public private(set) var declared: Set<String> = []

  /// Nothing given, for a command that declares `options`.
  public init(declaring options: [CommandSpec.Option] = []) { declared = Set(options.map(\.name)) }

  /// Reads `arguments` (the words after the command's name). Accepts `--name value`,
  /// `--name=value`, flags, positionals, and `--` to end options.
  ///
  /// - Throws: `UsageError` for unknown or repeated options, a missing or empty value (or another
  ///   of the command's options where a value should be), a value given to a flag, and missing or
  ///   extra positional arguments.
  public init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    declared = Set(spec.options.map(\.name))
    var words = arguments[...]
    var optionsEnded = false
    while let word = words.popFirst() {
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      if word == "-h" || word == "--help" {
        wantsHelp = true
        continue
      }
      let body = word.drop(while: { $0 == "-" })
      let name = String(body.prefix(while: { $0 != "=" }))
      let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '\(word)'", command: spec)
      }
      guard values[name] == nil, !flags.contains(name) else {
        throw UsageError("'--\(name)' is given more than once", command: spec)
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError("'--\(name)' is a flag and takes no value", command: spec)
        }
        flags.insert(name)
      } else if let value = inlineValue ?? words.popFirst() {
        // `--out --out` would write a folder named "--out": a value that is one of the command's
        // options was meant as an option. (A file of that name can be written as ./--out.)
        if inlineValue == nil, value.hasPrefix("--"),
          spec.options.contains(where: { "--\($0.name)" == value.prefix { $0 != "=" } })
        {
          throw UsageError(
            "'--\(name)' needs a value, but is followed by the option '\(value)'", command: spec)
        }
        guard !value.isEmpty else {
          throw UsageError("'--\(name)' needs a value, not an empty one: \(option.synopsis)", command: spec)
        }
        values[name] = value
      } else {
        throw UsageError("'--\(name)' needs a value: \(option.synopsis)", command: spec)
      }
    }
    if wantsHelp { return }
    let required = spec.arguments.filter { !$0.isOptional }.count
    if positionals.count < required {
      let missing = spec.arguments[positionals.count]
      throw UsageError("missing <\(missing.name)>", command: spec)
    }
    if positionals.count > spec.arguments.count, spec.arguments.last?.isRepeated != true {
      throw UsageError("unexpected argument '\(positionals[spec.arguments.count])'", command: spec)
    }
  }

  /// The value of `--name`, or nil when it was not given. `name` must be one of the command's
  /// options.
  public func value(_ name: String) -> String? {
    precondition(
      declared.contains(name), "'--\(name)' is not an option of this command; declare it in its spec")
    return values[name]
  }

  /// Whether the flag `--name` was given. `name` must be one of the command's options.
  public func flag(_ name: String) -> Bool {
    precondition(
      declared.contains(name), "'--\(name)' is not an option of this command; declare it in its spec")
    return flags.contains(name)
  }
}
