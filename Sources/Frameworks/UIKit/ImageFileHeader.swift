import Foundation

/// Reads what an image file's header says, without decoding its pixels: whether it is a PNG or a
/// JPEG, and its size in pixels. A file too short, of another format or with a size of zero or
/// over 100,000 pixels a side is not read (nil).
enum ImageFileHeader {
  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func isPNG(_ data: Data) -> Bool { data.count >= 24 && data.prefix(8).elementsEqual(pngSignature) }
  static func isJPEG(_ data: Data) -> Bool { data.count >= 4 && data.prefix(2).elementsEqual([0xFF, 0xD8]) }

  /// The size in pixels a PNG's or JPEG's header gives.
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(1 << 20))
    func word(_ at: Int, _ count: Int) -> Int {
      bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
    var size: (width: Int, height: Int)?
    if isPNG(data), bytes[12..<16].elementsEqual(Array("IHDR".utf8)) {
      size = (word(16, 4), word(20, 4))
    } else if isJPEG(data) {
      // Segments follow one another (marker, length) up to a start of frame, which holds the size.
      var at = 2
      while at + 9 < bytes.count, bytes[at] == 0xFF {
        let marker = bytes[at + 1]
        let length = word(at + 2, 2)
        let startsFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
        if startsFrame {
          size = (word(at + 7, 2), word(at + 5, 2))
          break
        }
        guard length >= 2 else { break }
        at += 2 + length
      }
    }
    guard let size, (1...100_000).contains(size.width), (1...100_000).contains(size.height) else {
      return nil
    }
    return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}
