import Foundation
import ImageIO

/// An image, as UIKit's: by asset name, by SF Symbol name, or from data. It keeps what it was
/// made from; SwiftUI's `Image(uiImage:)` draws it as `Image(_:)` or `Image(systemName:)` would.
open class UIImage: @unchecked Sendable, Hashable {
  /// What an image was made from.
  public enum Source: Hashable, Sendable {
    case asset(String)
    case symbol(String)
    case data(Int)
    /// Drawn by hand into an image renderer's context (`UIGraphicsImageRenderer`): its marks on
    /// a canvas of its size.
    case drawing([CGContext._Mark], canvas: CGSize)
    /// Made by one of Apple's frameworks from data only it has (a map snapshot), named: drawn
    /// as a placeholder of its size, and reported.
    case unavailable(String)
  }

  /// What it was made from.
  public let source: Source
  /// How it is drawn: in its own colours or as a template in the tint.
  public let renderingMode: RenderingMode
  /// Its size in points, when known (an asset's, read by the SwiftUI layer; zero otherwise).
  public let size: CGSize
  /// Its scale.
  public let scale: CGFloat
  /// How its pixels are turned: the orientation `init(cgImage:scale:orientation:)` was given
  /// (kept, not applied: the image is drawn as stored), `.up` otherwise (no file's orientation
  /// is read).
  public internal(set) var imageOrientation: Orientation = .up

  /// How an image's pixels are turned, as the camera held them.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The encoded file it was decoded from (`init(data:)`), kept so that it can be given back
  /// (`pngData()`, `jpegData(compressionQuality:)`); nil for other images.
  public let encoded: Data?

  init(
    source: Source, renderingMode: RenderingMode = .automatic, size: CGSize = .zero, scale: CGFloat = 1,
    encoded: Data? = nil
  ) {
    self.source = source
    self.renderingMode = renderingMode
    self.size = size
    self.scale = scale
    self.encoded = encoded
  }

  /// The image named `name` in the app's asset catalog, or nil when it has none.
  public convenience init?(named name: String) {
    guard let size = UIImage.catalog(name) else { return nil }
    self.init(source: .asset(name), size: size)
  }

  /// The image named `name`.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// The image named `name`.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(named: name)
  }

  /// The SF Symbol `name` (nil for an empty name).
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(source: .symbol(name))
  }

  /// The SF Symbol `name` with a configuration.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(systemName: name)
  }

  /// An image decoded from `data`: a PNG's or JPEG's size is read from its header (in points at
  /// `scale`; other formats' size is zero here), and the data is kept for `pngData()` and
  /// `jpegData(compressionQuality:)`. Its pixels are not decoded: SwiftUI draws it as a
  /// placeholder, which the audit reports. Nil for empty data.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// An image decoded from `data` at `scale`.
  public convenience init?(data: Data, scale: CGFloat) {
    guard !data.isEmpty else { return nil }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let pixels = ImageFileHeader.pixelSize(of: data) ?? .zero
    self.init(
      source: .data(data.count), size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
      scale: scale, encoded: data)
  }

  /// The image of a Core Graphics image: the same image again when UIKit made it
  /// (`cgImage`), else one of its size with no picture here.
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// The image of a Core Graphics image at `scale`.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    if let original = cgImage._origin as? UIImage {
      self.init(
        source: original.source, renderingMode: original.renderingMode, size: size, scale: scale,
        encoded: original.encoded)
    } else {
      self.init(source: .data(cgImage.bytesPerRow * cgImage.height), size: size, scale: scale)
    }
    imageOrientation = orientation
  }

  /// The image as Core Graphics's: its size in pixels (its size in points times its scale).
  public var cgImage: CGImage? {
    func pixels(_ points: CGFloat) -> Int {
      let value = (points * scale).rounded()
      return value.isFinite ? Int(min(max(value, 0), 1_000_000)) : 0
    }
    return CGImage(width: pixels(size.width), height: pixels(size.height), _origin: self)
  }

  /// An empty image (no picture, no size), as `UIImage()`.
  public convenience init() { self.init(source: .data(0), size: .zero, scale: 1) }

  /// An image of `size` points that only Apple's frameworks can draw (`what` names it, as the
  /// audit reports it): shown as a placeholder of its size.
  public convenience init(unavailable what: String, size: CGSize, scale: CGFloat = 1) {
    self.init(source: .unavailable(what), size: size, scale: scale)
  }

  /// An image read from the file at `path`.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// Looks an image's size up in the app's asset catalog; the SwiftUI layer sets it.
  nonisolated(unsafe) public static var catalog: (String) -> CGSize? = { _ in nil }
  /// Looks an image's PNG file up in the app's asset catalog; the SwiftUI layer sets it.
  nonisolated(unsafe) public static var catalogFile: (String) -> Data? = { _ in nil }

  /// The same image drawn as asked.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(source: source, renderingMode: renderingMode, size: size, scale: scale, encoded: encoded)
  }

  /// The same image, as a template in `color`.
  public func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysTemplate) }

  /// The same image, as a template in `color`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// The same image with a configuration.
  public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

  /// The same image, drawn in its own colours.
  public func withRenderingModeOriginal() -> UIImage { withRenderingMode(.alwaysOriginal) }

  /// PNG data for the image: an asset's PNG file, or the PNG it was decoded from. Nil for a
  /// symbol, a drawing and a JPEG, whose pixels are not kept here to encode (on iOS each gives a
  /// PNG).
  public func pngData() -> Data? {
    switch source {
    case .asset(let name): UIImage.catalogFile(name).flatMap { ImageFileHeader.isPNG($0) ? $0 : nil }
    case .data: encoded.flatMap { ImageFileHeader.isPNG($0) ? $0 : nil }
    case .symbol, .drawing, .unavailable: nil
    }
  }

  /// JPEG data for the image: the JPEG it was decoded from. With no JPEG encoder here, an image
  /// from a PNG gives its PNG (which `init(data:)` reads back as the same image), so that code
  /// storing a photo's data keeps working; nil where `pngData()` is nil.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    if case .data = source, let encoded, ImageFileHeader.isJPEG(encoded) { return encoded }
    return pngData()
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.source == rhs.source && lhs.renderingMode == rhs.renderingMode
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }

  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// A symbol's configuration (point size, weight, scale, text style): accepted.
  open class Configuration: @unchecked Sendable {
    public init() {}
  }

  /// A symbol's configuration.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    public init(pointSize: CGFloat) { super.init() }
    public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { super.init() }
    public init(textStyle: UIFont.TextStyle) { super.init() }
    public init(weight: UIImage.SymbolWeight) { super.init() }
    public init(scale: UIImage.SymbolScale) { super.init() }
    public init(font: UIFont) { super.init() }
    public init(hierarchicalColor: UIColor) { super.init() }
    public init(paletteColors: [UIColor]) { super.init() }
  }

  /// A symbol's weight.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's scale.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified, small, medium, large
  }
}
