import CPangoCairo
import Drawing
import LegibleTextShim

/// Reads and writes PNG files through Cairo.
public enum PNGCodec {
  /// The largest image Legible reads or makes, in pixels per side and in all: 16384 × 16384 (a
  /// phone screen at 3× is about 1300 × 2800), 64 million pixels in all (256 MB of memory).
  public static let maximumSide = 16_384
  /// The most pixels a decoded PNG may have (64 million); larger files are refused rather than decoded.
  public static let maximumPixels = 64_000_000

  /// The width and height a PNG declares, read from its header without decoding it.
  static func declaredSize(_ data: [UInt8], name: String) throws(RenderError) -> (width: Int, height: Int) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count >= 24, Array(data.prefix(8)) == signature, Array(data[12..<16]) == Array("IHDR".utf8)
    else {
      throw RenderError.invalidPNG(name: name, reason: "it does not start with a PNG header")
    }
    func int(_ offset: Int) -> Int { data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let size = (width: int(16), height: int(20))
    guard size.width > 0, size.height > 0 else {
      throw RenderError.invalidPNG(name: name, reason: "it declares no pixels")
    }
    guard size.width <= maximumSide, size.height <= maximumSide, size.width * size.height <= maximumPixels
    else {
      throw RenderError.invalidPNG(
        name: name,
        reason: "\(size.width)×\(size.height) pixels is larger than Legible reads (\(maximumSide) per side)")
    }
    return size
  }

  /// Decodes a PNG into a Cairo image surface (caller destroys it).
  static func surface(_ data: [UInt8], name: String) throws(RenderError) -> OpaquePointer {
    _ = try declaredSize(data, name: name)
    let surface: OpaquePointer? = data.withUnsafeBufferPointer { buffer in
      var reader = LegibleReader(bytes: buffer.baseAddress, length: buffer.count, offset: 0)
      return withUnsafeMutablePointer(to: &reader) {
        cairo_image_surface_create_from_png_stream(legible_reader_read, $0)
      }
    }
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      // Its size was checked above, so memory is not what failed: Cairo reports libpng's
      // complaints about the data (a bad checksum, a bit depth PNG does not have, a palette image
      // with no palette) as "out of memory". Say what it means.
      let status = surface.map { cairo_surface_status($0) } ?? CAIRO_STATUS_READ_ERROR
      let reason: String
      switch status {
      case CAIRO_STATUS_NO_MEMORY, CAIRO_STATUS_PNG_ERROR:
        reason =
          "its data is damaged or not valid PNG (a bad checksum, an impossible bit depth, a missing palette)"
      case CAIRO_STATUS_READ_ERROR:
        reason = "it ends before its image data does"
      default:
        reason = "it could not be decoded (\(String(cString: cairo_status_to_string(status))))"
      }
      if let surface { cairo_surface_destroy(surface) }
      throw RenderError.invalidPNG(name: name, reason: reason)
    }
    return surface
  }

  /// Decodes a PNG file's bytes.
  public static func decode(_ data: [UInt8], name: String = "image") throws(RenderError) -> Bitmap {
    let surface = try surface(data, name: name)
    defer { cairo_surface_destroy(surface) }
    let image = cairo_surface_map_to_image(surface, nil)!
    defer { cairo_surface_unmap_image(surface, image) }
    return bitmap(fromARGB: image)
  }

  /// Encodes a bitmap as PNG: `.fast` for pictures written often and read once (screenshots),
  /// `.small` for pictures kept (goldens).
  public static func encode(_ bitmap: Bitmap, effort: PNGEncoder.Effort = .fast) throws(RenderError)
    -> [UInt8]
  {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw RenderError.invalidCanvas(reason: "the image has no pixels")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for y in 0..<bitmap.height {
      let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: bitmap.width) {
        $0
      }
      for x in 0..<bitmap.width {
        let i = (y * bitmap.width + x) * 4
        let a = UInt32(bitmap.pixels[i + 3])
        func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        row[x] =
          a << 24 | premultiply(bitmap.pixels[i]) << 16 | premultiply(bitmap.pixels[i + 1]) << 8
          | premultiply(bitmap.pixels[i + 2])
      }
    }
    cairo_surface_mark_dirty(surface)
    return try PNGEncoder.encode(surface, effort: effort)
  }

  /// Copies a Cairo ARGB32 (premultiplied, native-endian) surface into a straight-alpha bitmap.
  static func bitmap(fromARGB surface: OpaquePointer) -> Bitmap {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
      for x in 0..<width {
        let argb = row[x]
        let a = opaque ? 255 : argb >> 24
        let i = (y * width + x) * 4
        func unpremultiply(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        pixels[i] = unpremultiply(argb >> 16 & 0xFF)
        pixels[i + 1] = unpremultiply(argb >> 8 & 0xFF)
        pixels[i + 2] = unpremultiply(argb & 0xFF)
        pixels[i + 3] = UInt8(a)
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }
}
