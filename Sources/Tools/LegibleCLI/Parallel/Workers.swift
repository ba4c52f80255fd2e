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
/// Protocol: the items are dealt as numbers, one per line, on a worker's standard input, two at
/// first (so that it never waits for the next) and one more each time it prints `done <item>
/// <answer>` on its standard output, the answer being one line of the item's results (JSON, for
/// a matrix), read by the parent while the workers go on; when none are left its input is closed
/// and it exits 0. Whatever it prints on standard error is kept for the message if it fails.
///
/// Dealing keeps each worker on one group of items (a language at one size) while the group lasts, the
/// costliest of it first, and starts a worker on a group no other holds: a worker's caches (text
/// shaped once, glyphs drawn once) then serve the items that follow, instead of every worker
/// shaping every language.
enum Workers {
  /// Starts one process per argument list, deals them `items` in the order given, runs
  /// `meanwhile` on this thread while they work, then waits for all, calling `progress` with the
  /// number of items done as it grows.
  ///
  /// With `alongside`, this process is one of the workers too: after `meanwhile` it takes items
  /// as they do and does each with `alongside`, on this thread, until none are left. It is
  /// already started and needs to send nothing back, so `--jobs N` costs N − 1 process starts and
  /// N − 1 workers' results read back, instead of N.
  ///
  /// - Throws: `WorkerFailure` when a worker cannot start, exits with a status other than 0 (the
  ///   others are stopped) or leaves items undone; whatever `meanwhile` or `alongside` throws,
  ///   after stopping the workers.
  @MainActor static func run(
    executable: String, argumentLists: [[String]], items: [Int], groups: [Int: Int] = [:],
    progress: (Int) -> Void, meanwhile: () throws -> Void = {}, alongside: ((Int) throws -> Void)? = nil,
    answered: @escaping @Sendable (Int, Data) -> Void = { _, _ in }
  ) throws {
    // Writing to a worker that has died must fail as an error, not end this process.
    signal(SIGPIPE, SIG_IGN)
    let state = WorkerState(
      count: argumentLists.count + (alongside == nil ? 0 : 1), items: items, groups: groups)
    var processes: [Process] = []
    defer { for process in processes { Interruption.finished(worker: process.processIdentifier) } }
    let readers = DispatchGroup()
    func stopAll() {
      for process in processes where process.isRunning { process.terminate() }
      for process in processes { process.waitUntilExit() }
    }
    for (index, arguments) in argumentLists.enumerated() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      let input = Pipe()
      let output = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      do {
        try process.run()
      } catch {
        stopAll()
        throw WorkerFailure(worker: index + 1, of: argumentLists.count, status: nil, errors: "\(error)")
      }
      processes.append(process)
      Interruption.started(worker: process.processIdentifier)
      let dealer = Dealer(input: input.fileHandleForWriting)
      for _ in 0..<2 { dealer.deal(state.next(for: index)) }
      // Each pipe is read by a thread of its own: these reads block for the worker's whole life, and
      // on a pool as wide as the processors (Dispatch's) one worker's reader would wait for
      // another's to finish, leaving that worker without its next configuration.
      readers.enter()
      Thread.detachNewThread {
        var pending = Data()
        // Where the next line's end is looked for: an answer can take many reads.
        var searched = 0
        while true {
          let chunk = output.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          pending.append(chunk)
          while let newline = pending[(pending.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
            if let (item, answer) = Self.done(pending[pending.startIndex..<newline]) {
              // The next item goes out before the answer is read, so the worker does not wait.
              state.finishedOne()
              Interruption.progress(state.totalDone, of: items.count)
              dealer.deal(state.next(for: index))
              answered(item, answer)
            }
            pending.removeSubrange(pending.startIndex...newline)
            searched = 0
          }
          searched = pending.count
        }
        readers.leave()
      }
      readers.enter()
      Thread.detachNewThread {
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        state.setErrors(String(decoding: text, as: UTF8.self), of: index)
        readers.leave()
      }
    }
    /// Stops every worker when one has failed, and says which.
    func failure() -> WorkerFailure? {
      guard let failed = processes.firstIndex(where: { !$0.isRunning && $0.terminationStatus != 0 }) else {
        return nil
      }
      let status = processes[failed].terminationStatus
      stopAll()
      readers.wait()
      return WorkerFailure(
        worker: failed + 1, of: processes.count, status: status, errors: state.errors(of: failed))
    }
    var reported = -1
    do {
      try meanwhile()
      if let alongside {
        while let item = state.next(for: argumentLists.count) {
          if let failure = failure() { throw failure }
          try alongside(item)
          state.finishedOne()
          reported = state.totalDone
          Interruption.progress(reported, of: items.count)
          progress(reported)
        }
      }
    } catch {
      stopAll()
      throw error
    }
    while true {
      let done = state.totalDone
      if done != reported {
        progress(done)
        reported = done
      }
      if let failure = failure() { throw failure }
      if processes.allSatisfy({ !$0.isRunning }) { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    readers.wait()
    if state.totalDone != reported { progress(state.totalDone) }
    guard state.totalDone == items.count else {
      throw WorkerFailure(
        worker: nil, of: processes.count, status: nil,
        errors: "only \(state.totalDone) of \(items.count) configurations were done")
    }
  }
}

extension Workers {
  /// The item and the answer of a worker's line `done <item>` or `done <item> <answer>`; nil for
  /// any other line.
  static func done(_ line: Data) -> (item: Int, answer: Data)? {
    let word = Data("done ".utf8)
    guard line.starts(with: word) else { return nil }
    let rest = line.dropFirst(word.count)
    let end = rest.firstIndex(of: UInt8(ascii: " ")) ?? rest.endIndex
    guard let item = Int(String(decoding: rest[..<end], as: UTF8.self)) else { return nil }
    return (item, end < rest.endIndex ? Data(rest[(end + 1)...]) : Data())
  }
}

/// Writes the items dealt to one worker; closes its input when there are no more.
private final class Dealer: @unchecked Sendable {
  private let input: FileHandle
  private var closed = false
  private let lock = NSLock()

  init(input: FileHandle) { self.input = input }

  /// Sends `item`, or closes the input when it is nil (once).
  func deal(_ item: Int?) {
    lock.withLock {
      guard !closed else { return }
      if let item {
        // A worker that has stopped reads no more; its failure is reported from its status.
        try? input.write(contentsOf: Data("\(item)\n".utf8))
      } else {
        closed = true
        try? input.close()
      }
    }
  }
}

/// The items not yet dealt and what the workers have reported, shared with the reading threads.
final class WorkerState: @unchecked Sendable {
  private let lock = NSLock()
  /// The items of each group not yet dealt, in the order given (items without a group form one
  /// group of their own), each read from its `heads` position on; the position of an item in the
  /// order given says which of two groups' next items comes first. A deal costs a look at each
  /// group, not at each item: a shard of 100,000 configurations is dealt in a moment.
  private var queues: [Int: [Int]] = [:]
  private var heads: [Int: Int] = [:]
  private let position: [Int: Int]
  private var held: [Int?]
  private var done = 0
  private var errorTexts: [String]

  init(count: Int, items: [Int], groups: [Int: Int]) {
    for item in items { queues[groups[item] ?? Int.min, default: []].append(item) }
    heads = queues.mapValues { _ in 0 }
    position = Dictionary(items.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    held = Array(repeating: nil, count: count)
    errorTexts = Array(repeating: "", count: count)
  }

  /// The next item to deal to `worker`, or nil when all are dealt: the first pending item of the
  /// group it holds; else the first of a group no worker holds; else the first pending.
  func next(for worker: Int) -> Int? {
    lock.withLock {
      func next(of group: Int) -> Int? {
        guard let queue = queues[group], let head = heads[group], head < queue.count else { return nil }
        return queue[head]
      }
      /// Of `groups`, the one whose next item comes first in the order given.
      func first(_ groups: some Sequence<Int>) -> Int? {
        groups.compactMap { group in next(of: group).map { (group, position[$0] ?? .max) } }
          .min { $0.1 < $1.1 }?.0
      }
      let others = Set(held.enumerated().compactMap { $0.offset == worker ? nil : $0.element })
      let group =
        held[worker].flatMap { next(of: $0) == nil ? nil : $0 }
        ?? first(queues.keys.filter { !others.contains($0) }) ?? first(queues.keys)
      guard let group, let item = next(of: group) else { return nil }
      heads[group, default: 0] += 1
      held[worker] = group
      return item
    }
  }
  func finishedOne() { lock.withLock { done += 1 } }
  func setErrors(_ text: String, of worker: Int) { lock.withLock { errorTexts[worker] = text } }
  var totalDone: Int { lock.withLock { done } }
  func errors(of worker: Int) -> String { lock.withLock { errorTexts[worker] } }
}

/// A worker process that could not start or did not finish its part.
struct WorkerFailure: Error, CustomStringConvertible {
  /// The worker that failed, from 1; nil when the workers ended without doing all.
  let worker: Int?
  let of: Int
  /// Its exit status; nil when it never started.
  let status: Int32?
  /// What it printed on standard error.
  let errors: String

  var description: String {
    let what = status.map { "stopped with status \($0)" } ?? "could not start"
    let said = errors.trimmingCharacters(in: .whitespacesAndNewlines)
    return (worker.map { "error: worker \($0) of \(of) \(what)" } ?? "error: the \(of) workers ended early")
      + (said.isEmpty ? "" : ":\n\(said.split(separator: "\n").suffix(20).joined(separator: "\n"))")
      + "\nRun again with --jobs 1 to see the problem in one process.\n"
  }
}
