import Foundation

/// How the simulated person looks at the screen: from how far, and how dense its pixels are. Both
/// are needed to turn visual angles (what acuity and field loss are measured in) into pixels.
///
/// Defaults: a phone held at 30 cm, with 163 pixels per inch per display-scale unit (326 ppi at
/// 2×, as the iPhone 6S; 489 at 3×); the simulated image is assumed to be rendered at the display
/// scale, one image pixel per screen pixel.
public struct ViewingConditions: Hashable, Sendable {
  /// How far the eye is from the screen, in centimetres.
  public var distanceCentimetres: Double
  /// The screen's density, in pixels per inch.
  public var pixelsPerInch: Double

  /// A screen of `pixelsPerInch` seen from `distanceCentimetres` (a phone at 30 cm by default).
  public init(distanceCentimetres: Double = 30, pixelsPerInch: Double = 326) {
    self.distanceCentimetres =
      distanceCentimetres.isFinite && distanceCentimetres > 0 ? distanceCentimetres : 30
    self.pixelsPerInch = pixelsPerInch.isFinite && pixelsPerInch > 0 ? pixelsPerInch : 326
  }

  /// For a phone of `scale` (1, 2, 3) at 30 cm.
  public static func phone(scale: Double) -> ViewingConditions {
    ViewingConditions(pixelsPerInch: 163 * (scale.isFinite && scale > 0 ? scale : 2))
  }

  /// Image pixels in one degree of visual angle.
  public var pixelsPerDegree: Double {
    distanceCentimetres * tan(Double.pi / 180) * pixelsPerInch / 2.54
  }
}
