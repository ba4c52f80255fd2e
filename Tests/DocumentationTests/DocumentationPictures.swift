import Audit
import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleTesting
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
    useSystemSymbols()
    let laidOut = screen.make(configuration, typesetter)
    if let scrolledTo { laidOut.scroll(toViewWithIdentifier: scrolledTo) }
    if let held { try #require(laidOut.pressAndHold(viewWithIdentifier: held)) }
    let device = configuration.device
    let bitmap = try Renderer(typesetter: typesetter).bitmap(
      laidOut.snapshot().drawingOperations, canvas: device.size, scale: device.scale)
    guard seenWithLowVision else { return bitmap }
    return try Simulator.apply(
      .reducedAcuity(denominator: 200), to: bitmap, viewing: .phone(scale: device.scale))
  }
}

/// Where the documentation's pictures are kept.
enum DocumentationResources {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Core/Legible/Legible.docc/Resources")
}
