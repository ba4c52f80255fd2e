import Foundation
import Testing

@testable import UIKit

/// An image through Core Graphics and back, as apps make a plain colour image: the same picture,
/// its size in pixels, and, as on iOS, a point per pixel when made again at scale 1.
@MainActor @Suite struct CGImageTests {
  @Test func aColourImageGoesThroughCGImageAndBack() throws {
    let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
    UIGraphicsBeginImageContextWithOptions(rect.size, false, 2)
    UIColor.systemGreen.setFill()
    UIRectFill(rect)
    let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    let cgImage = try #require(drawn.cgImage)
    #expect(cgImage.width == 8 && cgImage.height == 4 && cgImage.bytesPerRow == 32)
    let again = UIImage(cgImage: cgImage)
    #expect(again.source == drawn.source)
    #expect(again.size == CGSize(width: 8, height: 4))
    #expect(UIImage(cgImage: cgImage, scale: 2, orientation: .up).size == CGSize(width: 4, height: 2))
  }

  @Test func aCGImageMadeElsewhereIsAnImageOfItsSize() {
    let image = UIImage(cgImage: CGImage(width: 30, height: -5))
    #expect(image.size == CGSize(width: 30, height: 0))
    #expect(UIImage(cgImage: CGImage(width: 10, height: 10), scale: .nan, orientation: .up).scale == 1)
    #expect(
      UIImage(cgImage: CGImage(width: 10, height: 10), scale: 1, orientation: .left).imageOrientation == .left
    )
  }
}
