import Drawing
import Foundation

/// An app's asset catalogs (`.xcassets` folders), read as Xcode stores them: colour sets
/// (`Name.colorset/Contents.json`, the light appearance, sRGB components as numbers 0–1, 0–255
/// or hexadecimal), image sets (`Name.imageset`, a PNG or an SVG file) and custom symbols
/// (`Name.symbolset`, an SF Symbols template: see `CustomSymbolTemplate`). `Color("Name")` and
/// `Image("name")` look names up in `AssetCatalog.current`, which a catalog program sets from the
/// app's folders; a name it does not have is drawn as a visible placeholder (magenta), listed in
/// `missingNames` and reported by the audit (`missing-asset`).
public final class AssetCatalog: @unchecked Sendable {
  private let lock = NSLock()
  private var colors: [String: Drawing.Color] = [:]
  private var images: [String: Asset] = [:]
  private var missing: Set<String> = []

  /// An image of a set.
  public enum Asset: Hashable, Sendable {
    /// A raster image (PNG).
    case raster(RasterImage, size: CGSize)
    /// A vector image (SVG).
    case vector(VectorIcon)
    /// A custom symbol (`Name.symbolset`): drawn as the system's symbols are, in the text's size
    /// and the foreground style.
    case symbol(VectorIcon)
    /// A picture only Apple's platform decodes here (a PDF, JPEG or HEIC file), of its size in
    /// points: drawn as a grey box of that size and reported (`unrendered-content`), never as a
    /// missing asset.
    case unrendered(String, size: CGSize)
  }

  /// A catalog with no assets.
  public init() {}

  /// The catalogs in `folders` (each an `.xcassets` folder, or a folder searched for them).
  public init(folders: [URL]) {
    for folder in folders { load(folder) }
  }

  nonisolated(unsafe) private static var shared = AssetCatalog()
  private static let sharedLock = NSLock()

  /// The catalog names are looked up in.
  public static var current: AssetCatalog {
    get { sharedLock.withLock { shared } }
    set { sharedLock.withLock { shared = newValue } }
  }

  /// What a colour of a name the catalog does not have is drawn with.
  public static let missingColor = Drawing.Color(red8: 255, green8: 0, blue8: 255)

  /// The colour named `name`, or nil (the name is noted as missing).
  public func color(named name: String) -> Drawing.Color? {
    lock.withLock {
      if let color = colors[name] { return color }
      missing.insert("color \(name)")
      return nil
    }
  }

  /// The image named `name`, or nil (the name is noted as missing).
  public func image(named name: String) -> Asset? {
    lock.withLock {
      if let image = images[name] { return image }
      missing.insert("image \(name)")
      return nil
    }
  }

  /// The names asked for that the catalog does not have (`color Brand`, `image hero`).
  public var missingNames: [String] { lock.withLock { missing.sorted() } }

  private func load(_ folder: URL) {
    let files = FileManager.default
    guard let walk = files.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
    var namespaces: [String: Bool] = [:]
    for case let url as URL in walk {
      switch url.pathExtension {
      case "colorset": loadColor(url, named: Self.name(of: url, in: folder, namespaces: &namespaces))
      case "imageset": loadImage(url, named: Self.name(of: url, in: folder, namespaces: &namespaces))
      case "symbolset": loadSymbol(url, named: Self.name(of: url, in: folder, namespaces: &namespaces))
      default: continue
      }
    }
  }

  /// A set's name as Xcode gives it: the names of the folders around it that provide a namespace
  /// (`"provides-namespace": true` in their `Contents.json`), then its own (`glaze/pink`).
  /// `namespaces` remembers each folder's answer.
  static func name(of set: URL, in catalog: URL, namespaces: inout [String: Bool]) -> String {
    let base = catalog.standardizedFileURL.pathComponents.count
    let components = set.standardizedFileURL.pathComponents
    var name = ""
    var folder = catalog.standardizedFileURL
    for component in components.dropFirst(base).dropLast() {
      folder.appendPathComponent(component)
      let key = folder.path
      if namespaces[key] == nil {
        let json = (try? Data(contentsOf: folder.appendingPathComponent("Contents.json")))
          .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        namespaces[key] = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
      }
      if namespaces[key] == true { name += component + "/" }
    }
    return name + set.deletingPathExtension().lastPathComponent
  }

  private func loadColor(_ set: URL, named name: String) {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return }
    // The light (or any-appearance) entry: the one without a dark appearance.
    let entry =
      entries.first { ($0["appearances"] as? [[String: Any]])?.isEmpty ?? true } ?? entries.first
    guard let color = entry?["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return }
    func component(_ key: String) -> Double? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("0x") || text.hasPrefix("0X") {
        return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let value = Double(text) else { return nil }
      return value > 1 ? value / 255 : value
    }
    if let white = component("white") {
      colors[name] = Drawing.Color(red: white, green: white, blue: white, alpha: component("alpha") ?? 1)
    } else if let red = component("red"), let green = component("green"), let blue = component("blue") {
      colors[name] = Drawing.Color(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
    }
  }

  private func loadImage(_ set: URL, named name: String) {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["images"] as? [[String: Any]]
    else { return }
    // The largest scale given, drawn at its size in points.
    let files = entries.compactMap { entry -> (String, Double)? in
      guard let file = entry["filename"] as? String else { return nil }
      let scale = Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
      return (file, scale)
    }.sorted { $0.1 > $1.1 }
    guard let (file, scale) = files.first,
      let bytes = try? Data(contentsOf: set.appendingPathComponent(file))
    else { return }
    let lowercased = file.lowercased()
    if lowercased.hasSuffix(".svg") {
      images[name] = .vector(VectorIcon(name: name, svg: Array(bytes)))
    } else if lowercased.hasSuffix(".png"), let size = Self.pngSize(Array(bytes)) {
      images[name] = .raster(
        RasterImage(name: name, png: Array(bytes)),
        size: CGSize(width: size.width / scale, height: size.height / scale))
    } else if lowercased.hasSuffix(".pdf"), let size = PictureHeaders.pdfSize(bytes) {
      // A PDF's page is measured in points, whatever the scale it is listed at.
      images[name] = .unrendered("the PDF image \"\(name)\"", size: size)
    } else if let kind = ["jpg": "JPEG", "jpeg": "JPEG", "heic": "HEIC"][
      (lowercased as NSString).pathExtension],
      let size = kind == "JPEG"
        ? PictureHeaders.jpegSize(Array(bytes)) : PictureHeaders.heicSize(Array(bytes))
    {
      images[name] = .unrendered(
        "the \(kind) image \"\(name)\"", size: CGSize(width: size.width / scale, height: size.height / scale))
    }
  }

  private func loadSymbol(_ set: URL, named name: String) {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let file = (json["symbols"] as? [[String: Any]])?.compactMap({ $0["filename"] as? String }).first,
      let template = try? String(contentsOf: set.appendingPathComponent(file), encoding: .utf8),
      let glyph = CustomSymbolTemplate.glyph(of: template)
    else { return }
    images[name] = .symbol(VectorIcon(name: name, svg: glyph))
  }

  /// The pixel size a PNG's header gives.
  private static func pngSize(_ bytes: [UInt8]) -> CGSize? {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
    func word(_ at: Int) -> Double { Double(bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }) }
    return CGSize(width: word(16), height: word(20))
  }
}
