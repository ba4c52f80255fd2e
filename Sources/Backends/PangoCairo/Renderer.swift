import CPangoCairo
import CRsvg
import Drawing
import Foundation
import Geometry
import LegibleTextShim
import Typesetting

/// Draws lists of `DrawingOperation`s with Cairo: into a `Bitmap` or PNG at a display scale, or
/// into PDF or SVG in points. Text is drawn by the same `PangoTypesetter` that measured it, so
/// what is drawn is what was measured.
///
/// Icons and images are decoded once and kept (keyed by their name and bytes; decoded images up
/// to `imageCacheBytes`, beyond which the kept ones are let go before more are decoded). Access is
/// serialised; give each thread its own renderer for parallel work.
public final class Renderer: @unchecked Sendable {
  /// Lays out the text the renderer draws.
  public let typesetter: PangoTypesetter
  private let lock = NSLock()
  private var icons: [VectorIcon: OpaquePointer] = [:]
  private var images: [RasterImage: OpaquePointer] = [:]
  private var imageBytes = 0
  /// How many bytes of decoded images are kept for later drawings.
  public static let imageCacheBytes = 32 << 20
  /// Icons already drawn to pixels, by icon, size in pixels and sub-pixel position, bounded by
  /// their bytes: drawing a vector illustration again each frame costs far more than copying it.
  private var iconRasters = BoundedCache<IconRaster.Key, IconRaster>(capacity: 64 << 20)

  /// Whether icons drawn into pixels are kept as pixels for later drawings (up to 64 MB), instead
  /// of being drawn from their vectors each time. The pixels are the same either way; turn it off
  /// to save the memory. PDF and SVG output always keeps the vectors.
  public var keepsIconRasters: Bool {
    get { lock.withLock { keepsRasters } }
    set {
      lock.withLock {
        keepsRasters = newValue
        if !newValue { iconRasters.removeAll() }
      }
    }
  }
  private var keepsRasters = true
  /// The canvas of the last picture drawn, kept for the next one of the same size: a screenshot
  /// after another then draws into memory already mapped, instead of into fresh pages the system
  /// must fault in and zero.
  private var spareCanvas: OpaquePointer?

  /// A renderer drawing text with `typesetter`.
  public init(typesetter: PangoTypesetter) {
    self.typesetter = typesetter
  }

  deinit {
    if let spareCanvas { cairo_surface_destroy(spareCanvas) }
    for handle in icons.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
    for surface in images.values { cairo_surface_destroy(surface) }
  }

  /// Draws into pixels. `scale` is the display scale (1, 2 or 3 on phones; any value in
  /// 0.25 … 4 is accepted); `background` fills the canvas first (nil leaves it transparent).
  ///
  /// - Throws: `RenderError` for a canvas with no area or too many pixels, and for icons and images
  ///   that cannot be read.
  public func bitmap(
    _ operations: [DrawingOperation], canvas: Size, scale: Double = 1, background: Color? = .white
  ) throws(RenderError) -> Bitmap {
    let surface = try imageSurface(canvas: canvas, scale: scale, background: background)
    defer { recycle(surface) }
    try draw(operations, on: surface, scale: scale, background: background)
    return PNGCodec.bitmap(fromARGB: surface)
  }

  /// Draws into a file's bytes: PNG at `scale`, or PDF/SVG in points (the scale does not apply).
  public func data(
    _ operations: [DrawingOperation], canvas: Size, scale: Double = 1, background: Color? = .white,
    format: ImageFormat
  ) throws(RenderError) -> [UInt8] {
    switch format {
    case .png:
      let surface = try imageSurface(canvas: canvas, scale: scale, background: background)
      defer { recycle(surface) }
      try draw(operations, on: surface, scale: scale, background: background)
      return try PNGEncoder.encode(surface, effort: .fast)
    case .pdf, .svg:
      try validate(canvas: canvas, scale: 1)
      var buffer = LegibleBuffer()
      defer { legible_buffer_free(&buffer) }
      let surface =
        format == .pdf
        ? cairo_pdf_surface_create_for_stream(legible_buffer_write, &buffer, canvas.width, canvas.height)!
        : cairo_svg_surface_create_for_stream(legible_buffer_write, &buffer, canvas.width, canvas.height)!
      do {
        try draw(operations, on: surface, scale: 1, background: background)
      } catch {
        cairo_surface_destroy(surface)
        throw error
      }
      cairo_surface_finish(surface)
      let status = cairo_surface_status(surface)
      cairo_surface_destroy(surface)
      guard status == CAIRO_STATUS_SUCCESS, let bytes = buffer.bytes else {
        throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
      }
      return Array(UnsafeBufferPointer(start: bytes, count: buffer.length))
    }
  }

  /// Draws into pixels the caller owns (a window's framebuffer): `height` rows of `stride` bytes,
  /// each pixel 32-bit ARGB, premultiplied, native-endian (Cairo's ARGB32, SDL's ARGB8888).
  /// With `only`, just the pixels inside those rectangles (in points, grown to whole pixels) are
  /// drawn, background included; the rest of the buffer is left as it was.
  public func draw(
    _ operations: [DrawingOperation], into pixels: UnsafeMutableRawPointer, width: Int, height: Int,
    stride: Int,
    scale: Double, background: Color? = .white, only areas: [Rect]? = nil
  ) throws(RenderError) {
    guard width > 0, height > 0, stride >= width * 4 else {
      throw RenderError.invalidCanvas(
        reason: "a \(width)×\(height) buffer with \(stride) bytes a row cannot be drawn into")
    }
    let surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      Int32(stride))!
    defer { cairo_surface_destroy(surface) }
    try draw(operations, on: surface, scale: scale, background: background, only: areas)
    cairo_surface_flush(surface)
  }

  /// Draws the operations into a canvas that is then thrown away, for what drawing keeps: text
  /// laid out and shaped, glyphs rendered at their sizes, icons drawn into the pixels that are
  /// kept (`keepsIconRasters`). A later drawing of the same operations at the same scale then
  /// mostly copies and composites. For idle time: a window can prepare what it expects to draw next.
  public func prepare(_ operations: [DrawingOperation], canvas: Size, scale: Double) throws(RenderError) {
    let surface = try imageSurface(canvas: canvas, scale: scale, background: nil)
    defer { recycle(surface) }
    try draw(operations, on: surface, scale: scale, background: nil)
  }

  /// Decodes every icon and image the operations use, so that a broken file is reported before
  /// anything is drawn.
  public func validate(_ operations: [DrawingOperation]) throws(RenderError) {
    lock.lock()
    defer { lock.unlock() }
    try load(operations)
  }

  // MARK: - Drawing

  private func validate(canvas: Size, scale: Double) throws(RenderError) {
    guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 else {
      throw RenderError.invalidCanvas(
        reason: "the canvas \(canvas) has no area; give a positive width and height")
    }
    guard scale.isFinite, scale >= 0.25, scale <= 4 else {
      throw RenderError.invalidCanvas(
        reason: "the display scale \(scale) is not between 0.25 and 4 (phones use 1, 2 or 3)")
    }
    let width = (canvas.width * scale).rounded(.up)
    let height = (canvas.height * scale).rounded(.up)
    guard width <= Double(PNGCodec.maximumSide), height <= Double(PNGCodec.maximumSide),
      width * height <= Double(PNGCodec.maximumPixels)
    else {
      throw RenderError.invalidCanvas(
        reason:
          "\(Int(width))×\(Int(height)) pixels is more than Legible draws at once (\(PNGCodec.maximumSide) per side, \(PNGCodec.maximumPixels) in all); draw a smaller canvas or at a smaller scale"
      )
    }
  }

  /// An ARGB canvas of the picture's size in pixels: the spare one when it has that size, cleared
  /// unless an opaque `background` is about to cover every pixel.
  private func imageSurface(canvas: Size, scale: Double, background: Color?) throws(RenderError)
    -> OpaquePointer
  {
    try validate(canvas: canvas, scale: scale)
    let width = Int32((canvas.width * scale).rounded(.up))
    let height = Int32((canvas.height * scale).rounded(.up))
    let spare = lock.withLock {
      defer { spareCanvas = nil }
      return spareCanvas
    }
    if let spare {
      if cairo_image_surface_get_width(spare) == width && cairo_image_surface_get_height(spare) == height {
        if background?.alpha == 1 { return spare }
        let cr = cairo_create(spare)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
        return spare
      }
      cairo_surface_destroy(spare)
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo("could not allocate the image")
    }
    return surface
  }

  /// Keeps a canvas that is done with as the spare one (letting go of the previous spare).
  private func recycle(_ surface: OpaquePointer) {
    let previous = lock.withLock {
      defer { spareCanvas = surface }
      return spareCanvas
    }
    if let previous { cairo_surface_destroy(previous) }
  }

  private func draw(
    _ operations: [DrawingOperation], on surface: OpaquePointer, scale: Double, background: Color?,
    only areas: [Rect]? = nil
  ) throws(RenderError) {
    if let areas, areas.isEmpty { return }
    lock.lock()
    defer { lock.unlock() }
    try load(operations)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    if let areas {
      // Whole pixels, so that the clip has no soft edge to blend with what is already there.
      let grid = PixelGrid(scale: scale)
      for area in areas {
        let left = grid.floor(area.minX)
        let top = grid.floor(area.minY)
        cairo_rectangle(cr, left, top, grid.ceil(area.maxX) - left, grid.ceil(area.maxY) - top)
      }
      cairo_clip(cr)
    }
    if let background {
      setSource(cr, background)
      cairo_paint(cr)
    }
    for operation in operations { draw(operation, cr) }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }

  private func draw(_ operation: DrawingOperation, _ cr: OpaquePointer) {
    switch operation {
    case .rectangle(let rect, let radius, let fill, let stroke):
      guard !rect.isEmpty || stroke != nil else { return }
      path(cr, rect, radius)
      if let fill {
        setSource(cr, fill)
        cairo_fill_preserve(cr)
      }
      if let stroke, stroke.width > 0, stroke.width.isFinite {
        setSource(cr, stroke.color)
        cairo_set_line_width(cr, stroke.width)
        cairo_stroke_preserve(cr)
      }
      cairo_new_path(cr)
    case .ellipse(let rect, let fill, let stroke):
      // Cairo's fixed-point coordinates overflow far from the origin: such an ellipse is off any
      // picture anyway.
      guard rect.width > 0, rect.height > 0, rect.width < 1e6, rect.height < 1e6, abs(rect.minX) < 1e6,
        abs(rect.minY) < 1e6
      else { return }
      cairo_save(cr)
      cairo_translate(cr, rect.midX, rect.midY)
      cairo_scale(cr, rect.width / 2, rect.height / 2)
      cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
      cairo_restore(cr)
      if let fill {
        setSource(cr, fill)
        cairo_fill_preserve(cr)
      }
      if let stroke, stroke.width > 0, stroke.width.isFinite {
        setSource(cr, stroke.color)
        cairo_set_line_width(cr, stroke.width)
        cairo_stroke_preserve(cr)
      }
      cairo_new_path(cr)
    case .text(let request, let origin, let color):
      setSource(cr, color)
      typesetter.draw(request, in: cr, at: origin)
    case .icon(let icon, let frame, let tint):
      // An icon is only parsed once librsvg is loaded.
      guard let handle = icons[icon], !frame.isEmpty, case .success(let rsvg) = RsvgLibrary.loaded else {
        return
      }
      if keepsRasters, let placed = IconRaster.key(for: handle, in: frame, cr) {
        var raster = iconRasters.value(for: placed.key)
        if raster == nil, let made = IconRaster(placed.key, frame: frame) {
          iconRasters.insert(made, for: placed.key, cost: made.bytes)
          raster = made
        }
        if let raster {
          raster.draw(in: cr, at: placed.originX, placed.originY, tint: tint)
          return
        }
      }
      var viewport = RsvgRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
      guard let tint else {
        _ = rsvg.renderDocument(handle, cr, &viewport, nil)
        return
      }
      // The icon is drawn into a group and used as a mask for the tint. A group is as large as
      // the clip, so the clip is first narrowed to the icon (an SVG draws nothing outside its
      // viewport): otherwise every tinted icon would cost a whole-screen surface.
      cairo_save(cr)
      cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
      cairo_clip(cr)
      cairo_push_group(cr)
      _ = rsvg.renderDocument(handle, cr, &viewport, nil)
      let pattern = cairo_pop_group(cr)
      setSource(cr, tint)
      cairo_mask(cr, pattern)
      cairo_pattern_destroy(pattern)
      cairo_restore(cr)
    case .image(let image, let frame):
      guard let surface = images[image], !frame.isEmpty else { return }
      let width = Double(cairo_image_surface_get_width(surface))
      let height = Double(cairo_image_surface_get_height(surface))
      cairo_save(cr)
      cairo_translate(cr, frame.minX, frame.minY)
      cairo_scale(cr, frame.width / width, frame.height / height)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_rectangle(cr, 0, 0, width, height)
      cairo_fill(cr)
      cairo_restore(cr)
    case .backdrop(let clip, let blurRadius):
      BackdropBlur.draw(clip, blurRadius: blurRadius, path: { path($0, clip.rect, clip.cornerRadius) }, cr)
    case .group(let children, let clip, let opacity):
      cairo_save(cr)
      if let clip {
        path(cr, clip.rect, clip.cornerRadius)
        cairo_clip(cr)
      }
      let alpha = opacity.isNaN ? 1 : min(1, max(0, opacity))
      if alpha < 1 { cairo_push_group(cr) }
      for child in children { draw(child, cr) }
      if alpha < 1 {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
      }
      cairo_restore(cr)
    case .scaled(let children, let factor, let about):
      guard factor.isFinite, factor > 0 else { return }
      cairo_save(cr)
      cairo_translate(cr, about.x, about.y)
      cairo_scale(cr, factor, factor)
      cairo_translate(cr, -about.x, -about.y)
      for child in children { draw(child, cr) }
      cairo_restore(cr)
    case .filtered(let children, let transform):
      ColorFilter.draw(transform, area: Self.area(of: children), cr) {
        for child in children { draw(child, cr) }
      }
    case .blurred(let children, let radius, let area):
      // Drawn into a group of their own, blurred there, then painted.
      cairo_save(cr)
      cairo_push_group(cr)
      for child in children { draw(child, cr) }
      BackdropBlur.draw(Clip(area), blurRadius: radius, path: { path($0, area, 0) }, cr)
      cairo_pop_group_to_source(cr)
      cairo_paint(cr)
      cairo_restore(cr)
    }
  }

  private func setSource(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// A rectangle path, with corners rounded by at most half the shorter side.
  private func path(_ cr: OpaquePointer, _ rect: Rect, _ cornerRadius: Double) {
    let radius = cornerRadius.isFinite ? min(max(0, cornerRadius), min(rect.width, rect.height) / 2) : 0
    guard radius > 0 else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
    cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
    cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
    cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }

  // MARK: - Loading

  private func load(_ operations: [DrawingOperation]) throws(RenderError) {
    for operation in operations {
      switch operation {
      case .icon(let icon, _, _) where icons[icon] == nil:
        icons[icon] = try Self.parse(icon)
      case .image(let image, _) where images[image] == nil:
        let surface = try PNGCodec.surface(image.png, name: image.name)
        let bytes =
          Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        if imageBytes + bytes > Self.imageCacheBytes {
          // Only images of this drawing are needed now; the ones kept before are let go.
          let needed = Set(Self.images(in: operations))
          for (kept, keptSurface) in images where !needed.contains(kept) {
            cairo_surface_destroy(keptSurface)
            images[kept] = nil
          }
          imageBytes = images.values.reduce(0) {
            $0 + Int(cairo_image_surface_get_stride($1)) * Int(cairo_image_surface_get_height($1))
          }
        }
        images[image] = surface
        imageBytes += bytes
      case .group(let children, _, _), .filtered(let children, _), .scaled(let children, _, _):
        try load(children)
      default:
        break
      }
    }
  }

  /// The rectangle that images and icons among `operations` are drawn in (what a colour effect
  /// changes), or nil when they draw anything else.
  private static func area(of operations: [DrawingOperation]) -> Rect? {
    var area: Rect?
    for operation in operations {
      switch operation {
      case .image(_, let frame), .icon(_, let frame, _): area = area.map { $0.union(frame) } ?? frame
      default: return nil
      }
    }
    return area
  }

  private static func images(in operations: [DrawingOperation]) -> [RasterImage] {
    operations.flatMap { operation -> [RasterImage] in
      switch operation {
      case .image(let image, _): [image]
      case .group(let children, _, _), .filtered(let children, _), .scaled(let children, _, _):
        images(in: children)
      default: []
      }
    }
  }

  private static func parse(_ icon: VectorIcon) throws(RenderError) -> OpaquePointer {
    guard !icon.svg.isEmpty else {
      throw RenderError.invalidSVG(name: icon.name, reason: "the file is empty")
    }
    let rsvg: RsvgLibrary
    switch RsvgLibrary.loaded {
    case .success(let library): rsvg = library
    case .failure(let error): throw RenderError.libraryUnavailable(error.description)
    }
    // Measuring the drawing (below) already goes through cairo, which a number millions of units
    // large crashes: such numbers are refused before librsvg reads the file.
    if let number = largestNumber(in: icon.svg), number > Self.maximumIconNumber {
      throw RenderError.invalidSVG(
        name: icon.name,
        reason:
          "it holds the number \(number.isFinite ? formatPoints(number) : "∞"), more than \(formatPoints(Self.maximumIconNumber)) (draw it at a sensible scale)"
      )
    }
    var error: UnsafeMutablePointer<GError>? = nil
    let handle = icon.svg.withUnsafeBufferPointer {
      rsvg.newFromData($0.baseAddress, gsize($0.count), &error)
    }
    guard let handle else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
      let reason = message.split(whereSeparator: \.isNewline).joined(separator: " ")
      if let error { g_error_free(error) }
      throw RenderError.invalidSVG(name: icon.name, reason: reason)
    }
    // Cairo keeps coordinates in 24.8 fixed point: shapes that reach millions of units from the
    // origin overflow it and can crash its rasterizer (a circle of radius 1e17 does). librsvg
    // measures the drawing's extent without drawing; too far a reach is refused.
    var viewport = RsvgRectangle(x: 0, y: 0, width: 100, height: 100)
    var ink = RsvgRectangle()
    var logical = RsvgRectangle()
    var measureError: UnsafeMutablePointer<GError>? = nil
    let measured =
      rsvg.geometryForLayer(handle, nil, &viewport, &ink, &logical, &measureError) != 0
    if let measureError { g_error_free(measureError) }
    // Shapes with nothing to paint still reach where their outline does (the logical extent).
    let reach =
      [ink, logical].flatMap { [$0.x, $0.y, $0.x + $0.width, $0.y + $0.height] }.map(abs).max() ?? 0
    guard measured, reach.isFinite, reach <= Self.maximumIconReach else {
      g_object_unref(UnsafeMutableRawPointer(handle))
      throw RenderError.invalidSVG(
        name: icon.name,
        reason: measured
          ? "its shapes reach \(reach.isFinite ? formatPoints(reach) : "infinitely far") units from the origin, more than \(formatPoints(Self.maximumIconReach)) (draw it at a sensible scale)"
          : "its extent cannot be measured")
    }
    return handle
  }

  /// How far from the origin an icon's shapes may reach, in its own units.
  static let maximumIconReach = 100_000.0
  /// The largest number an icon's file may hold (a length, a coordinate, a scale).
  static let maximumIconNumber = 1_000_000.0

  /// The largest magnitude of the numbers written in `svg` (digits with an optional fraction and
  /// exponent, not part of a name or a colour such as `a12` or `#123456`); nil when there is none.
  static func largestNumber(in svg: [UInt8]) -> Double? {
    var largest: Double?
    var index = 0
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func isNamePart(_ byte: UInt8) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x23
        || isDigit(byte)
    }
    while index < svg.count {
      let byte = svg[index]
      let startsNumber = isDigit(byte) || (byte == 0x2E && index + 1 < svg.count && isDigit(svg[index + 1]))
      if !startsNumber || (index > 0 && isNamePart(svg[index - 1])) {
        // Skip a whole name or colour, so that its digits are not read as a number.
        if isNamePart(byte) {
          while index < svg.count, isNamePart(svg[index]) || svg[index] == 0x2E { index += 1 }
        } else {
          index += 1
        }
        continue
      }
      let start = index
      while index < svg.count, isDigit(svg[index]) || svg[index] == 0x2E { index += 1 }
      if index < svg.count, svg[index] == 0x65 || svg[index] == 0x45 {
        var end = index + 1
        if end < svg.count, svg[end] == 0x2B || svg[end] == 0x2D { end += 1 }
        if end < svg.count, isDigit(svg[end]) {
          index = end
          while index < svg.count, isDigit(svg[index]) { index += 1 }
        }
      }
      if let value = Double(String(decoding: svg[start..<index], as: UTF8.self)) {
        largest = max(largest ?? 0, abs(value))
      }
    }
    return largest
  }
}
