/// An image in memory: `width × height` pixels, row by row from the top, four bytes each (red,
/// green, blue, alpha; sRGB; straight alpha). The renderer produces it and the simulator filters it.
///
/// Invariant: `pixels.count == width * height * 4`, with `width` and `height` at least 0.
public struct Bitmap: Hashable, Sendable {
  /// The number of pixels in a row.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The pixels, four bytes each (red, green, blue, alpha), row by row from the top.
  public var pixels: [UInt8]

  /// An image of the given size over the given pixels; traps when `pixels` does not hold exactly `width ×
  /// height × 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixels do not match the size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A bitmap filled with one colour.
  public init(width: Int, height: Int, color: Color) {
    let rgba = [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
    var pixels = [UInt8]()
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { pixels += rgba }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// The colour at a pixel, or nil outside the image.
  public subscript(x: Int, y: Int) -> Color? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = (y * width + x) * 4
    return Color(red8: pixels[i], green8: pixels[i + 1], blue8: pixels[i + 2], alpha8: pixels[i + 3])
  }

  /// How two bitmaps of the same size differ: the share of pixels whose channels differ by more
  /// than `tolerance` (0 … 255) in any channel, and the largest channel difference. Nil when the
  /// sizes differ.
  public func difference(from other: Bitmap, tolerance: UInt8 = 0) -> (
    changedFraction: Double, maximum: UInt8
  )? {
    guard width == other.width, height == other.height else { return nil }
    guard width * height > 0 else { return (0, 0) }
    var changed = 0
    var maximum: UInt8 = 0
    for pixel in 0..<(width * height) {
      var pixelMaximum: UInt8 = 0
      for channel in 0..<4 {
        let a = pixels[pixel * 4 + channel]
        let b = other.pixels[pixel * 4 + channel]
        pixelMaximum = max(pixelMaximum, a > b ? a - b : b - a)
      }
      if pixelMaximum > tolerance { changed += 1 }
      maximum = max(maximum, pixelMaximum)
    }
    return (Double(changed) / Double(width * height), maximum)
  }
}
