import Foundation
import Testing

@testable import UIKit

/// An image decoded from data knows its size from the file's header, as iOS's does, and gives its
/// data back, so that an app storing a photo's data (a SwiftData model's `Data` property) reads
/// the same image again.
@Suite struct UIImageDataTests {
  /// The start of a PNG file of `width` × `height` pixels: its signature and its header chunk.
  private func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
  }

  /// The start of a JPEG file of `width` × `height` pixels: an application segment, then a
  /// baseline start of frame.
  private func jpeg(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8]
    for value in [height, width] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
    bytes += [1, 1, 0x11, 0]
    return Data(bytes)
  }

  @Test func aPNGsOrAJPEGsSizeIsReadFromItsHeaderInPointsAtItsScale() throws {
    let photo = try #require(UIImage(data: png(width: 600, height: 400), scale: 2))
    #expect(photo.size == CGSize(width: 300, height: 200))
    let jpeg = try #require(UIImage(data: jpeg(width: 1024, height: 768)))
    #expect(jpeg.size == CGSize(width: 1024, height: 768))
  }

  @Test func theDataComesBackInItsOwnFormat() throws {
    let data = png(width: 2, height: 2)
    let image = try #require(UIImage(data: data))
    #expect(image.pngData() == data)
    // No JPEG encoder here: a PNG's data is given back, and reads back as the same image.
    let stored = try #require(image.jpegData(compressionQuality: 0.8))
    #expect(UIImage(data: stored)?.size == image.size)
    let jpeg = jpeg(width: 10, height: 20)
    #expect(UIImage(data: jpeg)?.jpegData(compressionQuality: 1) == jpeg)
    #expect(UIImage(data: jpeg)?.pngData() == nil)
  }

  @Test func dataOfAnotherFormatIsAnImageOfUnknownSizeAndEmptyDataIsNone() {
    #expect(UIImage(data: Data("GIF89a".utf8))?.size == .zero)
    #expect(UIImage(data: Data()) == nil)
    // A header claiming an absurd size is not believed.
    #expect(UIImage(data: png(width: 0, height: 5))?.size == .zero)
    #expect(UIImage(data: png(width: 4_000_000, height: 5))?.size == .zero)
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 1]))?.size == .zero)
  }
}
