import Foundation

/// An X server without a screen (Xvfb) on a free display, for tests that open a live window (the
/// preview) and drive it with `xdotool`; it is stopped when the value goes away. Needs the `xvfb`
/// package (and `xdotool` to drive the window).
public final class VirtualDisplay {
  /// The display's name, for `DISPLAY` (`:93`).
  public let name: String
  private let number: Int
  private let process: Process

  /// Displays this process has started and not stopped: two displays made at once (tests of two
  /// suites running in parallel) must not pick the same number before either server has taken it.
  nonisolated(unsafe) private static var taken: Set<Int> = []
  private static let lock = NSLock()

  /// Starts a server 1400 × 1500 pixels large on a display no other server has; throws
  /// `Unavailable` when Xvfb is missing or no server starts within ten seconds.
  public init() throws {
    var candidate = 90 + Int(ProcessInfo.processInfo.processIdentifier % 20)
    for _ in 0..<20 {
      let number: Int = Self.lock.withLock {
        while Self.taken.contains(candidate)
          || FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock")
        {
          candidate += 1
        }
        Self.taken.insert(candidate)
        return candidate
      }
      candidate += 1
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["Xvfb", ":\(number)", "-screen", "0", "1400x1500x24", "-nolisten", "tcp"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do { try process.run() } catch {
        _ = Self.lock.withLock { Self.taken.remove(number) }
        throw Unavailable(description: "Xvfb could not be started: \(error)")
      }
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"),
        Date() < deadline
      {
        Thread.sleep(forTimeInterval: 0.05)
      }
      // A server that finds its display taken by another process's exits at once: try the next.
      Thread.sleep(forTimeInterval: 0.1)
      if process.isRunning, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
        self.number = number
        self.process = process
        name = ":\(number)"
        return
      }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      _ = Self.lock.withLock { Self.taken.remove(number) }
    }
    throw Unavailable(description: "Xvfb did not start; install it (Debian package xvfb)")
  }

  deinit {
    // The server may have been started with termination signals blocked: kill it outright.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    _ = Self.lock.withLock { Self.taken.remove(number) }
  }

  /// Why a window cannot be tested here.
  public struct Unavailable: Error, CustomStringConvertible {
    /// Why the display could not be used, and what to install or set.
    public let description: String
    /// An error saying `description`.
    public init(description: String) { self.description = description }
  }

  /// Runs a program found on the `PATH` and waits for it, killing it after `timeout` seconds;
  /// returns its status and what it printed (both streams).
  public static func run(
    _ tool: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 20
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { $1 }
    process.environment = variables
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    )
  }

  /// The path of an executable of the package built beside the running tests (`swift test`
  /// builds the executables the test target depends on).
  public static func builtExecutable(named name: String) throws -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory = directory.deletingLastPathComponent()
    }
    throw Unavailable(description: "the \(name) executable was not built beside the tests")
  }

  /// The id of the first window on this display whose name contains `name`, waiting for it up to
  /// `timeout` seconds (xdotool); empty when none appeared.
  public func window(named name: String, timeout: Double = 20) throws -> String {
    try Self.run(
      "xdotool", ["search", "--sync", "--name", name], environment: ["DISPLAY": self.name], timeout: timeout
    )
    .output.split(separator: "\n").first.map(String.init) ?? ""
  }

  /// The names of the files in `folder` as soon as there is one, waiting up to `timeout` seconds
  /// (a window saving a screenshot); empty when none came.
  public static func files(in folder: URL, timeout: Double = 10) -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var files: [String] = []
    while files.isEmpty && Date() < deadline {
      files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if files.isEmpty { Thread.sleep(forTimeInterval: 0.1) }
    }
    return files
  }

  /// Starts `executable` with `arguments` on this display; its output is discarded.
  public func launch(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:])
    throws -> Process
  {
    let app = Process()
    app.executableURL = URL(fileURLWithPath: executable)
    app.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment.merge(extra) { $1 }
    environment["DISPLAY"] = name
    app.environment = environment
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    try app.run()
    return app
  }
}
