import Foundation

/// How an image renderer's images are made, as UIKit's `UIGraphicsImageRendererFormat`: the
/// scale (the screen's by default) and whether they are opaque.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
  /// Pixels per point of the images made (the screen's scale by default).
  open var scale: CGFloat
  /// Whether the images have no transparency.
  open var opaque = false
  /// The colour range (kept: every image is sRGB here).
  open var preferredRange: Range = .automatic

  /// The format of the screen being laid out.
  public init() { scale = UITraitCollection.current.displayScale }

  /// The format of the screen being laid out.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The format of the screen being laid out.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// A colour range.
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic, extended, standard
  }
}

/// What an image renderer's drawing closure is handed, as UIKit's
/// `UIGraphicsImageRendererContext`: the Core Graphics context (`cgContext`) and shortcuts that
/// fill and stroke in the current colours.
open class UIGraphicsImageRendererContext {
  /// The context drawn into.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(_ context: CGContext, format: UIGraphicsImageRendererFormat) {
    cgContext = context
    self.format = format
  }

  /// What has been drawn so far, as an image.
  open var currentImage: UIImage { UIImage(drawnIn: cgContext, scale: format.scale) }

  /// Fills `rect` with the fill colour (`UIColor.setFill()`).
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills `rect` (blend modes other than normal are kept and not drawn).
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }
  /// Strokes `rect` with the stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Strokes `rect` (blend modes other than normal are kept and not drawn).
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.stroke(rect)
    cgContext.restoreGState()
  }
  /// Limits what is drawn next to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing, as UIKit's `UIGraphicsImageRenderer`: `renderer.image { context in … }`
/// runs the closure on a fresh canvas of the renderer's size, with the canvas as UIKit's current
/// context (so `UIImage.draw(in:)`, `UIColor.setFill()` and `UIBezierPath.fill()` draw into it).
///
/// The image made keeps what was drawn (see `CGContext`), and SwiftUI's `Image(uiImage:)` draws
/// it at the canvas's size (a resized image is the image drawn into the smaller canvas). The
/// data forms (`pngData`, `jpegData`) are empty: pictures are not encoded here.
open class UIGraphicsImageRenderer {
  /// The canvas's size in points.
  public let size: CGSize
  /// How the images are made.
  public let format: UIGraphicsImageRendererFormat
  /// The canvas's origin and size.
  public let bounds: CGRect

  /// A renderer of images `size` points large, in the screen's format.
  public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }

  /// A renderer of images `size` points large, in `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = Self.finite(size)
    self.format = format
    bounds = CGRect(origin: .zero, size: self.size)
  }

  /// A renderer of images of `bounds`' size.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `bounds`' size, in `format`.
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.init(size: bounds.size, format: format)
  }

  /// Whether the renderer can make images here (always).
  open var allowsImageOutput: Bool { true }

  /// The image `actions` draw.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(_size: size)
    let rendererContext = UIGraphicsImageRendererContext(context, format: format)
    UIGraphicsPushContext(context)
    actions(rendererContext)
    UIGraphicsPopContext()
    return UIImage(drawnIn: context, scale: format.scale)
  }

  /// PNG data of the image `actions` draw: empty here, as pictures are not encoded (the drawing
  /// runs).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }

  /// JPEG data of the image `actions` draw: empty here, as pictures are not encoded (the drawing
  /// runs).
  open func jpegData(
    withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
  )
    -> Data
  {
    _ = image(actions: actions)
    return Data()
  }

  /// A size with no negative, infinite or absurd side (a canvas is at most 10,000 points a side).
  static func finite(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? min(10_000, max(0, value)) : 0 }
    return CGSize(width: side(size.width), height: side(size.height))
  }
}
