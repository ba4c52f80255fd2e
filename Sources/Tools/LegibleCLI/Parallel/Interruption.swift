import Foundation

/// What Ctrl-C (SIGINT) or SIGTERM does during a long command: the worker processes are stopped,
/// `cleanUp` leaves the output consistent (and says how, in one line), and the process exits
/// with status 130, as shells expect of an interrupted command.
///
/// The signal is taken on a dispatch queue of its own, since the main thread is busy auditing;
/// after it, nothing else of the command runs.
enum Interruption {
  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var workers: Set<Int32> = []
    var done = 0
    var total = 0
    var cleanUp: (@Sendable (_ done: Int, _ total: Int) -> String)?
    var sources: [DispatchSourceSignal] = []
    var temporary: [URL] = []
  }
  private static let state = State()

  /// Runs `body`; interrupted, stops the workers, calls `cleanUp` with how many of how many
  /// items were done, prints what it returns and exits 130.
  static func during<T>(
    cleanUp: @escaping @Sendable (_ done: Int, _ total: Int) -> String, _ body: () throws -> T
  ) rethrows -> T {
    state.lock.withLock {
      state.cleanUp = cleanUp
      if state.sources.isEmpty {
        for number in [SIGINT, SIGTERM] {
          signal(number, SIG_IGN)
          let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
          source.setEventHandler { interrupted() }
          source.resume()
          state.sources.append(source)
        }
      }
    }
    defer { state.lock.withLock { state.cleanUp = nil } }
    return try body()
  }

  /// A worker process to stop if the command is interrupted (`finished` when it has ended).
  static func started(worker: Int32) { _ = state.lock.withLock { state.workers.insert(worker) } }
  static func finished(worker: Int32) { _ = state.lock.withLock { state.workers.remove(worker) } }

  /// A temporary folder to remove if the command is interrupted.
  static func temporary(_ folder: URL) { state.lock.withLock { state.temporary.append(folder) } }

  /// How far the command has come, for the line it prints when interrupted.
  static func progress(_ done: Int, of total: Int) {
    state.lock.withLock { (state.done, state.total) = (done, total) }
  }

  private static func interrupted() {
    let (workers, cleanUp, done, total, temporary) = state.lock.withLock {
      (state.workers, state.cleanUp, state.done, state.total, state.temporary)
    }
    for worker in workers { kill(worker, SIGTERM) }
    for folder in temporary { try? FileManager.default.removeItem(at: folder) }
    let line = cleanUp?(done, total) ?? "interrupted"
    FileHandle.standardError.write(Data("\n\(line)\n".utf8))
    _exit(130)
  }
}
