import Foundation
import Legible
import Testing

/// Compares a snapshot's text dump (`LayoutSnapshot.dump`) with a golden file, recording a Swift
/// Testing issue at the caller when they differ (see `expectText(_:matchesGolden:in:sourceLocation:)`).
public func expectSnapshot(
  _ snapshot: LayoutSnapshot, matchesGolden name: String, in directory: URL,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try expectText(snapshot.dump, matchesGolden: name, in: directory, sourceLocation: sourceLocation)
}

/// Compares text (a layout's dump, a report as the command line prints it) with a golden file,
/// recording a Swift Testing issue at the caller that names the first line that differs.
///
/// With the environment variable `LEGIBLE_RECORD_GOLDENS=1` the golden is written instead, and an
/// issue says so: a recording never passes silently. A missing golden is an issue that says how to
/// record it.
public func expectText(
  _ text: String, matchesGolden name: String, in directory: URL,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = directory.appendingPathComponent(name)
  if Goldens.recording {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded \(name); run again without LEGIBLE_RECORD_GOLDENS to compare.", sourceLocation: sourceLocation
    )
    return
  }
  guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "No golden \(name): run with LEGIBLE_RECORD_GOLDENS=1 to record it, then look at it.",
      sourceLocation: sourceLocation)
    return
  }
  if text != golden {
    let lines = zip(text.split(separator: "\n"), golden.split(separator: "\n")).enumerated()
    let first = lines.first { $0.element.0 != $0.element.1 }
    let detail =
      first.map { "line \($0.offset + 1):\n  now:    \($0.element.0)\n  golden: \($0.element.1)" }
      ?? "line counts differ"
    Issue.record(
      "The text differs from \(name) (\(detail)). If the change is intended, re-record with LEGIBLE_RECORD_GOLDENS=1.",
      sourceLocation: sourceLocation)
  }
}

/// Every environment variable the testing modules read, in one place (LegiblePictureTesting reads
/// it here too).
public enum Goldens {
  /// `LEGIBLE_RECORD_GOLDENS=1`: golden files are written instead of compared with.
  public static var recording: Bool { ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDENS"] == "1" }
}
