import CoreGraphics
import Testing

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
