import Foundation

/// How a process that ran a team's code ended early, in the words a report gives it: Swift's
/// `Fatal error: …` line (with the file and line Swift names), "ran out of memory" when an
/// allocation failed under `WorkerLimits.memory`, else the signal or the exit status with the
/// last line it wrote.
enum ProcessEnding {
  /// What `errors` (the end of the process's standard error) and its ending say happened.
  static func describe(_ errors: Data, reason: Process.TerminationReason, status: Int32) -> String {
    let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let memory = [
      "Could not allocate memory", "failed to allocate", "Cannot allocate memory", "out of memory",
    ]
    if lines.contains(where: { line in memory.contains { line.contains($0) } }) {
      return "ran out of memory (a preview may use \(WorkerLimits.memory >> 30) GiB)"
    }
    if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
      return String(fatal.prefix(300))
    }
    let last = lines.last.map { " (\($0.prefix(200)))" } ?? ""
    return reason == .uncaughtSignal ? "signal \(status)\(last)" : "exit status \(status)\(last)"
  }

  /// The file (as Swift names it: `Module/File.swift`) and line of the trap `message` names, when
  /// it is in the program's own code, not in Swift's libraries (an index out of range is
  /// reported at the library's line, not the caller's).
  static func trapLocation(in message: String) -> (file: String, line: Int)? {
    guard let fatal = message.range(of: ": Fatal error") ?? message.range(of: ": fatal error") else {
      return nil
    }
    let head = message[..<fatal.lowerBound]
    let words = head.split(separator: " ")
    guard let place = words.last, let colon = place.lastIndex(of: ":"),
      let line = Int(place[place.index(after: colon)...]), line > 0
    else { return nil }
    let file = String(place[..<colon])
    let libraries = ["Swift/", "_Concurrency/", "Foundation", "Dispatch/", "Observation/", "Legible"]
    guard file.hasSuffix(".swift"), !libraries.contains(where: { file.hasPrefix($0) }) else { return nil }
    return (file, line)
  }

  /// Whether a process stopped by `signal` was stopped from outside (Ctrl-C, `kill`), not by its
  /// own code: those end the run, they are not a screen's fault.
  static func isInterruption(_ signal: Int32) -> Bool { signal == SIGINT || signal == SIGTERM }
}

/// Reads a process's output on a thread of its own until it ends, keeping only its last bytes
/// (16 KiB unless told) and counting what it wrote (`counted`), so that a process writing
/// without end costs this one no memory.
final class OutputTail: @unchecked Sendable {
  private let lock = NSLock()
  private var kept = Data()
  private let keeping: Int
  private let done = DispatchGroup()

  /// Starts reading `handle`, keeping its last `keeping` bytes; `counted` is told each chunk's
  /// size as it comes.
  init(_ handle: FileHandle, keeping: Int = 16_384, counted: @escaping @Sendable (Int) -> Void = { _ in }) {
    let keeping = max(keeping, 1)
    self.keeping = keeping
    done.enter()
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        counted(chunk.count)
        lock.withLock {
          kept.append(chunk)
          // Copied out, so that the slice does not keep all that was read.
          if kept.count > 4 * keeping { kept = Data(kept.suffix(keeping)) }
        }
      }
      done.leave()
    }
  }

  /// The last bytes read, once the output has ended or `timeout` seconds have passed (a process
  /// the program started may still hold its output open).
  func text(waiting timeout: TimeInterval = 5) -> Data {
    _ = done.wait(timeout: .now() + timeout)
    return lock.withLock { Data(kept.suffix(keeping)) }
  }
}
