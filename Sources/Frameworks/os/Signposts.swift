import Foundation

/// Identifies one signposted interval among others of the same name.
public struct OSSignpostID: Hashable, Comparable, Sendable {
  /// Its number.
  public let rawValue: UInt64

  public init(_ value: UInt64) { rawValue = value }
  /// A new identifier for `log`.
  public init(log: OSLog) { rawValue = Self.next() }
  /// The identifier of `object`, the same each time.
  public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object))) }

  /// The identifier of signposts that need none.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// An invalid identifier.
  public static let invalid = OSSignpostID(0)
  /// A null identifier.
  public static let null = OSSignpostID(0xFFFF_FFFF_FFFF_FFFF)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let counter = LogLock<UInt64>(0)
  static func next() -> UInt64 {
    counter.withLock {
      $0 += 1
      return $0
    }
  }
}

/// The kind of a signpost.
public enum OSSignpostType: Sendable {
  case event, begin, end
}

/// Marks an event or the start or end of an interval in `log` (written at the debug level).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {
  log.write("signpost \(type) \(name) [\(signpostID.rawValue)]", type: .debug)
}

/// Marks an event or the start or end of an interval, with a C-format message.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...
) {
  log.write(
    "signpost \(type) \(name) [\(signpostID.rawValue)] \(formatted(format.description, arguments))",
    type: .debug)
}

/// The state of an interval begun by an `OSSignposter`, passed to its end.
public final class OSSignpostIntervalState: @unchecked Sendable {
  let id: OSSignpostID
  let name: String
  let start: Date
  init(id: OSSignpostID, name: String) {
    self.id = id
    self.name = name
    start = Date()
  }
}

/// Marks intervals and events in a log: each end is written with the interval's length.
public struct OSSignposter: @unchecked Sendable {
  let log: OSLog

  /// A signposter for `subsystem`'s `category`.
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  /// A signposter for `subsystem`'s standard `category`.
  public init(subsystem: String, category: OSLog.Category) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  /// A signposter for the log `logger` writes to.
  public init(logger: Logger) { log = logger.log }
  /// A signposter for `log`.
  public init(logHandle: OSLog) { log = logHandle }
  /// A signposter that writes nothing.
  public static let disabled = OSSignposter(logHandle: .disabled)

  /// Whether it writes.
  public var isEnabled: Bool { log.enabled }

  /// A new identifier.
  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
  /// The identifier of `object`.
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
    OSSignpostID(log: log, object: object)
  }

  /// Marks an event.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") {
    log.write("event \(name) [\(id.rawValue)] \(message.text)", type: .debug)
  }

  /// Begins an interval; give the result to `endInterval`.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "")
    -> OSSignpostIntervalState
  {
    log.write("begin \(name) [\(id.rawValue)] \(message.text)", type: .debug)
    return OSSignpostIntervalState(id: id, name: name.description)
  }

  /// Ends an interval, writing its length.
  public func endInterval(
    _ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage = ""
  ) {
    let milliseconds = Date().timeIntervalSince(state.start) * 1000
    log.write(
      "end \(name) [\(state.id.rawValue)] \(String(format: "%.3f", milliseconds)) ms \(message.text)",
      type: .debug)
  }

  /// Runs `task` inside an interval.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "",
    around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id, message)
    defer { endInterval(name, state) }
    return try task()
  }
}
