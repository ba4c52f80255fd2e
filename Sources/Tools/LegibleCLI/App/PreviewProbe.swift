import Foundation

/// Finds the previews of code nobody here wrote that trap or never return, before the audit: runs
/// the catalog program's `probe` (each screen laid out at L and AX5, a line after each) and
/// watches it.
/// A process that ends early crashed on the screen after its last line (out of memory, when it
/// died for want of it: the probe may use `WorkerLimits.memory`); one silent for `limits.time`
/// seconds hangs on it, and one that writes more than `limits.output` bytes for one screen floods
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
  /// How long one screen may take and how much it may write.
  var limits = WorkerLimits.probe

  /// The screens of `screens` (the catalog's, in order) that crash or hang.
  func failures(of screens: [String]) -> [Failure] {
    var failures: [Failure] = []
    var from = 0
    while from < screens.count {
      let run = Run(program: program, from: from, limits: limits)
      let (lastDone, ending) = run.watch()
      let failed = (lastDone ?? (from - 1)) + 1
      switch ending {
      case .finished:
        return failures
      case .crashed(let message) where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: "crashed: \(message)"))
      case .hung where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: limits.hungReason))
      case .flooded where failed < screens.count:
        failures.append(Failure(screen: screens[failed], reason: limits.floodedReason))
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
    var limits: WorkerLimits

    enum Ending {
      case finished
      case crashed(String)
      case hung
      case flooded
    }

    /// The number of the last screen done, and how the run ended.
    func watch() -> (Int?, Ending) {
      let (process, output, errors): (Process, Pipe, Pipe)
      do {
        (process, output, errors) = try Process.piped(program, ["probe", "--from", String(from)])
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
      let errorTail = OutputTail(errors.fileHandleForReading) { state.wrote($0) }
      func stop(_ ending: Ending) -> (Int?, Ending) {
        process.stop()
        // A process the probe started may still hold its outputs open: the readers are not waited
        // for past a few seconds.
        _ = readers.wait(timeout: .now() + 5)
        return (state.lastDone, ending)
      }
      // Watched until it exits, not only until its standard output closes: a process may close it
      // and go on writing to standard error.
      var lastNews = Date()
      while !state.hasEnded || process.isRunning {
        if state.waitForNews(timeout: min(limits.time, 0.2)) {
          lastNews = Date()
        } else if Date().timeIntervalSince(lastNews) > limits.time {
          return stop(.hung)
        }
        if state.writtenSinceLastScreen > limits.output { return stop(.flooded) }
      }
      process.waitUntilExit()
      _ = readers.wait(timeout: .now() + 5)
      if process.terminationReason == .exit && process.terminationStatus == 0 {
        return (state.lastDone, .finished)
      }
      return (
        state.lastDone,
        .crashed(
          ProcessEnding.describe(
            errorTail.text(), reason: process.terminationReason, status: process.terminationStatus))
      )
    }
  }
}

/// What a probe's readers have seen, shared with the watching thread.
private final class ProbeState: @unchecked Sendable {
  private let condition = NSCondition()
  private var news = false
  private var last: Int?
  private var end = false
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
