import Foundation
import OSLog
import Testing

@testable import os

@Suite("Logger and os_log", .serialized)
struct LoggerTests {
  /// The messages logged under `category` while `body` ran.
  func logged(_ category: String, _ body: () -> Void) throws -> [OSLogEntryLog] {
    body()
    return try OSLogStore(scope: .currentProcessIdentifier).getEntries().filter { $0.category == category }
  }

  @Test func privacyHidesStringsButShowsNumbers() throws {
    let logger = Logger(subsystem: "com.example.pizza", category: "privacy")
    let email = "ana@example.com"
    let entries = try logged("privacy") {
      logger.info("Signed in \(email) with \(3) orders")
      logger.error("Signed in \(email, privacy: .public) after \(2.5, format: .fixed(precision: 1))s")
      logger.debug("Token \(email, privacy: .private(mask: .hash))")
    }
    #expect(
      entries.map(\.composedMessage).prefix(2) == [
        "Signed in <private> with 3 orders", "Signed in ana@example.com after 2.5s",
      ])
    #expect(entries.map(\.level) == [.info, .error, .debug])
    #expect(entries.last?.composedMessage.hasPrefix("Token <mask.hash: '") == true)
    #expect(entries.last?.composedMessage.contains(email) == false)
  }

  @Test func formatsAndAlignment() throws {
    let logger = Logger(subsystem: "com.example.pizza", category: "formats")
    let entries = try logged("formats") {
      logger.notice("\(255, format: .hex) \(7, format: .decimal(minDigits: 3)) \(true, format: .answer)")
      logger.log("[\(42, align: .right(columns: 5))]")
    }
    #expect(entries.map(\.composedMessage) == ["ff 007 YES", "[   42]"])
  }

  @Test func osLogFormatsCArguments() throws {
    let log = OSLog(subsystem: "com.example.pizza", category: "c-format")
    let entries = try logged("c-format") {
      os_log("Loaded %d orders in %.2f s", log: log, type: .info, 12, 0.5)
      os_log("User %@ and %{public}@", log: log, "secret" as NSString, "shown" as NSString)
      os_log("100%% done", log: log)
      os_log(.error, log: log, "%{public}@ lost", "GPS" as NSString)
    }
    #expect(
      entries.map(\.composedMessage) == [
        "Loaded 12 orders in 0.50 s", "User <private> and shown", "100% done", "GPS lost",
      ])
  }

  @Test func theThresholdDecidesWhatReachesStandardError() {
    #expect(LogDestination.parse("debug") == .debug)
    #expect(LogDestination.parse("ERROR") == .error)
    #expect(LogDestination.parse(nil) == nil)
    #expect(LogDestination.parse("off") == nil)
  }

  @Test func signpostsMeasureIntervals() throws {
    let signposter = OSSignposter(subsystem: "com.example.pizza", category: "signposts")
    let entries = try logged("signposts") {
      let result = signposter.withIntervalSignpost("Bake") { 21 * 2 }
      #expect(result == 42)
      signposter.emitEvent("Delivered")
    }
    #expect(entries.count == 3)
    #expect(entries[1].composedMessage.contains(" ms"))
  }

  @Test func theSystemStoreSaysItCannotBeRead() {
    #expect(throws: OSLogStore.StoreError.self) { try OSLogStore(scope: .system) }
  }
}
