import CPangoCairo
import Drawing
import Geometry

/// Draws a blurred backdrop (`DrawingOperation.backdrop`): the pixels already drawn around the
/// clip are read, shrunk, blurred and drawn back, magnified and smoothed, inside the clip.
///
/// A gaussian of deviation σ is approximated by three box blurs (close to it within a few
/// percent). Shrinking first by a factor of about σ/2 pixels keeps the cost independent of the
/// radius: a panel of 220 points at 3× with a 20-point blur reads a 660-pixel square but blurs
/// a 30-pixel one. The blur of a smooth image loses nothing to the shrinking.
enum BackdropBlur {
  /// Blurs what `cr`'s current target holds inside `clip`, reading pixels within 3σ of it.
  /// Targets that are not image surfaces (none that Legible draws into) are left as they are.
  static func draw(_ clip: Clip, blurRadius: Double, path: (OpaquePointer) -> Void, _ cr: OpaquePointer) {
    let target = cairo_get_group_target(cr)!
    guard blurRadius.isFinite, blurRadius > 0, !clip.rect.isEmpty,
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    var unitX = 1.0
    var unitY = 0.0
    cairo_user_to_device_distance(cr, &unitX, &unitY)
    let scale = (unitX * unitX + unitY * unitY).squareRoot()
    let sigma = blurRadius * scale
    guard sigma >= 0.5, sigma.isFinite else { return }

    // The region read, in the target's pixels (a group's pixels are offset from device space).
    let reach = clip.rect.outset(by: EdgeInsets(all: blurRadius * 3))
    var left = reach.minX
    var top = reach.minY
    var right = reach.maxX
    var bottom = reach.maxY
    cairo_user_to_device(cr, &left, &top)
    cairo_user_to_device(cr, &right, &bottom)
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    func pixel(_ value: Double, _ limit: Int) -> Int {
      value.isFinite ? Int(min(max(0, value), Double(limit))) : 0
    }
    let x0 = pixel((min(left, right) + offsetX).rounded(.down), surfaceWidth)
    let x1 = pixel((max(left, right) + offsetX).rounded(.up), surfaceWidth)
    let y0 = pixel((min(top, bottom) + offsetY).rounded(.down), surfaceHeight)
    let y1 = pixel((max(top, bottom) + offsetY).rounded(.up), surfaceHeight)
    guard x1 > x0, y1 > y0 else { return }

    let factor = max(1, Int(sigma / 2))
    cairo_surface_flush(target)
    guard let source = cairo_image_surface_get_data(target) else { return }
    var image = ShrunkImage(
      source, stride: Int(cairo_image_surface_get_stride(target)), x: x0, y: y0, width: x1 - x0,
      height: y1 - y0, factor: factor)
    image.blur(sigma: sigma / Double(factor))
    guard let blurred = image.surface() else { return }
    defer { cairo_surface_destroy(blurred) }

    cairo_save(cr)
    path(cr)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(x0) - offsetX, Double(y0) - offsetY)
    cairo_scale(cr, Double(factor), Double(factor))
    cairo_set_source_surface(cr, blurred, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    // The blurred pixels replace what was there: they are made of it.
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_restore(cr)
  }
}

/// A region of premultiplied ARGB32 pixels, each block of `factor`² pixels averaged into one, as
/// four channels of floats.
private struct ShrunkImage {
  let width: Int
  let height: Int
  var channels: [Float]

  init(
    _ source: UnsafeMutablePointer<UInt8>, stride: Int, x: Int, y: Int, width sourceWidth: Int,
    height sourceHeight: Int, factor: Int
  ) {
    width = (sourceWidth + factor - 1) / factor
    height = (sourceHeight + factor - 1) / factor
    var channels = [Float](repeating: 0, count: width * height * 4)
    var counts = [Float](repeating: 0, count: width * height)
    for row in 0..<sourceHeight {
      let line = source + (y + row) * stride + x * 4
      let base = (row / factor) * width
      for column in 0..<sourceWidth {
        let index = base + column / factor
        let pixel = line + column * 4
        channels[index * 4] += Float(pixel[0])
        channels[index * 4 + 1] += Float(pixel[1])
        channels[index * 4 + 2] += Float(pixel[2])
        channels[index * 4 + 3] += Float(pixel[3])
        counts[index] += 1
      }
    }
    for index in 0..<counts.count where counts[index] > 0 {
      for channel in 0..<4 { channels[index * 4 + channel] /= counts[index] }
    }
    self.channels = channels
  }

  /// Three box blurs along each axis, their widths chosen so the result is close to a gaussian of
  /// deviation `sigma` pixels; edges repeat their last pixel.
  mutating func blur(sigma: Double) {
    // Box width w gives variance (w² - 1) / 12; three of them add up.
    let radius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
    for _ in 0..<3 {
      boxBlur(count: width, lines: height, step: 4, lineStep: width * 4, radius: radius)
      boxBlur(count: height, lines: width, step: width * 4, lineStep: 4, radius: radius)
    }
  }

  /// A running-sum box blur of width 2·radius+1 along every line.
  private mutating func boxBlur(count: Int, lines: Int, step: Int, lineStep: Int, radius: Int) {
    guard count > 1 else { return }
    var line = [Float](repeating: 0, count: count * 4)
    let width = Float(2 * radius + 1)
    channels.withUnsafeMutableBufferPointer { pixels in
      for index in 0..<lines {
        let start = index * lineStep
        for position in 0..<count {
          for channel in 0..<4 { line[position * 4 + channel] = pixels[start + position * step + channel] }
        }
        for channel in 0..<4 {
          func value(_ position: Int) -> Float { line[min(max(position, 0), count - 1) * 4 + channel] }
          var sum: Float = 0
          for offset in -radius...radius { sum += value(offset) }
          for position in 0..<count {
            pixels[start + position * step + channel] = sum / width
            sum += value(position + radius + 1) - value(position - radius)
          }
        }
      }
    }
  }

  /// Where alpha lies in a native-endian 32-bit ARGB pixel.
  private static let alphaByte = UInt32(1).littleEndian == 1 ? 3 : 0

  /// The pixels as a new image surface, or nil when Cairo cannot allocate one.
  func surface() -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for row in 0..<height {
      let line = data + row * stride
      for column in 0..<width {
        let index = (row * width + column) * 4
        // Rounding keeps premultiplied channels within their alpha.
        let alpha = min(255, max(0, channels[index + Self.alphaByte].rounded()))
        for channel in 0..<4 {
          let value = min(
            channel == Self.alphaByte ? 255 : alpha, max(0, channels[index + channel].rounded()))
          line[column * 4 + channel] = UInt8(value)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
