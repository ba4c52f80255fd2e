import Audit
import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import PangoCairo
import Simulation
import Testing

/// A picture in the documentation, drawn by Legible: a screen in one configuration, scrolled to a
/// view or with a view held down, and optionally seen with 20/200 acuity.
struct DocumentationPicture: Sendable {
  let name: String
  let screen: AuditScreen
  let configuration: AuditConfiguration
  var scrolledTo: String?
  var held: String?
  var seenWithLowVision = false

  /// Draws the picture at the device's scale.
  @MainActor func draw(typesetter: PangoTypesetter) throws -> Bitmap {
    let laidOut = screen.make(configuration, typesetter)
    if let scrolledTo { laidOut.scroll(toViewWithIdentifier: scrolledTo) }
    if let held, let node = laidOut.snapshot().node(held) {
      laidOut.play(TouchScript().press(at: (node.hitFrame ?? node.frame).center).hold(1))
    }
    let device = configuration.device
    let bitmap = try Renderer(typesetter: typesetter).bitmap(
      laidOut.snapshot().drawingOperations, canvas: device.size, scale: device.scale)
    guard seenWithLowVision else { return bitmap }
    return try Simulator.apply(
      .reducedAcuity(denominator: 200), to: bitmap, viewing: .phone(scale: device.scale))
  }
}

/// Where the documentation's pictures are kept, and the check that each is what Legible draws now.
enum DocumentationResources {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Legible/Legible.docc/Resources")

  /// Compares `bitmap` with the committed `<name>@2x.png` (or `@3x`): at most 0.5 % of pixels may
  /// differ by more than 8 levels. With `LEGIBLE_RECORD_GOLDENS=1` the file is written instead.
  static func expect(
    _ bitmap: Bitmap, matches name: String, scale: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent("\(name)@\(Int(scale))x.png")
    if ProcessInfo.processInfo.environment["LEGIBLE_RECORD_GOLDENS"] == "1" {
      try Data(try PNGCodec.encode(bitmap, effort: .small)).write(to: url)
      Issue.record(
        "Recorded \(url.lastPathComponent); look at it, then run again.", sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "No picture \(url.lastPathComponent): run with LEGIBLE_RECORD_GOLDENS=1 to draw it.",
        sourceLocation: sourceLocation)
      return
    }
    let committed = try PNGCodec.decode(Array(data))
    guard committed.width == bitmap.width, committed.height == bitmap.height else {
      Issue.record(
        "\(url.lastPathComponent) is \(committed.width)×\(committed.height), Legible draws \(bitmap.width)×\(bitmap.height)",
        sourceLocation: sourceLocation)
      return
    }
    var differing = 0
    for pixel in stride(from: 0, to: bitmap.pixels.count, by: 4) {
      for channel in 0..<4
      where abs(Int(bitmap.pixels[pixel + channel]) - Int(committed.pixels[pixel + channel])) > 8 {
        differing += 1
        break
      }
    }
    let share = Double(differing) / Double(bitmap.width * bitmap.height)
    #expect(
      share <= 0.005,
      "\(url.lastPathComponent) differs from what Legible draws in \(differing) pixels; if intended, re-record with LEGIBLE_RECORD_GOLDENS=1",
      sourceLocation: sourceLocation)
  }
}
