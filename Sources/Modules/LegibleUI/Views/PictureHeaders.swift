import Foundation

/// The sizes pictures state in their headers, for the files an asset catalog holds that are not
/// decoded here: a PDF's first page (its media box, in points), a JPEG's frame and a HEIC's image
/// (in pixels). Nothing is decoded; a header that cannot be read gives nil.
enum PictureHeaders {
  /// The first `/MediaBox [x0 y0 x1 y1]` of a PDF, in points.
  static func pdfSize(_ data: Data) -> CGSize? {
    guard let text = String(data: data.prefix(200_000), encoding: .isoLatin1),
      let box = text.range(of: "/MediaBox")
    else { return nil }
    let numbers = text[box.upperBound...].drop { $0 == " " || $0 == "[" }.prefix { $0 != "]" }
      .split { $0 == " " || $0 == "\n" || $0 == "\r" }.prefix(4).compactMap { Double($0) }
    guard numbers.count == 4, numbers[2] > numbers[0], numbers[3] > numbers[1] else { return nil }
    return CGSize(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
  }

  /// The size a JPEG's start-of-frame segment states.
  static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      // SOF0 to SOF15, but not DHT (C4), JPG (C8) or DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// The size a HEIC's image spatial extents box (`ispe`) states.
  static func heicSize(_ all: [UInt8]) -> CGSize? {
    // The box sits in the file's metadata, near its start.
    let bytes = Array(all.prefix(65_536))
    let tag = Array("ispe".utf8)
    guard bytes.count > 16 else { return nil }
    for index in 0..<(bytes.count - 16) where bytes[index..<index + 4].elementsEqual(tag) {
      func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      let width = word(index + 8)
      let height = word(index + 12)
      if width > 0, height > 0 { return CGSize(width: width, height: height) }
    }
    return nil
  }
}
