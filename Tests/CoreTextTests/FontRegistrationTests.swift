import CoreText
import Foundation
import Testing

/// Fonts an app registers at run time through Core Text, as apps write it: a provider from the
/// bundled file, a `CGFont` named by its file's `name` table, and the font manager's answers
/// (true, or false with a `CFError` whose code and description say why). Registrations that
/// succeed are made in a registry of their own: the process's joins the fonts every test lays
/// text out with.
@Suite struct FontRegistrationTests {
  static let serif = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf")
  static let bold = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf")

  func font(_ url: URL) throws -> CGFont {
    try #require(CGDataProvider(url: url as CFURL).flatMap(CGFont.init))
  }

  @Test func aFontIsNamedByItsFile() throws {
    let font = try font(Self.serif)
    #expect(font.postScriptName == "NotoSerif-Regular")
    #expect(font.fullName?.hasPrefix("Noto Serif") == true)
  }

  @Test func bytesThatAreNotAFontMakeNoFont() throws {
    #expect(CGDataProvider(url: URL(fileURLWithPath: "/nowhere/at/all.ttf")) == nil)
    #expect(CGFont(CGDataProvider(data: Data("not a font at all".utf8))) == nil)
    // A font's signature over a cut table directory: a font without names, not a crash.
    let cut = CGFont(CGDataProvider(data: Data([0, 1, 0, 0, 0, 9, 0, 0])))
    #expect(cut != nil)
    #expect(cut?.postScriptName == nil)
  }

  @Test func aFontIsRegisteredOnceAndCanBeUnregistered() throws {
    let registry = FontRegistry()
    let bold = try font(Self.bold)
    #expect(registry.register(bold) == nil)
    #expect(registry.registered == [Self.bold])
    let twice = try #require(registry.register(bold))
    #expect(CFErrorGetCode(twice) == 105)
    #expect(CFErrorCopyDescription(twice)?.contains("NotoSerif-Bold") == true)
    #expect(registry.unregister(bold) == nil)
    #expect(registry.registered.isEmpty)
    #expect(registry.unregister(bold).map(CFErrorGetCode) == 201)
  }

  @Test func aFontMadeFromBytesIsKeptAsAFileForTheTypesetter() throws {
    let registry = FontRegistry()
    let data = try Data(contentsOf: Self.serif)
    #expect(registry.register(try #require(CGFont(CGDataProvider(data: data)))) == nil)
    let file = try #require(registry.registered.first)
    #expect(try Data(contentsOf: file) == data)
    try? FileManager.default.removeItem(at: file)
  }

  @Test func onceTextIsLaidOutARegistrationFailsSayingWhatToDo() throws {
    let registry = FontRegistry()
    #expect(registry.register(try font(Self.serif)) == nil)
    // The typesetter takes the registered fonts when it makes its font configuration.
    #expect(registry.take() == [Self.serif])
    let late = try #require(registry.register(try font(Self.bold)))
    #expect(CFErrorGetCode(late) == 301)
    #expect(CFErrorCopyDescription(late)?.contains("UIAppFonts") == true)
    #expect(registry.registered == [Self.serif])
  }

  @Test func theFontManagerNamesAMissingFileAndOneWithoutAFont() throws {
    var error: Unmanaged<CFError>?
    #expect(
      !CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/nowhere.ttf") as CFURL, .process, &error))
    #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == 101)
    let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
    try Data("plain text".utf8).write(to: notAFont)
    defer { try? FileManager.default.removeItem(at: notAFont) }
    error = nil
    #expect(!CTFontManagerRegisterFontsForURL(notAFont as CFURL, .process, &error))
    let failure = try #require(error?.takeRetainedValue())
    #expect(CFErrorGetCode(failure) == 104)
    #expect(CFErrorGetDomain(failure) == kCTFontManagerErrorDomain)
  }
}
