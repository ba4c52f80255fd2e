import CPangoCairo
import CZlib

/// Writes Cairo image surfaces as PNG with zlib directly, so that Legible chooses the trade
/// between speed and size: screenshots are written many times per audit and read once, and
/// libpng's defaults (trying every row filter, deflate level 6) spent more time compressing them
/// than drawing them.
///
/// What it writes: 8-bit RGB when every pixel is opaque (screenshots on a white page), else 8-bit
/// RGBA with the alpha un-premultiplied; rows unfiltered, deflated with the given `Effort`. On
/// interface screenshots, unfiltered rows deflate smaller than PNG's `Sub` or `Up` filters at
/// every zlib level tried (1, 3, 6): flat colour and repeated glyphs are long matches as they are.
/// Any PNG reader reads the result.
public enum PNGEncoder {
  /// How hard deflate works.
  public enum Effort: Sendable {
    /// zlib level 1: about three times faster than libpng's defaults on screenshots, for files
    /// of about the same size.
    case fast
    /// zlib level 9: the smallest files, for pictures kept in a repository (goldens).
    case small
  }

  static func encode(_ surface: OpaquePointer, effort: Effort) throws(RenderError) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.invalidCanvas(reason: "the image has no pixels")
    }
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
      throw RenderError.cairo("only 32-bit surfaces are written as PNG")
    }
    let pixels = UnsafeRawPointer(data)
    let opaque =
      format == CAIRO_FORMAT_RGB24 || isOpaque(pixels, width: width, height: height, stride: stride)
    let channels = opaque ? 3 : 4
    let rowLength = 1 + width * channels
    // Rows are converted and deflated a band at a time, so that a large picture never has a
    // second full copy in memory.
    let band = max(1, (256 << 10) / rowLength)
    var rows = [UInt8](repeating: 0, count: rowLength * min(band, height))
    let compressor = try Deflater(effort: effort)
    var idat: [UInt8] = []
    idat.reserveCapacity(rowLength * height / 8)
    for first in Swift.stride(from: 0, to: height, by: band) {
      let count = min(band, height - first)
      rows.withUnsafeMutableBufferPointer { out in
        for y in 0..<count {
          let row = (pixels + (first + y) * stride).assumingMemoryBound(to: UInt32.self)
          out[y * rowLength] = 0  // the row's filter type: None
          var i = y * rowLength + 1
          if opaque {
            // No pixel is translucent (or the format has no alpha): colours are stored as they are.
            for x in 0..<width {
              let argb = row[x]
              out[i] = UInt8(truncatingIfNeeded: argb >> 16)
              out[i + 1] = UInt8(truncatingIfNeeded: argb >> 8)
              out[i + 2] = UInt8(truncatingIfNeeded: argb)
              i += 3
            }
            continue
          }
          for x in 0..<width {
            let argb = row[x]
            let a = argb >> 24
            var (r, g, b) = (argb >> 16 & 0xFF, argb >> 8 & 0xFF, argb & 0xFF)
            if a != 255 && a != 0 {
              (r, g, b) = ((r * 255 + a / 2) / a, (g * 255 + a / 2) / a, (b * 255 + a / 2) / a)
            }
            out[i] = UInt8(min(r, 255))
            out[i + 1] = UInt8(min(g, 255))
            out[i + 2] = UInt8(min(b, 255))
            out[i + 3] = UInt8(a)
            i += 4
          }
        }
      }
      try compressor.add(rows[0..<(count * rowLength)], finish: first + count == height, into: &idat)
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth, colour type, deflate, adaptive filtering, no interlace
    png.appendChunk("IHDR", header)
    png.appendChunk("IDAT", idat)
    png.appendChunk("IEND", [])
    return png
  }

  private static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
    for y in 0..<height {
      let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where row[x] >> 24 != 255 { return false }
    }
    return true
  }

}

/// A zlib stream fed in pieces. zlib's state points back at its `z_stream`, so the stream lives at
/// one address on the heap, never inside a value that moves.
private final class Deflater {
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)

  init(effort: PNGEncoder.Effort) throws(RenderError) {
    stream.initialize(to: z_stream())
    let level: Int32 = effort == .fast ? 1 : 9
    guard
      deflateInit2_(
        stream, level, Z_DEFLATED, MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else {
      stream.deallocate()
      throw RenderError.cairo("zlib could not start compressing")
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Compresses `bytes` onto the end of `output` (all that is pending, when `finish`).
  func add(_ bytes: ArraySlice<UInt8>, finish: Bool, into output: inout [UInt8]) throws(RenderError) {
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var status: Int32 = Z_OK
    bytes.withUnsafeBufferPointer { input in
      stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
      stream.pointee.avail_in = uInt(input.count)
      repeat {
        let produced: Int = chunk.withUnsafeMutableBufferPointer { out in
          stream.pointee.next_out = out.baseAddress
          stream.pointee.avail_out = uInt(out.count)
          status = CZlib.deflate(stream, finish ? Z_FINISH : Z_NO_FLUSH)
          return out.count - Int(stream.pointee.avail_out)
        }
        output.append(contentsOf: chunk[0..<produced])
      } while status == Z_OK && (stream.pointee.avail_in > 0 || (finish && stream.pointee.avail_out == 0))
      stream.pointee.next_in = nil
    }
    let done = finish ? status == Z_STREAM_END : (status == Z_OK || status == Z_BUF_ERROR)
    guard done else { throw RenderError.cairo("zlib could not compress the image") }
  }
}

extension [UInt8] {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }

  /// Appends a PNG chunk: length, type, data and the CRC-32 of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
    appendBigEndian(UInt32(data.count))
    let name = Array(type.utf8)
    append(contentsOf: name)
    append(contentsOf: data)
    let crc = data.withUnsafeBufferPointer { data in
      name.withUnsafeBufferPointer {
        crc32(crc32(0, $0.baseAddress, uInt($0.count)), data.baseAddress, uInt(data.count))
      }
    }
    appendBigEndian(UInt32(crc))
  }
}
