import Foundation
import PangoCairo
import Testing

/// An app's own fonts, as a team's program gives them: files or an Info.plist's UIAppFonts,
/// found by PostScript name and by family; a missing or unreadable file is said, naming it.
/// Each case runs the built tool, since the fonts are fixed when a process makes its first
/// typesetter.
@Suite struct AppFontTests {
  /// Fonts Debian's fonts-noto-core installs that the pinned configuration rejects: they reach
  /// the layout only as app fonts.
  static let serif = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"
  static let boldItalic = "/usr/share/fonts/truetype/noto/NotoSerif-BoldItalic.ttf"

  @Test func anAppFontIsFoundByItsPostScriptNameAndItsFamily() throws {
    let without = try ToolRun.binary(["fonts"])
    #expect(without.status == 0)
    #expect(!without.output.contains("Noto Serif"), "not a pinned font")
    let run = try ToolRun.binary(
      ["fonts"], environment: ["LEGIBLE_APP_FONTS": "\(Self.serif):\(Self.boldItalic)"])
    #expect(run.status == 0, "\(run.errors)")
    let rows = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rows.contains("Noto Serif 400 app NotoSerif-Regular, Noto Serif"))
    #expect(rows.contains("Noto Serif 700 italic app NotoSerif-BoldItalic, Noto Serif"))
  }

  @Test func theSystemFontIsTheSemiCondensedStandInUnlessATeamGivesItsOwn() throws {
    let standIn = try ToolRun.binary(["fonts"])
    #expect(standIn.status == 0, "\(standIn.output)")
    #expect(
      standIn.output.contains(
        "stand-in  faces NotoSans-SemiCondensed, NotoSans-SemiCondensedSemiBold"),
      "headline's semibold is a semibold face")
    let fonts = [
      "LEGIBLE_APP_FONTS": "\(Self.serif):\(Self.boldItalic)", "LEGIBLE_SYSTEM_FONT": "Noto Serif",
    ]
    let given = try ToolRun.binary(["fonts"], environment: fonts)
    #expect(given.status == 0, "\(given.errors)")
    #expect(given.output.contains("system font: Noto Serif"))
    #expect(
      given.output.split(separator: " ").joined(separator: " ").contains("given faces NotoSerif-Regular"))
    // The menu's text is set in the given font: every width differs.
    func widths(_ environment: [String: String]) throws -> [String] {
      let run = try ToolRun.binary(
        ["dump", "--screen", "menu", "--category", "L", "--device", "se"], environment: environment)
      #expect(run.status == 0, "\(run.errors)")
      return run.output.split(separator: "\n").filter { $0.contains("\"margin\"") }.map(String.init)
    }
    let inStandIn = try widths([:])
    let inGiven = try widths(fonts)
    #expect(!inStandIn.isEmpty && inStandIn.count == inGiven.count)
    #expect(inStandIn != inGiven)
  }

  @Test func aSystemFontThatIsNotThereIsSaidByName() throws {
    let run = try ToolRun.binary(["audit"], environment: ["LEGIBLE_SYSTEM_FONT": "San Francisco"])
    #expect(run.status == 64)
    #expect(run.errors.contains("The system font San Francisco is not among the app's fonts"))
  }

  @Test func anInfoPlistsUIAppFontsAreReadBesideIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Self.serif), to: folder.appendingPathComponent("Fonts/Serif.ttf"))
    let plist = folder.appendingPathComponent("Info.plist")
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["CFBundleName": "Orders", "UIAppFonts": ["Fonts/Serif.ttf"]], format: .xml,
      options: 0)
    try data.write(to: plist)
    #expect(try AppFonts.listed(inInfoPlist: plist) == [folder.appendingPathComponent("Fonts/Serif.ttf")])
    let run = try ToolRun.binary(["fonts"], environment: ["LEGIBLE_APP_FONTS": plist.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("NotoSerif-Regular, Noto Serif"))

    try Data("not a plist".utf8).write(to: plist)
    #expect(throws: AppFontError.self) { try AppFonts.listed(inInfoPlist: plist) }
    let broken = try ToolRun.binary(["fonts"], environment: ["LEGIBLE_APP_FONTS": plist.path])
    #expect(broken.status == 64)
    #expect(broken.errors.contains("\(plist.path) cannot be read for UIAppFonts"))
  }

  @Test func aMissingFileOrOneThatIsNoFontIsSaidByName() throws {
    let missing = try ToolRun.binary(["audit"], environment: ["LEGIBLE_APP_FONTS": "/no/such/Font.ttf"])
    #expect(missing.status == 64)
    #expect(missing.errors.contains("The app font /no/such/Font.ttf is not there"))
    let text = FileManager.default.temporaryDirectory.appendingPathComponent(
      "not-a-font-\(UUID().uuidString).ttf")
    try Data("plain text".utf8).write(to: text)
    defer { try? FileManager.default.removeItem(at: text) }
    let notAFont = try ToolRun.binary(["fonts"], environment: ["LEGIBLE_APP_FONTS": text.path])
    #expect(notAFont.status == 64)
    #expect(notAFont.errors.contains("The app font \(text.path) holds no font"))
  }

  @Test func fontsGivenAfterATypesetterWasMadeAreRefused() throws {
    _ = try PangoTypesetter()
    #expect(throws: AppFontError.tooLate) { try AppFonts.use([URL(fileURLWithPath: Self.serif)]) }
  }
}
