import Drawing
import Foundation
import LegiblePictureTesting
import LegibleTesting
import Testing

/// Compares a rendered bitmap with `Goldens/<name>.png` (see `expectPicture`).
func expectMatchesGolden(
  _ bitmap: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  try expectPicture(bitmap, matchesGolden: name + ".png", in: goldens, sourceLocation: sourceLocation)
}
