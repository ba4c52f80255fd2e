import Drawing
import PangoCairo
import Testing

/// Legible writes PNG itself (zlib, unfiltered rows); what it writes must read back exactly.
@Suite struct PNGEncoderTests {
  /// Every pixel differs from its neighbours, with alpha from 1 to 255 (0 keeps no colour).
  static let translucent: Bitmap = {
    var pixels = [UInt8](repeating: 0, count: 37 * 23 * 4)
    for pixel in 0..<(37 * 23) {
      pixels[pixel * 4] = UInt8(pixel * 7 % 256)
      pixels[pixel * 4 + 1] = UInt8(pixel * 13 % 256)
      pixels[pixel * 4 + 2] = UInt8(pixel * 29 % 256)
      pixels[pixel * 4 + 3] = 255
    }
    return Bitmap(width: 37, height: 23, pixels: pixels)
  }()

  @Test(arguments: [PNGEncoder.Effort.fast, .small])
  func anOpaqueImageReadsBackExactlyAsRGB(effort: PNGEncoder.Effort) throws {
    let png = try PNGCodec.encode(Self.translucent, effort: effort)
    #expect(png[25] == 2, "colour type: RGB")
    #expect(try PNGCodec.decode(png) == Self.translucent)
  }

  @Test(arguments: [PNGEncoder.Effort.fast, .small])
  func aTranslucentImageKeepsItsAlpha(effort: PNGEncoder.Effort) throws {
    var bitmap = Self.translucent
    for pixel in 0..<(bitmap.width * bitmap.height) { bitmap.pixels[pixel * 4 + 3] = UInt8(1 + pixel % 255) }
    let png = try PNGCodec.encode(bitmap, effort: effort)
    #expect(png[25] == 6, "colour type: RGBA")
    let decoded = try PNGCodec.decode(png)
    // Cairo keeps colour premultiplied, so a faint pixel keeps only as much colour as its alpha
    // can carry: compare after premultiplying both.
    for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
      let alpha = Int(bitmap.pixels[index + 3])
      #expect(decoded.pixels[index + 3] == bitmap.pixels[index + 3])
      for channel in 0..<3 {
        let expected = (Int(bitmap.pixels[index + channel]) * alpha + 127) / 255
        let read = (Int(decoded.pixels[index + channel]) * alpha + 127) / 255
        #expect(abs(expected - read) <= 1, "pixel \(index / 4) channel \(channel)")
      }
    }
  }

  @Test func theSmallEffortWritesSmallerFilesOfTheSameImage() throws {
    var pixels = [UInt8](repeating: 255, count: 300 * 200 * 4)
    for y in 0..<200 where y % 20 < 3 {
      for x in 0..<300 { pixels[(y * 300 + x) * 4] = UInt8(x % 7 * 30) }
    }
    let image = Bitmap(width: 300, height: 200, pixels: pixels)
    let fast = try PNGCodec.encode(image, effort: .fast)
    let small = try PNGCodec.encode(image, effort: .small)
    #expect(small.count < fast.count)
    #expect(try PNGCodec.decode(fast) == image)
    #expect(try PNGCodec.decode(small) == image)
  }
}
