import Foundation
import ImageIO
import Testing

/// Image sources read what a file's header says, as Image I/O does before decoding: the type, the
/// size in pixels, a GIF's frames and delays, how far data arriving bit by bit has been read.
@Suite("Image sources")
struct ImageSourceTests {
  /// The first bytes of a PNG of `width` × `height` pixels (signature and header chunk).
  static func png(_ width: UInt32, _ height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
    return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
  }

  /// A JPEG of `width` × `height` pixels: a JFIF segment, then a start of frame.
  static func jpeg(_ width: Int, _ height: Int) -> Data {
    let jfif: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let frame: [UInt8] = [
      0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
      3,
    ]
    return Data([0xFF, 0xD8] + jfif + frame + Array(repeating: 0, count: 9) + [0xFF, 0xD9])
  }

  /// A GIF of 3 × 2 pixels looping `loops` times, with a frame per delay (hundredths of a second).
  static func gif(delays: [Int], loops: Int) -> Data {
    var bytes: [UInt8] = Array("GIF89a".utf8) + [3, 0, 2, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    bytes +=
      [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, UInt8(loops & 0xFF), UInt8(loops >> 8), 0]
    for delay in delays {
      bytes += [0x21, 0xF9, 4, 0, UInt8(delay & 0xFF), UInt8(delay >> 8), 0, 0]
      bytes += [0x2C, 0, 0, 0, 0, 3, 0, 2, 0, 0] + [2, 2, 0x44, 0x01, 0]
    }
    return Data(bytes + [0x3B])
  }

  @Test func aPNGsTypeSizeAndImageAreRead() throws {
    let source = try #require(CGImageSourceCreateWithData(Self.png(640, 480), nil))
    #expect(CGImageSourceGetType(source) == "public.png")
    #expect(CGImageSourceGetStatus(source) == .statusComplete)
    #expect(CGImageSourceGetCount(source) == 1)
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
    #expect(properties[kCGImagePropertyPixelWidth] as? Int == 640)
    #expect(properties[kCGImagePropertyPixelHeight] as? Int == 480)
    #expect(properties[kCGImagePropertyPNGDictionary] != nil)
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect((image.width, image.height) == (640, 480))
    let half = try #require(CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceSubsampleFactor: 2]))
    #expect((half.width, half.height) == (320, 240))
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
  }

  @Test func aJPEGsSizeIsReadFromItsStartOfFrame() throws {
    let source = try #require(CGImageSourceCreateWithData(Self.jpeg(1200, 900), nil))
    #expect(CGImageSourceGetType(source) == "public.jpeg")
    let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
    #expect(properties[kCGImagePropertyPixelWidth] as? Int == 1200)
    #expect(properties[kCGImagePropertyPixelHeight] as? Int == 900)
  }

  @Test func aThumbnailKeepsTheAspectWithinItsLongestSide() throws {
    let source = try #require(CGImageSourceCreateWithData(Self.jpeg(1200, 900), nil))
    #expect(
      CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil, "the file has no thumbnail of its own")
    let options: CFDictionary = [
      kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 300,
    ]
    let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
    #expect((thumbnail.width, thumbnail.height) == (300, 225))
    let larger: CFDictionary = [
      kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 5000.0,
    ]
    let whole = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, larger))
    #expect((whole.width, whole.height) == (1200, 900), "never larger than the image")
    // Absurd options are no options: the image whole, never a trap.
    for absurd in [Double.nan, .infinity, 1e300] {
      let odd: CFDictionary = [
        kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: absurd,
      ]
      let image = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, odd))
      #expect((image.width, image.height) == (1200, 900))
      let subsampled = try #require(
        CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceSubsampleFactor: absurd]))
      #expect(subsampled.width == 1200)
    }
  }

  @Test func aGIFsFramesDelaysAndLoopCountAreRead() throws {
    let source = try #require(CGImageSourceCreateWithData(Self.gif(delays: [10, 1, 25], loops: 0), nil))
    #expect(CGImageSourceGetType(source) == "com.compuserve.gif")
    #expect(CGImageSourceGetCount(source) == 3)
    func gif(_ index: Int) -> CFDictionary? {
      CGImageSourceCopyPropertiesAtIndex(source, index, nil)?[kCGImagePropertyGIFDictionary] as? CFDictionary
    }
    #expect(gif(0)?[kCGImagePropertyGIFDelayTime] as? Double == 0.1)
    #expect(gif(1)?[kCGImagePropertyGIFUnclampedDelayTime] as? Double == 0.01)
    #expect(gif(1)?[kCGImagePropertyGIFDelayTime] as? Double == 0.1, "a delay under 0.02 s plays at 0.1 s")
    #expect(gif(2)?[kCGImagePropertyGIFDelayTime] as? Double == 0.25)
    let file = CGImageSourceCopyProperties(source, nil)?[kCGImagePropertyGIFDictionary] as? CFDictionary
    #expect(file?[kCGImagePropertyGIFLoopCount] as? Int == 0)
    let frame = try #require(CGImageSourceCreateImageAtIndex(source, 2, nil))
    #expect((frame.width, frame.height) == (3, 2))
    #expect(CGImageSourceGetStatusAtIndex(source, 3) == .statusInvalidData)
  }

  @Test func dataArrivingBitByBitIsReadOnceItsHeaderIsIn() {
    let whole = Self.png(64, 32)
    let source = CGImageSourceCreateIncremental(nil)
    #expect(CGImageSourceGetStatus(source) == .statusReadingHeader)
    CGImageSourceUpdateData(source, whole.prefix(10), false)
    #expect(CGImageSourceGetStatus(source) == .statusReadingHeader)
    #expect(CGImageSourceGetCount(source) == 0)
    CGImageSourceUpdateData(source, whole, false)
    #expect(CGImageSourceGetStatus(source) == .statusIncomplete)
    #expect(CGImageSourceGetType(source) == "public.png")
    CGImageSourceUpdateData(source, whole, true)
    #expect(CGImageSourceGetStatus(source) == .statusComplete)
  }

  @Test func badInputGivesNoSourceOrAStatusThatSaysWhy() throws {
    #expect(CGImageSourceCreateWithData(Data(), nil) == nil)
    #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/photo.png"), nil) == nil)
    let text = try #require(CGImageSourceCreateWithData(Data("not an image at all, only words".utf8), nil))
    #expect(CGImageSourceGetStatus(text) == .statusUnknownType)
    #expect(CGImageSourceGetType(text) == nil)
    #expect(CGImageSourceCopyPropertiesAtIndex(text, 0, nil) == nil)
    // A PNG claiming a size of zero, or of millions of pixels a side, gives no size.
    for broken in [Self.png(0, 10), Self.png(4_000_000, 10)] {
      let source = try #require(CGImageSourceCreateWithData(broken, nil))
      #expect(CGImageSourceGetStatus(source) == .statusInvalidData)
      #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
    }
    // A GIF cut short keeps the frames it has.
    let cut = Self.gif(delays: [10, 20], loops: 3).prefix(60)
    let source = try #require(CGImageSourceCreateWithData(cut, nil))
    #expect(CGImageSourceGetCount(source) >= 1)
  }
}
