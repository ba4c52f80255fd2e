import Foundation

/// Finds the previews of code nobody here wrote that trap or never return, before the audit: runs
/// the catalog program's `probe` (each screen laid out at L and AX5, a line after each) and
/// watches it.
/// A process that ends early crashed on the screen after its last line; one silent for `timeout`
/// seconds hangs on it and is stopped. Either way the probe goes on from the screen after, so
/// every other preview is still audited.
struct PreviewProbe {
  /// A preview left out, and why.
  struct Failure: Equatable, Codable {
    var screen: String
    var reason: String
  }

  /// The catalog program.
  var program: URL
  /// How long one screen may take before it is said to hang.
  var timeout: TimeInterval = 30

  /// The screens of `screens` (the catalog's, in order) that crash or hang.
  func failures(of screens: [String]) -> [Failure] {
    var failures: [Failure] = []
    var from = 0
    while from < screens.count {
      let run = Run(program: program, from: from, timeout: timeout)
      let (lastDone, ending) = run.watch()
      let failed = (lastDone ?? (from - 1)) + 1
      switch ending {
      case .finished:
        return failures
      case .crashed(let message) where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: "crashed: \(message)"))
      case .hung where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: "did not finish in \(Int(timeout)) s"))
      default:
        return failures
      }
      from = failed + 1
    }
    return failures
  }

  /// One run of the probe from a screen.
  private struct Run {
    var program: URL
    var from: Int
    var timeout: TimeInterval

    enum Ending {
      case finished
      case crashed(String)
      case hung
    }

    /// The number of the last screen done, and how the run ended.
    func watch() -> (Int?, Ending) {
      let process = Process()
      process.executableURL = program
      process.arguments = ["probe", "--from", String(from)]
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        return (nil, .crashed("cannot start \(program.path): \(error)"))
      }
      let state = ProbeState()
      let readers = DispatchGroup()
      readers.enter()
      Thread.detachNewThread {
        var pending = Data()
        while true {
          let chunk = output.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          pending.append(chunk)
          while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let words = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self).split(
              separator: " ")
            if words.count >= 2, words[0] == "ok", let number = Int(words[1]) { state.done(number) }
            pending.removeSubrange(pending.startIndex...newline)
          }
        }
        state.ended()
        readers.leave()
      }
      readers.enter()
      Thread.detachNewThread {
        state.errors = errors.fileHandleForReading.readDataToEndOfFile().suffix(16_384)
        readers.leave()
      }
      while !state.hasEnded {
        if !state.waitForNews(timeout: timeout) {
          process.terminate()
          Thread.sleep(forTimeInterval: 0.2)
          if process.isRunning { kill(process.processIdentifier, SIGKILL) }
          process.waitUntilExit()
          readers.wait()
          return (state.lastDone, .hung)
        }
      }
      process.waitUntilExit()
      readers.wait()
      if process.terminationReason == .exit && process.terminationStatus == 0 {
        return (state.lastDone, .finished)
      }
      return (state.lastDone, .crashed(Self.message(state.errors, process: process)))
    }

    /// What the program said as it died (Swift's `Fatal error: …` line, else its last line), or
    /// its signal.
    static func message(_ errors: Data, process: Process) -> String {
      let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
        return String(fatal.prefix(300))
      }
      if process.terminationReason == .uncaughtSignal {
        return "signal \(process.terminationStatus)" + (lines.last.map { " (\($0.prefix(200)))" } ?? "")
      }
      return "exit status \(process.terminationStatus)" + (lines.last.map { " (\($0.prefix(200)))" } ?? "")
    }
  }
}

/// What a probe's readers have seen, shared with the watching thread.
private final class ProbeState: @unchecked Sendable {
  private let condition = NSCondition()
  private var news = false
  private var last: Int?
  private var end = false
  /// What the program wrote on standard error (its end), set once its reader is done.
  var errors = Data()

  /// The number of the last screen done.
  var lastDone: Int? { condition.withLock { last } }
  /// Whether the program's output has ended.
  var hasEnded: Bool { condition.withLock { end } }

  func done(_ number: Int) {
    condition.withLock {
      last = number
      news = true
      condition.signal()
    }
  }

  func ended() {
    condition.withLock {
      end = true
      news = true
      condition.signal()
    }
  }

  /// Waits for a line or the end; false when `timeout` passed with neither.
  func waitForNews(timeout: TimeInterval) -> Bool {
    condition.withLock {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while !news {
        if !condition.wait(until: deadline) { return false }
      }
      news = false
      return true
    }
  }
}
