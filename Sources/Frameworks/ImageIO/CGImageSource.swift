import Foundation

/// Where images are read from, as Image I/O's `CGImageSource`: data given at once, a file, or data
/// arriving bit by bit (`CGImageSourceCreateIncremental`). What it knows comes from the file's
/// header (see the module's notes); its status says whether that header has been read.
public final class CGImageSource: @unchecked Sendable {
  private(set) var data: Data
  private(set) var isFinal: Bool
  private(set) var header: ImageFileHeader?

  init(data: Data, final: Bool) {
    self.data = data
    isFinal = final
    header = ImageFileHeader.read(data)
  }

  func update(_ data: Data, final: Bool) {
    self.data = data
    isFinal = final
    header = ImageFileHeader.read(data)
  }

  var status: CGImageSourceStatus {
    guard let header else {
      if data.count < 32, !isFinal { return .statusReadingHeader }
      return data.isEmpty ? (isFinal ? .statusUnexpectedEOF : .statusReadingHeader) : .statusUnknownType
    }
    if header.width == nil, header.format != .heic { return isFinal ? .statusInvalidData : .statusIncomplete }
    return isFinal ? .statusComplete : .statusIncomplete
  }
}

/// How far a source has read its image, as Image I/O's `CGImageSourceStatus`.
public enum CGImageSourceStatus: Int32, Sendable {
  case statusUnexpectedEOF = -5
  case statusInvalidData = -4
  case statusUnknownType = -3
  case statusReadingHeader = -2
  case statusIncomplete = -1
  case statusComplete = 0
}

/// The orientation an image's metadata gives, as Image I/O's `CGImagePropertyOrientation`.
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1
  case upMirrored = 2
  case down = 3
  case downMirrored = 4
  case leftMirrored = 5
  case right = 6
  case rightMirrored = 7
  case left = 8
}

// Options of a source.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString =
  "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString =
  "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

// Properties of an image.
public let kCGImagePropertyFileSize: CFString = "FileSize"
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyOrientation: CFString = "Orientation"
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
public let kCGImagePropertyHEICSDictionary: CFString = "{HEICS}"
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
public let kCGImagePropertyHEICSDelayTime: CFString = "DelayTime"
public let kCGImagePropertyHEICSUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyHEICSLoopCount: CFString = "LoopCount"

/// A source of the image in `data`; nil for empty data.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  data.isEmpty ? nil : CGImageSource(data: data, final: true)
}

/// A source of the image file at `url`; nil when it cannot be read.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path) else { return nil }
  return CGImageSourceCreateWithData(data, options)
}

/// A source of the image in `provider`'s bytes.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?)
  -> CGImageSource?
{
  CGImageSourceCreateWithData(provider.data, options)
}

/// A source with no data yet, given it bit by bit with `CGImageSourceUpdateData`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
  CGImageSource(data: Data(), final: false)
}

/// Gives `source` all the data received so far; `final` when there is no more.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceUpdateData(_ source: CGImageSource, _ data: CFData, _ final: Bool) {
  source.update(data, final: final)
}

/// Gives `source` all of `provider`'s data received so far.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceUpdateDataProvider(
  _ source: CGImageSource, _ provider: CGDataProvider, _ final: Bool
) {
  source.update(provider.data, final: final)
}

/// How far `source` has read.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceGetStatus(_ source: CGImageSource) -> CGImageSourceStatus { source.status }

/// How far `source` has read image `index` (a frame it does not have is unexpected).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceGetStatusAtIndex(_ source: CGImageSource, _ index: Int) -> CGImageSourceStatus {
  let count = CGImageSourceGetCount(source)
  guard index >= 0, index < count || (count == 0 && !source.isFinal) else {
    return source.status == .statusComplete ? .statusInvalidData : source.status
  }
  return source.status
}

/// The uniform type of the file (`public.png`, `public.jpeg`, `com.compuserve.gif`, `public.heic`),
/// or nil when it is of no type read here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? { source.header?.format.rawValue }

/// The types sources read here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCopyTypeIdentifiers() -> [CFString] {
  ["public.png", "public.jpeg", "com.compuserve.gif", "public.heic"]
}

/// How many images the file holds: a GIF's frames, else one (none before the header is read).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
  guard let header = source.header else { return 0 }
  return header.frameDelays.count
}

/// The file's properties: its size in bytes, and a GIF's loop count in its dictionary.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
  guard let header = source.header else { return nil }
  var properties: CFDictionary = [kCGImagePropertyFileSize: source.data.count]
  if header.format == .gif {
    var gif: CFDictionary = [:]
    if let loops = header.loopCount { gif[kCGImagePropertyGIFLoopCount] = loops }
    properties[kCGImagePropertyGIFDictionary] = gif
  }
  return properties
}

/// Image `index`'s properties: its size in pixels, and its format's dictionary (a GIF frame's
/// delay, clamped to 0.1 s below 0.02 s as Image I/O and browsers do, and unclamped).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCopyPropertiesAtIndex(
  _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
)
  -> CFDictionary?
{
  guard let header = source.header, header.frameDelays.indices.contains(index) else { return nil }
  var properties: CFDictionary = [:]
  if let width = header.width, let height = header.height {
    properties[kCGImagePropertyPixelWidth] = width
    properties[kCGImagePropertyPixelHeight] = height
  }
  switch header.format {
  case .png: properties[kCGImagePropertyPNGDictionary] = [:] as CFDictionary
  case .jpeg: properties[kCGImagePropertyJFIFDictionary] = [:] as CFDictionary
  case .heic: properties[kCGImagePropertyHEICSDictionary] = [:] as CFDictionary
  case .gif:
    var gif: CFDictionary = [:]
    if let delay = header.frameDelays[index] {
      gif[kCGImagePropertyGIFUnclampedDelayTime] = delay
      gif[kCGImagePropertyGIFDelayTime] = delay < 0.02 ? 0.1 : delay
    }
    if let loops = header.loopCount { gif[kCGImagePropertyGIFLoopCount] = loops }
    properties[kCGImagePropertyGIFDictionary] = gif
  }
  return properties
}

/// Image `index` as a `CGImage` of its size in pixels (divided by the subsample factor the
/// options give, 2, 4 or 8); nil when the header gives no size or there is no such image.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CGImage?
{
  guard let size = imageSize(source, index) else { return nil }
  let asked = whole(options?[kCGImageSourceSubsampleFactor]) ?? 1
  let factor = [2, 4, 8].contains(asked) ? asked : 1
  return CGImage(
    width: (size.width + factor - 1) / factor, height: (size.height + factor - 1) / factor,
    _origin: source.data as NSData)
}

/// A thumbnail of image `index`: the image scaled so that its longer side is at most the
/// options' `kCGImageSourceThumbnailMaxPixelSize` (never larger than the image). A file has no
/// thumbnail of its own here, so one is made only when the options ask to make one from the image.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageSourceCreateThumbnailAtIndex(
  _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
)
  -> CGImage?
{
  let options = options ?? [:]
  let fromImage =
    options[kCGImageSourceCreateThumbnailFromImageAlways] as? Bool == true
    || options[kCGImageSourceCreateThumbnailFromImageIfAbsent] as? Bool == true
  guard fromImage, let size = imageSize(source, index) else { return nil }
  let longer = max(size.width, size.height)
  let limit = whole(options[kCGImageSourceThumbnailMaxPixelSize]).map { max(1, $0) } ?? longer
  let scale = Double(min(limit, longer)) / Double(longer)
  return CGImage(
    width: max(1, Int((Double(size.width) * scale).rounded())),
    height: max(1, Int((Double(size.height) * scale).rounded())), _origin: source.data as NSData)
}

private func imageSize(_ source: CGImageSource, _ index: Int) -> (width: Int, height: Int)? {
  guard let header = source.header, header.frameDelays.indices.contains(index), let width = header.width,
    let height = header.height
  else { return nil }
  return (width, height)
}

/// A whole number given in an options dictionary; nil for one that is not finite or is beyond a
/// billion (an absurd size is no size).
private func whole(_ value: Any?) -> Int? {
  guard let number = number(value), number.isFinite, abs(number) <= 1e9 else { return nil }
  return Int(number)
}

/// A number given in an options dictionary, whatever its type.
private func number(_ value: Any?) -> Double? {
  switch value {
  case let value as Int: Double(value)
  case let value as Double: value
  case let value as CGFloat: Double(value)
  case let value as Float: Double(value)
  case let value as NSNumber: value.doubleValue
  default: nil
  }
}
