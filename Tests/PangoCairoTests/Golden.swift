import Drawing
import Foundation
import PangoCairo
import Testing

/// Compares a rendered bitmap with a PNG in Goldens/, within a tolerance: at most
/// `maximumChangedFraction` of the pixels may differ by more than `channelTolerance` in any
/// channel (antialiasing differs slightly between library versions).
func expectMatchesGolden(
  _ bitmap: Bitmap, named name: String, channelTolerance: UInt8 = 24, maximumChangedFraction: Double = 0.005,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent(name + ".png")
  if TestEnvironment.recordsGoldens {
    try Data(try PNGCodec.encode(bitmap, effort: .small)).write(to: url)
    Issue.record(
      "Recorded \(url.lastPathComponent); run again without LEGIBLE_RECORD_GOLDENS to compare.",
      sourceLocation: sourceLocation)
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    Issue.record(
      "No golden \(url.lastPathComponent): run with LEGIBLE_RECORD_GOLDENS=1 to record it, then look at it.",
      sourceLocation: sourceLocation)
    return
  }
  let golden = try PNGCodec.decode(Array(data), name: name)
  let difference = try #require(
    bitmap.difference(from: golden, tolerance: channelTolerance), "size differs from \(name)",
    sourceLocation: sourceLocation)
  #expect(
    difference.changedFraction <= maximumChangedFraction,
    "\(name): \(difference.changedFraction * 100)% of pixels differ", sourceLocation: sourceLocation)
}
