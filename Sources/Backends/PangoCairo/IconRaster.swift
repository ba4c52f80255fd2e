import CPangoCairo
import CRsvg
import Drawing
import Geometry

/// A vector icon drawn once into pixels on the device grid, to be copied into later frames.
///
/// It is drawn at the icon's size in device pixels and at its sub-pixel offset on the grid, so
/// copying it gives the same pixels as drawing the icon there (source-over compositing of the
/// icon's shapes does not depend on whether they are combined first). A tint is applied when it is
/// copied, using the icon as a mask, as the direct path does.
final class IconRaster {
  /// Which drawing a raster is: the icon's decoded handle (kept by the renderer for as long as the
  /// raster can be used), its size in device pixels and its offset within the first pixel.
  struct Key: Hashable {
    let handle: OpaquePointer
    let width: Double
    let height: Double
    let phaseX: Double
    let phaseY: Double
  }

  /// Icons larger than this many pixels are drawn directly each time.
  static let maximumPixels = 2_000_000

  private let surface: OpaquePointer
  let bytes: Int

  /// Where the icon at `frame` (user space of `cr`) falls on the device grid, or nil when it cannot
  /// be drawn as a raster: a target that is not pixels (PDF, SVG), a transform that is not a plain
  /// scale and offset, or an icon too large to keep.
  static func key(
    for handle: OpaquePointer, in frame: Rect, _ cr: OpaquePointer
  ) -> (key: Key, originX: Double, originY: Double)? {
    guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
    var (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let width = x1 - x0
    let height = y1 - y0
    guard width.isFinite, height.isFinite, width > 0, height > 0,
      width * height <= Double(maximumPixels)
    else { return nil }
    let originX = x0.rounded(.down)
    let originY = y0.rounded(.down)
    // Positions closer than a thousandth of a pixel draw the same.
    func quantized(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    let key = Key(
      handle: handle, width: quantized(width), height: quantized(height), phaseX: quantized(x0 - originX),
      phaseY: quantized(y0 - originY))
    return (key, originX, originY)
  }

  /// Draws the icon into a new raster, or returns nil when Cairo cannot allocate it.
  init?(_ key: Key, frame: Rect) {
    let pixelWidth = Int32((key.phaseX + key.width).rounded(.up))
    let pixelHeight = Int32((key.phaseY + key.height).rounded(.up))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(surface)!
    cairo_translate(cr, key.phaseX, key.phaseY)
    cairo_scale(cr, key.width / frame.width, key.height / frame.height)
    var viewport = RsvgRectangle(x: 0, y: 0, width: frame.width, height: frame.height)
    // A handle exists only once librsvg is loaded.
    if case .success(let rsvg) = RsvgLibrary.loaded {
      _ = rsvg.renderDocument(key.handle, cr, &viewport, nil)
    }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    self.surface = surface
    bytes = Int(cairo_image_surface_get_stride(surface)) * Int(pixelHeight)
  }

  deinit { cairo_surface_destroy(surface) }

  /// Copies the raster onto `cr`'s target with its top left at device pixel `(originX, originY)`,
  /// through the current clip; with a tint, the raster is the mask through which the tint is
  /// painted.
  func draw(in cr: OpaquePointer, at originX: Double, _ originY: Double, tint: Color?) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    if let tint {
      cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
      cairo_mask_surface(cr, surface, originX, originY)
    } else {
      cairo_set_source_surface(cr, surface, originX, originY)
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }
}
