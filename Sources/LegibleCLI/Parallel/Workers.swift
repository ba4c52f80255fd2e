import Foundation

/// Runs `legible` itself in several processes at once, each on a part of a matrix, and follows
/// their progress.
///
/// Processes rather than threads: screens are views, which (as in UIKit) live on one thread, the
/// main actor, and a Pango font map is not to be shared between threads; a process per core gives
/// each part its own main thread and its own fonts, sharing nothing but the files they write. The
/// parts are the same slices CI jobs run with `--shard`, so one mechanism serves both, and a
/// worker that crashes takes only its part with it.
///
/// Protocol: a worker prints `progress <done> <total>` lines on its standard output and exits 0
/// when its part's file is written; anything else it prints on standard error is kept for the
/// error message if it fails.
enum Workers {
  /// Starts one process per argument list, runs `meanwhile` on this thread while they work, then
  /// waits for all, calling `progress` with the sum of their `done` counts as it grows.
  ///
  /// - Throws: `WorkerFailure` when a worker cannot start or exits with a status other than 0
  ///   (the others are stopped); whatever `meanwhile` throws, after stopping the workers.
  @MainActor static func run(
    executable: String, argumentLists: [[String]], progress: (Int) -> Void,
    meanwhile: () throws -> Void = {}
  ) throws {
    let state = WorkerState(count: argumentLists.count)
    var processes: [Process] = []
    let readers = DispatchGroup()
    func stopAll() {
      for process in processes where process.isRunning { process.terminate() }
      for process in processes { process.waitUntilExit() }
    }
    for (index, arguments) in argumentLists.enumerated() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      do {
        try process.run()
      } catch {
        stopAll()
        throw WorkerFailure(worker: index + 1, of: argumentLists.count, status: nil, errors: "\(error)")
      }
      processes.append(process)
      readers.enter()
      DispatchQueue.global().async {
        var pending = Data()
        while true {
          let chunk = output.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          pending.append(chunk)
          while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            let words = line.split(separator: " ")
            if words.count == 3, words[0] == "progress", let done = Int(words[1]) {
              state.setDone(done, of: index)
            }
          }
        }
        readers.leave()
      }
      readers.enter()
      DispatchQueue.global().async {
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        state.setErrors(String(decoding: text, as: UTF8.self), of: index)
        readers.leave()
      }
    }
    do {
      try meanwhile()
    } catch {
      stopAll()
      throw error
    }
    var reported = -1
    while true {
      let done = state.totalDone
      if done != reported {
        progress(done)
        reported = done
      }
      if let failed = processes.firstIndex(where: { !$0.isRunning && $0.terminationStatus != 0 }) {
        let status = processes[failed].terminationStatus
        stopAll()
        readers.wait()
        throw WorkerFailure(
          worker: failed + 1, of: processes.count, status: status, errors: state.errors(of: failed))
      }
      if processes.allSatisfy({ !$0.isRunning }) { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    readers.wait()
    if state.totalDone != reported { progress(state.totalDone) }
  }
}

/// What the workers have reported, written from the reading threads.
private final class WorkerState: @unchecked Sendable {
  private let lock = NSLock()
  private var done: [Int]
  private var errorTexts: [String]

  init(count: Int) {
    done = Array(repeating: 0, count: count)
    errorTexts = Array(repeating: "", count: count)
  }

  func setDone(_ value: Int, of worker: Int) { lock.withLock { done[worker] = value } }
  func setErrors(_ text: String, of worker: Int) { lock.withLock { errorTexts[worker] = text } }
  var totalDone: Int { lock.withLock { done.reduce(0, +) } }
  func errors(of worker: Int) -> String { lock.withLock { errorTexts[worker] } }
}

/// A worker process that could not start or did not finish its part.
struct WorkerFailure: Error, CustomStringConvertible {
  let worker: Int
  let of: Int
  /// Its exit status; nil when it never started.
  let status: Int32?
  /// What it printed on standard error.
  let errors: String

  var description: String {
    let what = status.map { "stopped with status \($0)" } ?? "could not start"
    let said = errors.trimmingCharacters(in: .whitespacesAndNewlines)
    return "error: worker \(worker) of \(of) \(what)"
      + (said.isEmpty ? "" : ":\n\(said.split(separator: "\n").suffix(20).joined(separator: "\n"))")
      + "\nRun again with --jobs 1 to see the problem in one process.\n"
  }
}
