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
      horizontalPass(plane, into: &scratch, width: width, height: height, radius: radius)
      verticalPass(scratch, into: &plane, width: width, height: height, radius: radius)
    }
  }

  /// One box pass along each row: a running sum slides along the row.
  private static func horizontalPass(
    _ source: [Float], into target: inout [Float], width: Int, height: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        for row in 0..<height {
          let base = row * width
          func at(_ i: Int) -> Float { input[base + min(max(i, 0), width - 1)] }
          // The first window: `radius` copies of the first sample before it, the samples that
          // exist, and copies of the last past the end; counted, not looped over.
          var sum = Float(radius) * at(0)
          for i in 0...min(radius, width - 1) { sum += at(i) }
          if radius > width - 1 { sum += Float(radius - (width - 1)) * at(width - 1) }
          for i in 0..<width {
            output[base + i] = sum * scale
            sum += at(i + radius + 1) - at(i - radius)
          }
        }
      }
    }
  }

  /// One box pass down each column. The running sums of all columns slide down together, a row
  /// at a time, so that memory is read in order rather than a row's length apart.
  private static func verticalPass(
    _ source: [Float], into target: inout [Float], width: Int, height: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    var sums = [Float](repeating: 0, count: width)
    source.withUnsafeBufferPointer { input in
      target.withUnsafeMutableBufferPointer { output in
        sums.withUnsafeMutableBufferPointer { sums in
          func row(_ y: Int) -> Int { min(max(y, 0), height - 1) * width }
          // The first window, as along a row: `radius` copies of the first row before it, the
          // rows that exist, and copies of the last past the end; counted, not looped over.
          for x in 0..<width { sums[x] = Float(radius) * input[x] }
          for y in 0...min(radius, height - 1) {
            for x in 0..<width { sums[x] += input[y * width + x] }
          }
          if radius > height - 1 {
            let (copies, last) = (Float(radius - (height - 1)), row(height - 1))
            for x in 0..<width { sums[x] += copies * input[last + x] }
          }
          for y in 0..<height {
            let (out, entering, leaving) = (y * width, row(y + radius + 1), row(y - radius))
            for x in 0..<width {
              output[out + x] = sums[x] * scale
              sums[x] += input[entering + x] - input[leaving + x]
            }
          }
        }
      }
    }
  }
}
