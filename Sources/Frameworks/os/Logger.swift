// The unified log under Apple's `os` name where Apple's is not: `Logger` and `os_log` write each
// message (privacy applied) to standard error when `LEGIBLE_LOG` asks for its level, and keep it in
// memory for `OSLogStore`; signposts are logged at the debug level, with their intervals' lengths.

/// A log for one subsystem and category (`OSLog.default` when none is given).
public final class OSLog: @unchecked Sendable {
  /// The subsystem (a reverse-DNS name).
  public let subsystem: String
  /// The category within it.
  public let category: String
  let enabled: Bool

  /// The log of `subsystem`'s `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    enabled = true
  }

  /// The log of `subsystem`'s standard `category` (points of interest, dynamic tracing…).
  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    enabled = false
  }

  /// The log without subsystem.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that discards everything.
  public static let disabled = OSLog(disabled: ())

  /// Whether a message of `type` would be written.
  public func isEnabled(type: OSLogType) -> Bool { enabled }

  /// Whether signposts are written to this log.
  public var signpostsEnabled: Bool { enabled }

  /// The categories Apple's tools give meaning to.
  public struct Category: RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }

  func write(_ message: String, type: OSLogType) {
    guard enabled else { return }
    LogDestination.write(message, type: type, subsystem: subsystem, category: category)
  }
}

/// Writes messages to a log: `logger.info("Loaded \(count) orders")`,
/// `logger.error("Sign-in failed for \(email, privacy: .private)")`.
public struct Logger: @unchecked Sendable {
  let log: OSLog

  /// A logger for `subsystem`'s `category`.
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  /// A logger for the default log.
  public init() { log = .default }
  /// A logger for `log`.
  public init(_ log: OSLog) { self.log = log }

  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.text, type: level) }
  /// Writes `message` at the default level.
  public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
  /// Writes `message` at the default level (notice).
  public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
  /// Writes `message` at the debug level.
  public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
  /// Writes `message` at the debug level (trace).
  public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
  /// Writes `message` at the info level.
  public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
  /// Writes `message` at the error level.
  public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
  /// Writes `message` at the error level (warning).
  public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
  /// Writes `message` at the fault level.
  public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
  /// Writes `message` at the fault level (critical).
  public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}

/// Writes a C-format message to `log` (`os_log("Loaded %d orders", count)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
  _ args: CVarArg...
) {
  log.write(formatted(message.description, args), type: type)
}

/// Writes a C-format message to `log` at `type` (`os_log(.error, log: log, "%{public}@", text)`,
/// iOS 12's order).
// swift-format-ignore: AlwaysUseLowerCamelCase
@_disfavoredOverload
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString,
  _ args: CVarArg...
) {
  log.write(formatted(message.description, args), type: type)
}

/// Writes an interpolated message to `log` at `type`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage
) {
  log.write(message.text, type: type)
}

/// Writes an interpolated message to the default log.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ message: OSLogMessage) { OSLog.default.write(message.text, type: .default) }
