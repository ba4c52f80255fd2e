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
}
