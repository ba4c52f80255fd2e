import Foundation
import LegibleUI
import Testing

/// An asset catalog's sets are named as Xcode names them: inside a folder that provides a
/// namespace, the folder's name comes first (`glaze/pink`); other folders only group.
@Suite struct AssetCatalogTests {
  /// A PNG's signature and header: enough for the catalog to read its size.
  static let png: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    + [0, 0, 0, 60, 0, 0, 0, 30, 8, 6, 0, 0, 0]

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func imageSet(_ folder: URL, _ name: String) throws {
    let set = folder.appendingPathComponent("\(name).imageset")
    try write(
      #"{"images":[{"filename":"i.png","scale":"2x"}]}"#, to: set.appendingPathComponent("Contents.json"))
    try Data(Self.png).write(to: set.appendingPathComponent("i.png"))
  }

  @Test func foldersThatProvideANamespacePutTheirNameFirst() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = root.appendingPathComponent("Assets.xcassets")
    let donut = catalog.appendingPathComponent("donut")
    let glaze = donut.appendingPathComponent("glaze")
    try write("{}", to: donut.appendingPathComponent("Contents.json"))
    try write(
      #"{"properties":{"provides-namespace":true}}"#, to: glaze.appendingPathComponent("Contents.json"))
    try imageSet(glaze, "pink-full")
    try imageSet(donut, "plain")
    let assets = AssetCatalog(folders: [catalog])
    #expect(assets.image(named: "glaze/pink-full") != nil)
    #expect(assets.image(named: "pink-full") == nil)
    #expect(assets.image(named: "plain") != nil, "a folder without a namespace only groups")
    if case .raster(_, let size)? = assets.image(named: "glaze/pink-full") {
      #expect(size == CGSize(width: 30, height: 15))
    } else {
      Issue.record("not read as a picture")
    }
  }

  /// A template as SF Symbols exports one: notes and guides on an artboard, the glyph in its
  /// variants' groups; one variant here draws with relative commands.
  static let template = """
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
     <g id="Notes"><rect height="2200" width="3300" x="0" y="0"/></g>
     <g id="Guides"><line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/></g>
     <g id="Symbols">
      <g id="Black-S" transform="matrix(1 0 0 1 2878.15 696)"><path d="M0 0L90 0L90-90Z"/></g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
       <path class="monochrome-0" d="M10-70h40v60h-40z"/>
       <g><path d="M60-30C60-50 80-50 80-30"/></g>
      </g>
     </g>
    </svg>
    """

  @Test func aCustomSymbolIsCutOutOfItsTemplateAsASquareAroundTheGlyph() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let set = root.appendingPathComponent("Assets.xcassets/Symbols/solar.chart.symbolset")
    try write(
      #"{"symbols":[{"filename":"solar.chart.svg","idiom":"universal"}]}"#,
      to: set.appendingPathComponent("Contents.json"))
    try write(Self.template, to: set.appendingPathComponent("solar.chart.svg"))
    let assets = AssetCatalog(folders: [root.appendingPathComponent("Assets.xcassets")])
    guard case .symbol(let icon)? = assets.image(named: "solar.chart") else {
      Issue.record("not read as a symbol")
      return
    }
    let svg = String(decoding: icon.svg, as: UTF8.self)
    // The Regular-M glyph spans x 1410...1480 and y 1056...1116 (its control points included):
    // a 70-point square centred on it.
    #expect(svg.contains(#"viewBox="1410.0 1051.0 70.0 70.0""#), "\(svg)")
    #expect(svg.contains("M10-70h40v60h-40z") && !svg.contains("M0 0L90 0"), "the regular variant only")
    #expect(!svg.contains("Notes") && !svg.contains("3300"))
  }

  /// Pictures only Apple's platform decodes (PDF, JPEG) are known by their size, to be drawn as
  /// grey boxes and reported, never called missing.
  @Test func aPDFOrJPEGImageIsKnownByItsSizeNotMissing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = root.appendingPathComponent("Assets.xcassets")
    let pdf = catalog.appendingPathComponent("Corn.imageset")
    try write(
      #"{"images":[{"filename":"Corn.pdf","idiom":"universal"}]}"#,
      to: pdf.appendingPathComponent("Contents.json"))
    try write(
      "%PDF-1.7\n1 0 obj << /Type /Page /MediaBox [0 0 120.5 80] >> endobj\n",
      to: pdf.appendingPathComponent("Corn.pdf"))
    let jpeg = catalog.appendingPathComponent("Feeder.imageset")
    try write(
      #"{"images":[{"filename":"f.jpg","scale":"2x"}]}"#, to: jpeg.appendingPathComponent("Contents.json"))
    // SOI, an APP0 segment of 16 bytes, then SOF0 stating 300 × 200 pixels.
    let header: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 0, count: 14)
      + [0xFF, 0xC0, 0, 17, 8, 0, 200, 1, 44, 3]
    try Data(header).write(to: jpeg.appendingPathComponent("f.jpg"))
    let assets = AssetCatalog(folders: [catalog])
    guard case .unrendered(let what, let size)? = assets.image(named: "Corn") else {
      Issue.record("the PDF is not known")
      return
    }
    #expect(size == CGSize(width: 120.5, height: 80) && what.contains("PDF"))
    guard case .unrendered(_, let photo)? = assets.image(named: "Feeder") else {
      Issue.record("the JPEG is not known")
      return
    }
    #expect(photo == CGSize(width: 150, height: 100), "300 × 200 pixels at 2x")
    #expect(assets.missingNames.isEmpty)
  }
}
