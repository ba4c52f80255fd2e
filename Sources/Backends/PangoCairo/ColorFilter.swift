import CPangoCairo
import Drawing
import Geometry

/// Draws operations through a change of colours (`DrawingOperation.filtered`): they are drawn
/// into a group, whose pixels are changed one by one (un-premultiplied, transformed, clamped,
/// premultiplied again) before the group is painted. The group is cut to `area`, so that an
/// image under a colour effect costs a surface of its size, not of the screen's.
enum ColorFilter {
  /// Draws what `body` draws, inside `area` when given, through `transform`. On a target that is
  /// not an image surface (PDF, SVG), it is drawn unchanged.
  static func draw(_ transform: ColorTransform, area: Rect?, _ cr: OpaquePointer, body: () -> Void) {
    let target = cairo_get_group_target(cr)!
    guard !transform.isIdentity, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
      body()
      return
    }
    cairo_save(cr)
    if let area {
      guard !area.isEmpty, area.width < 1e6, area.height < 1e6 else {
        cairo_restore(cr)
        return
      }
      cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
      cairo_clip(cr)
    }
    cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
    body()
    let pattern = cairo_pop_group(cr)
    defer { cairo_pattern_destroy(pattern) }
    var surface: OpaquePointer?
    if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    {
      change(surface, by: transform)
    }
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Changes every pixel of an ARGB32 surface (premultiplied, native-endian) by `transform`.
  private static func change(_ surface: OpaquePointer, by transform: ColorTransform) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let m = transform.matrix.map(Float.init)
    for row in 0..<height {
      let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<width {
        let pixel = line[column]
        let alpha = Float(pixel >> 24 & 0xFF) / 255
        // A transparent pixel stays so, unless the change adds opacity (none of SwiftUI's does).
        guard alpha > 0 || m[19] > 0 else { continue }
        let unpremultiply = alpha > 0 ? 1 / (alpha * 255) : 0
        let red = Float(pixel >> 16 & 0xFF) * unpremultiply
        let green = Float(pixel >> 8 & 0xFF) * unpremultiply
        let blue = Float(pixel & 0xFF) * unpremultiply
        func channel(_ index: Int) -> Float {
          let value =
            m[index * 5] * red + m[index * 5 + 1] * green + m[index * 5 + 2] * blue + m[index * 5 + 3] * alpha
            + m[index * 5 + 4]
          return min(1, max(0, value))
        }
        let newAlpha = channel(3)
        func byte(_ value: Float) -> UInt32 { UInt32((value * newAlpha * 255).rounded()) }
        line[column] =
          UInt32((newAlpha * 255).rounded()) << 24 | byte(channel(0)) << 16 | byte(channel(1)) << 8
          | byte(channel(2))
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
