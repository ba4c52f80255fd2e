import Foundation

/// How important a log message is, as the unified log's types.
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  /// A message kept in memory only, for the fine detail (`debug`).
  public static let debug = OSLogType(2)
  /// Helpful but not essential (`info`).
  public static let info = OSLogType(1)
  /// The default: something worth keeping (`notice`, `log`).
  public static let `default` = OSLogType(0)
  /// An error in this process (`error`, `warning`).
  public static let error = OSLogType(16)
  /// A fault: a bug, or a failure of the system (`fault`, `critical`).
  public static let fault = OSLogType(17)

  public var description: String {
    switch self {
    case .debug: "debug"
    case .info: "info"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }

  /// Its place in the order debug < info < default < error < fault.
  var rank: Int {
    switch self {
    case .debug: 0
    case .info: 1
    case .error: 3
    case .fault: 4
    default: 2
    }
  }
}

/// Where log messages go here: standard error, for the types at or above the level the
/// `LEGIBLE_LOG` environment variable names (`debug`, `info`, `default`, `error`, `fault`), and
/// nowhere when it is unset or `off`, so that an audit's output stays its own. Every message is
/// also kept in memory (the last 10,000), where `OSLogStore` reads them.
public enum LogDestination {
  /// The lowest type written to standard error, or nil when none is.
  public static var threshold: OSLogType? {
    get { state.withLock { $0.threshold } }
    set { state.withLock { $0.threshold = newValue } }
  }

  struct Entry: Sendable {
    let date: Date
    let type: OSLogType
    let subsystem: String
    let category: String
    let message: String
  }

  private struct State {
    var threshold: OSLogType?
    var entries: [Entry] = []
  }

  private static let state = LogLock(
    State(threshold: parse(ProcessInfo.processInfo.environment["LEGIBLE_LOG"])))

  static func parse(_ value: String?) -> OSLogType? {
    switch value?.lowercased() {
    case "debug", "all": .debug
    case "info": .info
    case "default", "notice", "log": .default
    case "error", "warning": .error
    case "fault", "critical": .fault
    default: nil
    }
  }

  static func write(_ message: String, type: OSLogType, subsystem: String, category: String) {
    let entry = Entry(date: Date(), type: type, subsystem: subsystem, category: category, message: message)
    let threshold = state.withLock { state -> OSLogType? in
      state.entries.append(entry)
      if state.entries.count > 10_000 { state.entries.removeFirst(state.entries.count - 10_000) }
      return state.threshold
    }
    guard let threshold, type.rank >= threshold.rank else { return }
    var line = "[\(type)]"
    if !subsystem.isEmpty || !category.isEmpty { line += " [\(subsystem):\(category)]" }
    line += " \(message)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// A message as it was kept.
  public struct Recorded: Sendable {
    public let date: Date
    public let type: OSLogType
    public let subsystem: String
    public let category: String
    public let message: String
  }

  /// The messages kept, oldest first.
  public static var recorded: [Recorded] {
    state.withLock { state in
      state.entries.map {
        Recorded(
          date: $0.date, type: $0.type, subsystem: $0.subsystem, category: $0.category, message: $0.message)
      }
    }
  }
}

/// A value behind a lock.
final class LogLock<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
