import Foundation

/// The formatting context of a `DateFormatter`, which Linux's Foundation lacks: where the text
/// will stand (alone, at the start of a sentence, in the middle of one), which on iOS decides the
/// capitalization of names such as "Today". It is kept for each formatter as set and read back;
/// Linux's formatter does not change its capitalization by it (listed in the README).
extension DateFormatter {
  /// Where the formatted text will stand.
  public var formattingContext: Formatter.Context {
    get { FormatterContexts.shared.context(of: self) }
    set { FormatterContexts.shared.set(newValue, for: self) }
  }
}

/// The contexts set on formatters, each held for as long as its formatter lives.
final class FormatterContexts: @unchecked Sendable {
  static let shared = FormatterContexts()
  private struct Entry {
    weak var formatter: Formatter?
    var context: Formatter.Context
  }
  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func context(of formatter: Formatter) -> Formatter.Context {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(formatter)], entry.formatter === formatter else {
        return .unknown
      }
      return entry.context
    }
  }

  func set(_ context: Formatter.Context, for formatter: Formatter) {
    lock.withLock {
      entries = entries.filter { $0.value.formatter != nil }
      entries[ObjectIdentifier(formatter)] = Entry(formatter: formatter, context: context)
    }
  }
}
