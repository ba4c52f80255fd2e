import Foundation
// `import OSLog` where Apple's is not: the unified log of the `os` module, and `OSLogStore`, which
// reads back what this process logged.
@_exported import os

/// The messages this process logged (the last 10,000), as Apple's store of the current process's
/// entries: `try OSLogStore(scope: .currentProcessIdentifier).getEntries()`.
public final class OSLogStore: @unchecked Sendable {
  /// Which entries a store reads.
  public enum Scope: Sendable {
    case currentProcessIdentifier
    case system
  }

  /// The store of this process's entries. The system's store is not readable here: asking for
  /// it throws.
  public init(scope: Scope) throws {
    guard scope == .currentProcessIdentifier else { throw StoreError.systemStoreUnavailable }
  }

  /// What can go wrong opening a store.
  public enum StoreError: Error, CustomStringConvertible {
    case systemStoreUnavailable
    public var description: String {
      "The system's log store cannot be read here; open OSLogStore(scope: .currentProcessIdentifier) instead."
    }
  }

  /// A point in the store to read from.
  public struct Position: Sendable {
    let date: Date
  }

  /// The position at `date`.
  public func position(date: Date) -> Position { Position(date: date) }
  /// The position `seconds` after (or, negative, before) now.
  public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> Position {
    Position(date: Date(timeIntervalSince1970: 0))
  }
  /// The position `seconds` from the last entry.
  public func position(timeIntervalSinceEnd seconds: TimeInterval) -> Position {
    Position(date: Date().addingTimeInterval(seconds))
  }

  /// The entries from `position` (all when nil), oldest first, that `predicate` accepts (all when
  /// nil; a predicate is matched against each entry's `composedMessage`, `subsystem`, `category`).
  public func getEntries(
    with options: OSLogEnumerator.Options = [], at position: Position? = nil,
    matching predicate: NSPredicate? = nil
  ) throws -> [OSLogEntryLog] {
    let entries = LogDestination.recorded
      .filter { position == nil || $0.date >= position!.date }
      .map { OSLogEntryLog($0) }
    let ordered = options.contains(.reverse) ? entries.reversed() : entries
    guard let predicate else { return ordered }
    return ordered.filter { predicate.evaluate(with: $0.fields) }
  }
}

/// How a store's entries are read.
public enum OSLogEnumerator {
  public struct Options: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Newest first.
    public static let reverse = Options(rawValue: 1)
  }
}

/// One logged message.
public final class OSLogEntryLog: @unchecked Sendable {
  /// Its level.
  public enum Level: Int, Sendable {
    case undefined, debug, info, notice, error, fault
  }

  /// When it was logged.
  public let date: Date
  /// The message, with its interpolations as written.
  public let composedMessage: String
  /// Its subsystem.
  public let subsystem: String
  /// Its category.
  public let category: String
  /// Its level.
  public let level: Level

  init(_ entry: LogDestination.Recorded) {
    date = entry.date
    composedMessage = entry.message
    subsystem = entry.subsystem
    category = entry.category
    switch entry.type {
    case .debug: level = .debug
    case .info: level = .info
    case .error: level = .error
    case .fault: level = .fault
    default: level = .notice
    }
  }

  var fields: [String: Any] {
    ["composedMessage": composedMessage, "subsystem": subsystem, "category": category, "date": date]
  }
}
