import CoreGraphics
import Foundation
import Testing
import UIKit

/// A colour converted to another space keeps what it looks like: a grey spread over red, green
/// and blue, a colour's luminance as a grey.
@Suite struct CGColorConversionTests {
  @Test func aColourConvertsBetweenRGBAndGrey() throws {
    let grey = CGColor(gray: 0.25, alpha: 0.5)
    let rgb = try #require(
      grey.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil))
    #expect(rgb.components == [0.25, 0.25, 0.25, 0.5])
    #expect(rgb.colorSpace?.numberOfComponents == 3)
    let green = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    let asGrey = try #require(
      green.converted(to: CGColorSpaceCreateDeviceGray(), intent: .perceptual, options: nil))
    #expect(asGrey.numberOfComponents == 2)
    #expect(abs((asGrey.components?[0] ?? 0) - 0.7152) < 1e-9)
  }
}

/// A colour archived with secure coding comes back the same, as an app's transformable colour
/// attribute stores it.
@Suite struct UIColorArchivingTests {
  @Test func aColourArchivedWithSecureCodingComesBackTheSame() throws {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
    let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
    #expect(back == color)
    #expect(UIColor.supportsSecureCoding)
  }
}
