import Foundation

/// Every environment variable the tests read, in one place.
enum TestEnvironment {
  /// `LEGIBLE_RECORD_GOLDENS=1` rewrites golden images instead of comparing with them (and fails
  /// the test that did, so a recording never passes silently).
  static var recordsGoldens: Bool { ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDENS"] == "1" }
}
