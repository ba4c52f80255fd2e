import Foundation
import LocalizedStrings

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
/// Dealing gives each worker a run of neighbouring items (`WorkerState`): a worker's caches (fonts
/// made ready at a size, text shaped once, glyphs drawn once) then serve the items that follow,
/// instead of every worker making ready every font at every size.
enum Workers {
  /// Starts one process per argument list, deals them `items` (neighbours sharing work, each with
  /// its estimated cost in `costs`), runs
  /// `meanwhile` on this thread while they work, then waits until every item is answered (not for
  /// the workers to exit: their input closed, they end on their own), calling `progress` with the
  /// number of items done as it grows.
  ///
  /// With `alongside`, this process is one of the workers too: after `meanwhile` it takes items
  /// as they do and does each with `alongside`, on this thread, until none are left. It is
  /// already started and needs to send nothing back, so `--jobs N` costs N − 1 process starts and
  /// N − 1 workers' results read back, instead of N.
  ///
  /// With `limits`, the workers run code nobody here wrote, and each item is isolated: a worker
  /// that traps (dies of a signal of its own), runs out of memory, takes longer than
  /// `limits.time` on an item or writes more than `limits.output` bytes for it is stopped, the
  /// item it was on is given to `stopped` with what happened, the others it held are dealt again,
  /// and a new worker takes its place. `alongside` must then be nil: a trap in this process could
  /// not be survived.
  ///
  /// - Throws: `WorkerFailure` when a worker cannot start, exits with a status other than 0 (the
  ///   others are stopped) or leaves items undone; whatever `meanwhile` or `alongside` throws,
  ///   after stopping the workers.
  @MainActor static func run(
    executable: String, argumentLists: [[String]], items: [Int], costs: [Double] = [],
    limits: WorkerLimits? = nil,
    progress: (Int) -> Void, meanwhile: () throws -> Void = {}, alongside: ((Int) throws -> Void)? = nil,
    answered: @escaping @Sendable (Int, Data) -> Void = { _, _ in },
    stopped: (Int, String) -> Void = { _, _ in }
  ) throws {
    precondition(limits == nil || alongside == nil, "an isolated run audits nothing in this process")
    // Writing to a worker that has died must fail as an error, not end this process.
    signal(SIGPIPE, SIG_IGN)
    let state = WorkerState(
      count: argumentLists.count + (alongside == nil ? 0 : 1), items: items, costs: costs)
    var slots: [WorkerProcess] = []
    defer { for worker in slots { Interruption.finished(worker: worker.process.processIdentifier) } }
    func stopAll() {
      for worker in slots where worker.process.isRunning { worker.process.terminate() }
      for worker in slots { worker.process.waitUntilExit() }
    }
    /// Starts the worker of slot `index`, deals it its first items and reads what it says.
    func start(_ index: Int) throws -> WorkerProcess {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = argumentLists[index]
      if let region = StringCatalog.region {
        var environment = ProcessInfo.processInfo.environment
        environment[StringCatalog.regionVariable] = region
        process.environment = environment
      }
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
      Interruption.started(worker: process.processIdentifier)
      let worker = WorkerProcess(process: process, input: input.fileHandleForWriting, state: state)
      for _ in 0..<2 { worker.deal(state.next(for: index)) }
      worker.errors = OutputTail(errors.fileHandleForReading) { worker.wrote($0) }
      // Each pipe is read by a thread of its own: these reads block for the worker's whole life, and
      // on a pool as wide as the processors (Dispatch's) one worker's reader would wait for
      // another's to finish, leaving that worker without its next configuration.
      worker.reading.enter()
      Thread.detachNewThread {
        var pending = Data()
        // Where the next line's end is looked for: an answer can take many reads.
        var searched = 0
        while true {
          let chunk = output.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          pending.append(chunk)
          while let newline = pending[(pending.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
            if let (item, answer) = Self.done(pending[pending.startIndex..<newline]), worker.answered(item) {
              // The next item goes out before the answer is read, so the worker does not wait;
              // the item counts as done once its answer is read.
              worker.deal(state.next(for: index))
              answered(item, answer)
              state.finishedOne()
              Interruption.progress(state.totalDone, of: items.count)
            }
            pending.removeSubrange(pending.startIndex...newline)
            searched = 0
          }
          searched = pending.count
          // An answer is one line, however long; what else a worker's code writes there without
          // a line's end is not kept past the output limit.
          if let limits, pending.count > limits.output {
            worker.wrote(pending.count)
            pending = Data()
            searched = 0
          }
        }
        state.signal()
        worker.reading.leave()
      }
      return worker
    }
    for index in argumentLists.indices { slots.append(try start(index)) }

    /// Looks at each worker: one past a limit is stopped; one that has ended is dealt with. In an
    /// isolated run a worker that died of its code (or was stopped) gives its item to `stopped`
    /// and is replaced; otherwise every worker is stopped and the failure thrown.
    func look() throws {
      for index in slots.indices {
        let worker = slots[index]
        guard !worker.isRetired else { continue }
        if worker.process.isRunning {
          if let limits, let reason = worker.pastLimit(limits) { worker.stop(reason) }
          continue
        }
        let reason = worker.process.terminationReason
        let status = worker.process.terminationStatus
        if reason == .exit && status == 0 && worker.stopReason == nil {
          // Done: its input was closed. Anything it held and did not answer is dealt again.
          _ = worker.reading.wait(timeout: .now() + 5)
          let held = worker.retire()
          guard !held.isEmpty else { continue }
          state.putBack(held)
        } else {
          _ = worker.reading.wait(timeout: .now() + 5)
          let errors = worker.errors?.text() ?? Data()
          let ownFault =
            worker.stopReason != nil
            || (reason == .uncaughtSignal && !ProcessEnding.isInterruption(status))
          guard limits != nil, ownFault else {
            stopAll()
            throw WorkerFailure(
              worker: index + 1, of: slots.count, status: status,
              errors: String(decoding: errors, as: UTF8.self))
          }
          let held = worker.retire()
          if let item = held.first {
            stopped(
              item,
              worker.stopReason ?? "crashed: "
                + ProcessEnding.describe(errors, reason: reason, status: status))
            state.finishedOne()
          }
          state.putBack(Array(held.dropFirst()))
        }
        Interruption.finished(worker: worker.process.processIdentifier)
        if state.hasUndealt { slots[index] = try start(index) }
      }
    }

    var reported = -1
    var restarts = 0
    do {
      try meanwhile()
      if let alongside {
        while let item = state.next(for: argumentLists.count) {
          try look()
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
      try look()
      // Every answer read: the workers, their input closed, exit on their own, and this process
      // need not wait for them to free what they hold.
      if state.totalDone == items.count { break }
      // An item can come back after every worker that could take it ended or had its input
      // closed (dealt to a worker as it crashed): a new worker takes it, a bounded number of times
      // so that a program that ends without answering cannot start workers forever.
      if state.hasUndealt, restarts < items.count + slots.count,
        let index = slots.indices.first(where: { slots[$0].isRetired })
      {
        restarts += 1
        slots[index] = try start(index)
        continue
      }
      if slots.allSatisfy(\.isRetired) { break }
      // Woken by each answer and each worker's end; a worker that dies without a word is seen
      // within 20 ms.
      state.waitForChange(timeout: 0.02)
    }
    if state.totalDone != reported { progress(state.totalDone) }
    guard state.totalDone == items.count else {
      throw WorkerFailure(
        worker: nil, of: slots.count, status: nil,
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

/// One worker process: the items dealt to it and not yet answered (in the order dealt, so the
/// first is the one it is on), when it last answered, what it wrote since, and why it was
/// stopped, if it was.
///
/// Once its input is closed or it is retired (it has ended and been dealt with), nothing more is
/// dealt to it: an item its reader would still deal (one a crashed worker gave back after this
/// one was told that none were left) goes back to the others.
final class WorkerProcess: @unchecked Sendable {
  let process: Process
  private let input: FileHandle
  private let state: WorkerState
  private let lock = NSLock()
  private var closed = false
  private var retired = false
  private var held: [Int] = []
  private var lastNews = Date()
  private var written = 0
  private var reason: String?
  /// Its standard error, read as it comes.
  var errors: OutputTail?
  /// Entered while its standard output is read.
  let reading = DispatchGroup()

  init(process: Process, input: FileHandle, state: WorkerState) {
    self.process = process
    self.input = input
    self.state = state
  }

  /// Sends `item`, or closes the input when it is nil (once).
  func deal(_ item: Int?) {
    lock.withLock {
      guard !retired, !closed else {
        if let item { state.putBack([item]) }
        return
      }
      if let item {
        held.append(item)
        // A worker that has stopped reads no more; its failure is reported from its status.
        try? input.write(contentsOf: Data("\(item)\n".utf8))
      } else {
        closed = true
        try? input.close()
      }
    }
  }

  /// Takes `item`'s answer; false when the item was not this worker's to answer.
  func answered(_ item: Int) -> Bool {
    lock.withLock {
      guard let index = held.firstIndex(of: item) else { return false }
      held.remove(at: index)
      lastNews = Date()
      written = 0
      return true
    }
  }

  /// Counts bytes it wrote other than answers.
  func wrote(_ count: Int) { lock.withLock { written += count } }

  /// Why it should be stopped: on an item longer than the time, or past the output; nil when
  /// neither, or when it holds no item.
  func pastLimit(_ limits: WorkerLimits) -> String? {
    lock.withLock {
      guard !held.isEmpty, reason == nil else { return nil }
      if Date().timeIntervalSince(lastNews) > limits.time { return limits.hungReason }
      if written > limits.output { return limits.floodedReason }
      return nil
    }
  }

  /// Stops it for `reason` (it is then dealt with as it ends).
  func stop(_ reason: String) {
    lock.withLock { self.reason = reason }
    process.stop()
  }

  /// Why it was stopped by this process, if it was.
  var stopReason: String? { lock.withLock { reason } }
  var isRetired: Bool { lock.withLock { retired } }

  /// Retires it and gives back the items it held, the one it was on first.
  func retire() -> [Int] {
    lock.withLock {
      retired = true
      closed = true
      try? input.close()
      defer { held = [] }
      return held
    }
  }
}

/// The items not yet dealt and what the workers have reported, shared with the reading threads.
///
/// The items come in an order in which neighbours share work (a matrix's configurations by text
/// size, then language: the same fonts at the same sizes). The order is cut into one run per
/// worker, of about equal estimated cost, and each worker goes through its own run from the
/// front. A worker whose run is done takes from the back of the run with the most estimated cost
/// left, so that it meets that run's owner: each process thus shapes text in one band of sizes,
/// not in all of them, and no worker waits while items are left.
final class WorkerState: @unchecked Sendable {
  private let lock = NSLock()
  private let items: [Int]
  /// The estimated cost of the items before each position: `before[j] - before[i]` is the cost
  /// of positions `i..<j`.
  private let before: [Double]
  /// What is left of each worker's run, as positions in `items`.
  private var runs: [Range<Int>]
  /// Items dealt to a worker that ended before it answered them, to deal again first.
  private var returned: [Int] = []
  private var done = 0
  private let changed = DispatchSemaphore(value: 0)

  /// - Parameters:
  ///   - count: the number of workers (at least 1).
  ///   - items: the items, neighbours sharing work.
  ///   - costs: each item's estimated cost, in the same order; missing or negative costs count 1.
  init(count: Int, items: [Int], costs: [Double] = []) {
    let count = max(count, 1)
    self.items = items
    var before = [0.0]
    before.reserveCapacity(items.count + 1)
    for index in items.indices {
      let cost = index < costs.count && costs[index] >= 0 && costs[index].isFinite ? costs[index] : 1
      before.append(before[index] + cost)
    }
    self.before = before
    // Run k ends where the cost so far first reaches k + 1 shares of the whole.
    var ends: [Int] = []
    var position = 0
    for run in 1...count {
      let share = before[items.count] * Double(run) / Double(count)
      while position < items.count && before[position + 1] <= share { position += 1 }
      ends.append(run == count ? items.count : position)
    }
    runs = ends.indices.map { ($0 == 0 ? 0 : ends[$0 - 1])..<ends[$0] }
  }

  /// The next item to deal to `worker`, or nil when all are dealt: an item given back first; then
  /// the front of its own run; else the back of the run with the most estimated cost left.
  func next(for worker: Int) -> Int? {
    lock.withLock {
      guard runs.indices.contains(worker) else { return nil }
      if !returned.isEmpty { return returned.removeFirst() }
      if let first = runs[worker].first {
        runs[worker] = (first + 1)..<runs[worker].upperBound
        return items[first]
      }
      let left = runs.indices.filter { !runs[$0].isEmpty }
      guard
        let richest = left.max(by: {
          before[runs[$0].upperBound] - before[runs[$0].lowerBound]
            < before[runs[$1].upperBound] - before[runs[$1].lowerBound]
        })
      else { return nil }
      let last = runs[richest].upperBound - 1
      runs[richest] = runs[richest].lowerBound..<last
      return items[last]
    }
  }
  /// Gives back items a worker held and did not answer, to be dealt again.
  func putBack(_ items: [Int]) {
    guard !items.isEmpty else { return }
    lock.withLock { returned.append(contentsOf: items) }
    changed.signal()
  }
  /// Whether items are left to deal.
  var hasUndealt: Bool { lock.withLock { !returned.isEmpty || runs.contains { !$0.isEmpty } } }
  func finishedOne() {
    lock.withLock { done += 1 }
    changed.signal()
  }
  /// Wakes `waitForChange`: a worker's output or errors ended.
  func signal() { changed.signal() }
  /// Waits until an item is done or a worker's output ends, or `timeout` seconds.
  func waitForChange(timeout: Double) { _ = changed.wait(timeout: .now() + timeout) }
  var totalDone: Int { lock.withLock { done } }
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
