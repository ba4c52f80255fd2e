/// A Gaussian blur approximated by three box blurs in each direction (the sum of three uniform
/// distributions is close to a normal one). Each pass is a running sum: the cost is the same
/// whatever the radius. Edges extend the border pixels, so a uniform border stays uniform. A
/// sigma wider than four times the image's larger side is taken as that (wider blurs leave the
/// same nearly flat image), so the box sizes stay within what an `Int` and the image can hold.
enum GaussianBlur {
  /// The widths of three boxes whose combined variance is `sigma²`.
  static func boxes(sigma: Double) -> [Int] {
    guard sigma > 0 else { return [] }
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal)
    if lower % 2 == 0 { lower -= 1 }
    lower = max(1, lower)
    let upper = lower + 2
    let m = (12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / Double(-4 * lower - 4)
    let count = Int(m.rounded())
    return (0..<3).map { $0 < count ? lower : upper }
  }

  static func blur(_ plane: inout [Float], width: Int, height: Int, sigma requested: Double) {
    guard requested >= 0.3, width > 0, height > 0 else { return }
    let sigma = min(requested, 4 * Double(max(width, height)))
    var scratch = [Float](repeating: 0, count: plane.count)
    for box in boxes(sigma: sigma) {
      let radius = (box - 1) / 2
      guard radius > 0 else { continue }
      pass(plane, into: &scratch, lines: height, length: width, stride: 1, lineStride: width, radius: radius)
      pass(scratch, into: &plane, lines: width, length: height, stride: width, lineStride: 1, radius: radius)
    }
  }

  /// One box pass along lines of `length` samples `stride` apart.
  private static func pass(
    _ source: [Float], into target: inout [Float], lines: Int, length: Int, stride: Int, lineStride: Int,
    radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        for line in 0..<lines {
          let base = line * lineStride
          func at(_ i: Int) -> Float { input[base + min(max(i, 0), length - 1) * stride] }
          // The first window: `radius` copies of the first sample before it, the samples that
          // exist, and copies of the last past the end; counted, not looped over.
          var sum = Float(radius) * at(0)
          for i in 0...min(radius, length - 1) { sum += at(i) }
          if radius > length - 1 { sum += Float(radius - (length - 1)) * at(length - 1) }
          for i in 0..<length {
            output[base + i * stride] = sum * scale
            sum += at(i + radius + 1) - at(i - radius)
          }
        }
      }
    }
  }
}
