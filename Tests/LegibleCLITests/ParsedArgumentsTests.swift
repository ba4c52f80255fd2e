import LegibleCLI
import Testing

@Suite struct ParsedArgumentsTests {
  let spec = CommandSpec(
    name: "demo", abstract: "A command for tests.",
    options: [.init("size", value: "n", help: "A size."), .init("verbose", help: "Talk more.")],
    arguments: [.init("input", help: "A file."), .init("output", optional: true, help: "Another.")])

  @Test func readsValuesFlagsAndPositionals() throws {
    let parsed = try ParsedArguments(["in.png", "--size", "3", "--verbose", "out.png"], spec: spec)
    #expect(parsed.value("size") == "3")
    #expect(parsed.flag("verbose"))
    #expect(parsed.positionals == ["in.png", "out.png"])
    #expect(!parsed.wantsHelp)
  }

  @Test func askingForAnOptionTheCommandDoesNotDeclareStopsTheProgram() async throws {
    // A mistyped name in a command's code would otherwise read as "not given".
    await #expect(processExitsWith: .failure) {
      let spec = CommandSpec(
        name: "demo", abstract: "A command for tests.", options: [.init("size", value: "n", help: "A size.")])
      _ = try ParsedArguments(["--size", "3"], spec: spec).value("sise")
    }
    await #expect(processExitsWith: .failure) {
      _ = ParsedArguments(declaring: []).flag("verbose")
    }
  }

  @Test func acceptsInlineValuesAndValuesThatLookLikeOptions() throws {
    #expect(try ParsedArguments(["--size=-1", "x"], spec: spec).value("size") == "-1")
    #expect(try ParsedArguments(["--size", "-1", "x"], spec: spec).value("size") == "-1")
  }

  /// An empty value is no value, and an option where a value should be was meant as an option.
  @Test func refusesEmptyValuesAndOptionsInTheirPlace() throws {
    #expect(throws: UsageError.self) { try ParsedArguments(["--size=", "x"], spec: spec) }
    #expect(throws: UsageError.self) { try ParsedArguments(["--size", "", "x"], spec: spec) }
    #expect(throws: UsageError.self) { try ParsedArguments(["--size", "--size", "x"], spec: spec) }
    // A value that only looks like an option the command does not have is a value.
    #expect(try ParsedArguments(["--size", "--large", "x"], spec: spec).value("size") == "--large")
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ParsedArguments(["--", "--size"], spec: spec)
    #expect(parsed.positionals == ["--size"])
    #expect(parsed.value("size") == nil)
  }

  @Test func helpSkipsTheArgumentCheck() throws {
    #expect(try ParsedArguments(["-h"], spec: spec).wantsHelp)
    #expect(try ParsedArguments(["--help"], spec: spec).wantsHelp)
  }

  @Test(arguments: [
    (["x", "--colour", "red"], "unknown option '--colour'"),
    (["x", "--size"], "'--size' needs a value"),
    (["x", "--size", "1", "--size", "2"], "given more than once"),
    (["x", "--verbose=yes"], "is a flag and takes no value"),
    ([], "missing <input>"),
    (["a", "b", "c"], "unexpected argument 'c'"),
  ])
  func badCommandLinesSayWhatIsWrong(_ arguments: [String], _ message: String) {
    do {
      _ = try ParsedArguments(arguments, spec: spec)
      Issue.record("expected a usage error for \(arguments)")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.description.contains("Usage: legible demo"))
    }
  }

  @Test func theHelpPageListsEveryOptionAndArgument() {
    let help = spec.help
    for word in ["--size <n>", "--verbose", "<input>", "<output>", "-h, --help", "A command for tests."] {
      #expect(help.contains(word), "\(word)")
    }
    #expect(spec.usage == "legible demo [--size <n>] [--verbose] <input> [<output>]")
  }
}
