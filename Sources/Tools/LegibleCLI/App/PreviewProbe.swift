import Foundation

/// Finds the previews of code nobody here wrote that trap or never return, before the audit: runs
/// the catalog program's `probe` (each screen laid out at L and AX5, a line after each) and
/// watches it.
/// A process that ends early crashed on the screen after its last line (out of memory, when it
/// died for want of it: the probe may use `ProbeCommand.memoryLimit`); one silent for `timeout`
/// seconds hangs on it, and one that writes more than `outputLimit` bytes for one screen floods
/// its output; both are stopped. Either way the probe goes on from the screen after, so every
/// other preview is still audited. What the process writes is read as it comes and only its end
/// kept, so a flood costs this process no memory.
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
  /// How many bytes one screen may write (both outputs) before it is said to flood them.
  var outputLimit = 16 << 20

  /// The screens of `screens` (the catalog's, in order) that crash or hang.
  func failures(of screens: [String]) -> [Failure] {
    var failures: [Failure] = []
    var from = 0
    while from < screens.count {
      let run = Run(program: program, from: from, timeout: timeout, outputLimit: outputLimit)
      let (lastDone, ending) = run.watch()
      let failed = (lastDone ?? (from - 1)) + 1
      switch ending {
      case .finished:
        return failures
      case .crashed(let message) where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: "crashed: \(message)"))
      case .hung where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: "did not finish in \(Int(timeout)) s"))
      case .flooded where failed < screens.count:
        failures.append(
          Failure(
            screen: screens[failed], reason: "wrote over \(outputLimit >> 20) MiB of output, and was stopped")
        )
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
    var outputLimit: Int

    enum Ending {
      case finished
      case crashed(String)
      case hung
      case flooded
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
          state.wrote(chunk.count)
          pending.append(chunk)
          while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let words = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self).split(
              separator: " ")
            if words.count >= 2, words[0] == "ok", let number = Int(words[1]) { state.done(number) }
            pending.removeSubrange(pending.startIndex...newline)
          }
          // A line is short: what a preview prints without end is not kept.
          if pending.count > 4096 { pending = Data() }
        }
        state.ended()
        readers.leave()
      }
      readers.enter()
      Thread.detachNewThread {
        var kept = Data()
        while true {
          let chunk = errors.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          state.wrote(chunk.count)
          kept.append(chunk)
          // Copied out, so that the slice does not keep all that was read.
          if kept.count > 65_536 { kept = Data(kept.suffix(16_384)) }
        }
        state.errors = kept.suffix(16_384)
        readers.leave()
      }
      func stop(_ ending: Ending) -> (Int?, Ending) {
        process.terminate()
        Thread.sleep(forTimeInterval: 0.2)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        // A process the probe started may still hold its outputs open: the readers are not waited
        // for past a few seconds.
        _ = readers.wait(timeout: .now() + 5)
        return (state.lastDone, ending)
      }
      // Watched until it exits, not only until its standard output closes: a process may close it
      // and go on writing to standard error.
      var lastNews = Date()
      while !state.hasEnded || process.isRunning {
        if state.waitForNews(timeout: min(timeout, 0.2)) {
          lastNews = Date()
        } else if Date().timeIntervalSince(lastNews) > timeout {
          return stop(.hung)
        }
        if state.writtenSinceLastScreen > outputLimit { return stop(.flooded) }
      }
      process.waitUntilExit()
      _ = readers.wait(timeout: .now() + 5)
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
      let memory = [
        "Could not allocate memory", "failed to allocate", "Cannot allocate memory", "out of memory",
      ]
      if lines.contains(where: { line in memory.contains { line.contains($0) } }) {
        return "ran out of memory (a preview may use \(ProbeCommand.memoryLimit >> 30) GiB)"
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

  private var written = 0
  /// Bytes written on either output since the last screen was done.
  var writtenSinceLastScreen: Int { condition.withLock { written } }

  /// Counts `count` bytes written; past the limit, the watcher is woken to stop the process.
  func wrote(_ count: Int) {
    condition.withLock {
      written += count
      news = true
      condition.signal()
    }
  }

  /// The number of the last screen done.
  var lastDone: Int? { condition.withLock { last } }
  /// Whether the program's output has ended.
  var hasEnded: Bool { condition.withLock { end } }

  func done(_ number: Int) {
    condition.withLock {
      last = number
      written = 0
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
