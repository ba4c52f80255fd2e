import Drawing
import Foundation
import LegibleTesting
import PangoCairo
import Testing

/// Compares a drawn picture with a PNG golden file, recording a Swift Testing issue at the caller
/// when more than `maximumChangedFraction` of the pixels differ by more than `channelTolerance` in
/// any channel (antialiasing differs slightly between library versions), or when the sizes differ.
///
/// With the environment variable `LEGIBLE_RECORD_GOLDENS=1` the golden is written instead (as a
/// small PNG), and an issue says so: a recording never passes silently. A missing golden is an
/// issue that says how to record it.
public func expectPicture(
  _ bitmap: Bitmap, matchesGolden name: String, in directory: URL, channelTolerance: UInt8 = 24,
  maximumChangedFraction: Double = 0.005, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = directory.appendingPathComponent(name)
  if Goldens.recording {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(try PNGCodec.encode(bitmap, effort: .small)).write(to: url)
    Issue.record(
      "Recorded \(name); look at it, then run again without LEGIBLE_RECORD_GOLDENS to compare.",
      sourceLocation: sourceLocation)
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "No golden \(name): run with LEGIBLE_RECORD_GOLDENS=1 to record it, then look at it.",
      sourceLocation: sourceLocation)
    return
  }
  let golden = try PNGCodec.decode(Array(data), name: name)
  guard let difference = bitmap.difference(from: golden, tolerance: channelTolerance) else {
    Issue.record(
      "The picture is \(bitmap.width)×\(bitmap.height) pixels, \(name) is \(golden.width)×\(golden.height).",
      sourceLocation: sourceLocation)
    return
  }
  if difference.changedFraction > maximumChangedFraction {
    Issue.record(
      "\(name): \(difference.changedFraction * 100)% of pixels differ. If the change is intended, re-record with LEGIBLE_RECORD_GOLDENS=1.",
      sourceLocation: sourceLocation)
  }
}
