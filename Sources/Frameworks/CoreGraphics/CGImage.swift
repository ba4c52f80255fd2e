/// A bitmap image, as Core Graphics's `CGImage`: its size in pixels and its layout. Its pixels are
/// not kept here: the framework that made it (UIKit's `UIImage.cgImage`) keeps what it was made
/// from in `_origin`, so that an image made again from it (`UIImage(cgImage:)`) is the same image.
public final class CGImage: @unchecked Sendable {
  /// Its width in pixels.
  public let width: Int
  /// Its height in pixels.
  public let height: Int
  /// Bits per colour component.
  public let bitsPerComponent: Int
  /// Bits per pixel.
  public let bitsPerPixel: Int
  /// Bytes per row of pixels.
  public var bytesPerRow: Int { width * bitsPerPixel / 8 }
  /// What made it, for the framework that made it.
  public let _origin: AnyObject?

  /// An image of `width` × `height` pixels (negative sizes count as zero), made from `origin`.
  public init(
    width: Int, height: Int, bitsPerComponent: Int = 8, bitsPerPixel: Int = 32, _origin: AnyObject? = nil
  ) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = bitsPerPixel
    self._origin = _origin
  }
}
