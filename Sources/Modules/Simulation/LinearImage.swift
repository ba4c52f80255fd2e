import Drawing
import Foundation

/// An image in linear light: three planes of floating-point red, green and blue (0 … 1), and the
/// alpha of the source. Filters that model optics (blur, glare, colour) work here; sRGB is only
/// for storage.
struct LinearImage {
  let width: Int
  let height: Int
  var planes: [[Float]]  // red, green, blue
  let alpha: [UInt8]

  init(_ bitmap: Bitmap) {
    width = bitmap.width
    height = bitmap.height
    let count = width * height
    var red = [Float](repeating: 0, count: count)
    var green = red
    var blue = red
    var alpha = [UInt8](repeating: 0, count: count)
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for index in 0..<count {
        red[index] = LinearImage.decode[Int(pixels[index * 4])]
        green[index] = LinearImage.decode[Int(pixels[index * 4 + 1])]
        blue[index] = LinearImage.decode[Int(pixels[index * 4 + 2])]
        alpha[index] = pixels[index * 4 + 3]
      }
    }
    planes = [red, green, blue]
    self.alpha = alpha
  }

  var bitmap: Bitmap {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      for channel in 0..<3 { pixels[index * 4 + channel] = LinearImage.encode(planes[channel][index]) }
      pixels[index * 4 + 3] = alpha[index]
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// sRGB 8-bit → linear, by table.
  static let decode: [Float] = (0..<256).map { value in
    let c = Double(value) / 255
    return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
  }

  /// Linear → sRGB 8-bit, clamped, rounded; by a table of 65,536 steps, fine enough that every
  /// 8-bit value survives the round trip unchanged.
  static func encode(_ value: Float) -> UInt8 {
    let clamped = min(1, max(0, value.isNaN ? 0 : value))
    return encodeTable[Int(clamped * 65535 + 0.5)]
  }

  static let encodeTable: [UInt8] = (0...65535).map { step in
    let c = Double(step) / 65535
    let s = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    return UInt8((s * 255).rounded())
  }

  /// The mean of each plane (linear light).
  var means: [Float] {
    planes.map { plane in plane.reduce(0, +) / Float(max(1, plane.count)) }
  }
}
