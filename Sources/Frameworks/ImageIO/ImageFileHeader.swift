import Foundation

/// What an image file's header says, without decoding its pixels: its format, its size in pixels
/// and, for a GIF, its frames and their delays. A file too short, of a format not read here, or
/// with a size of zero or over 100,000 pixels a side has no size (nil).
package struct ImageFileHeader: Equatable, Sendable {
  /// A format whose header is read.
  package enum Format: String, Sendable {
    case png = "public.png"
    case jpeg = "public.jpeg"
    case gif = "com.compuserve.gif"
    case heic = "public.heic"
  }

  package var format: Format
  /// Width and height in pixels, when the header gives them.
  package var width: Int?
  package var height: Int?
  /// The frames' delays in seconds (one frame, with no delay, for a still image).
  package var frameDelays: [Double?] = [nil]
  /// How many times an animated GIF plays (0: for ever), when it says.
  package var loopCount: Int?

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  package static func isPNG(_ data: Data) -> Bool {
    data.count >= 24 && data.prefix(8).elementsEqual(pngSignature)
  }
  package static func isJPEG(_ data: Data) -> Bool {
    data.count >= 4 && data.prefix(2).elementsEqual([0xFF, 0xD8])
  }

  /// The size in pixels a PNG's, JPEG's or GIF's header gives.
  package static func pixelSize(of data: Data) -> CGSize? {
    guard let header = read(data), let width = header.width, let height = header.height else { return nil }
    return CGSize(width: CGFloat(width), height: CGFloat(height))
  }

  /// The header of `data`, or nil when it is of no format read here (or too short to tell).
  package static func read(_ data: Data) -> ImageFileHeader? {
    let bytes = [UInt8](data.prefix(4 << 20))
    func word(_ at: Int, _ count: Int) -> Int {
      guard at >= 0, at + count <= bytes.count else { return 0 }
      return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
    func little(_ at: Int) -> Int { at + 1 < bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : 0 }
    var header: ImageFileHeader
    if isPNG(data) {
      header = ImageFileHeader(format: .png)
      if bytes[12..<16].elementsEqual(Array("IHDR".utf8)) {
        (header.width, header.height) = (word(16, 4), word(20, 4))
      }
    } else if isJPEG(data) {
      header = ImageFileHeader(format: .jpeg)
      // Segments follow one another (marker, length) up to a start of frame, which holds the size.
      var at = 2
      while at + 9 < bytes.count, bytes[at] == 0xFF {
        let marker = bytes[at + 1]
        let length = word(at + 2, 2)
        if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
          (header.width, header.height) = (word(at + 7, 2), word(at + 5, 2))
          break
        }
        guard length >= 2 else { break }
        at += 2 + length
      }
    } else if bytes.count >= 10,
      bytes[0..<6].elementsEqual(Array("GIF87a".utf8)) || bytes[0..<6].elementsEqual(Array("GIF89a".utf8))
    {
      header = ImageFileHeader(format: .gif)
      (header.width, header.height) = (little(6), little(8))
      header.readGIFFrames(bytes)
    } else if bytes.count >= 12, bytes[4..<8].elementsEqual(Array("ftyp".utf8)),
      ["heic", "heix", "mif1", "heis"].contains(String(decoding: bytes[8..<12], as: UTF8.self))
    {
      header = ImageFileHeader(format: .heic)
    } else {
      return nil
    }
    if let width = header.width, let height = header.height,
      !(1...100_000).contains(width) || !(1...100_000).contains(height)
    {
      (header.width, header.height) = (nil, nil)
    }
    return header
  }

  /// Walks a GIF's blocks after its screen descriptor: each image is a frame, with the delay of the
  /// graphic control extension before it; the NETSCAPE extension gives the loop count.
  private mutating func readGIFFrames(_ bytes: [UInt8]) {
    var at = 13
    if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 0x07) + 1) }
    var delays: [Double?] = []
    var pendingDelay: Double?
    func skipSubBlocks(_ start: Int) -> Int {
      var at = start
      while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
      return at + 1
    }
    while at < bytes.count, delays.count < 100_000 {
      switch bytes[at] {
      case 0x21 where at + 2 < bytes.count:
        let label = bytes[at + 1]
        if label == 0xF9, at + 5 < bytes.count {
          pendingDelay = Double(Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8) / 100
        } else if label == 0xFF, at + 17 < bytes.count,
          String(decoding: bytes[at + 3..<at + 14], as: UTF8.self) == "NETSCAPE2.0"
        {
          loopCount = Int(bytes[at + 16]) | Int(bytes[at + 17]) << 8
        }
        at = skipSubBlocks(at + 2)
      case 0x2C where at + 9 < bytes.count:
        delays.append(pendingDelay)
        pendingDelay = nil
        var next = at + 10
        if bytes[at + 9] & 0x80 != 0 { next += 3 << (Int(bytes[at + 9] & 0x07) + 1) }
        at = skipSubBlocks(next + 1)
      default:
        at = bytes.count
      }
    }
    frameDelays = delays.isEmpty ? [nil] : delays
  }
}
