import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleTesting
import PangoCairo
import Showcase
import Testing
import Typesetting

@MainActor @Suite struct DemoScreenTests {
  func screen(_ category: ContentSizeCategory, direction: LayoutDirection = .leftToRight) throws -> Screen {
    let screen = Screen(
      device: .iPhone6S, traits: Traits(contentSizeCategory: category, layoutDirection: direction),
      typesetter: try PangoTypesetter())
    screen.root = DemoScreen.make()
    screen.layoutIfNeeded()
    return screen
  }

  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theLayoutDumpMatchesItsGolden(_ category: ContentSizeCategory) throws {
    try expectSnapshot(
      try screen(category).snapshot(), matchesGolden: "demo-\(category.shortName).txt", in: Self.goldens)
  }

  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theScreenRendersToPNG(_ category: ContentSizeCategory) throws {
    let screen = try screen(category)
    let renderer = Renderer(typesetter: screen.typesetter as! PangoTypesetter)
    let png = try renderer.data(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2, format: .png)
    let bitmap = try PNGCodec.decode(png)
    #expect(bitmap.width == 750 && bitmap.height == 1334)
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      try Data(png).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("demo-\(category.shortName).png"))
    }
  }

  @Test func theProductRowFlipsAndThePhotoHides() throws {
    let large = try screen(.large).snapshot()
    let ax1 = try screen(.accessibilityMedium).snapshot()
    let ax5 = try screen(.accessibilityExtraExtraExtraLarge).snapshot()
    let photo = try #require(large.node("photo-0"))
    let name = try #require(large.node("row-0")?.children.last)
    #expect(photo.frame.maxX <= name.frame.minX)
    let photoAX1 = try #require(ax1.node("photo-0"))
    let nameAX1 = try #require(ax1.node("row-0")?.children.last)
    #expect(photoAX1.frame.maxY <= nameAX1.frame.minY)
    #expect(ax5.node("photo-0") == nil)
  }

  @Test func everyTextIsSetInThePinnedFontsWithoutMissingGlyphs() throws {
    for node in try screen(.accessibilityExtraLarge).snapshot().allNodes {
      guard let text = node.text else { continue }
      #expect(text.layout.missingGlyphCount == 0, "\(node.name)")
      #expect(!text.layout.usedFallbackFamily)
    }
  }

  @Test func rightToLeftMirrorsTheRows() throws {
    let ltr = try screen(.large).snapshot()
    let rtl = try screen(.large, direction: .rightToLeft).snapshot()
    let width = ltr.device.size.width
    let photo = try #require(ltr.node("photo-1")).frame
    let mirrored = try #require(rtl.node("photo-1")).frame
    #expect(abs(mirrored.minX - (width - photo.maxX)) <= 0.5)
  }

  @Test func theJSONSnapshotIsValidAndVersioned() throws {
    let json = try screen(.large).snapshot().json()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 2)
    #expect((object["nodes"] as? [Any])?.count == 1)
  }
}
