import CoreGraphics
import Foundation

/// Where a registered font is available, as Core Text's `CTFontManagerScope`. Every scope is the
/// process here.
public enum CTFontManagerScope: UInt32, Sendable {
  case none = 0
  case process = 1
  case persistent = 2
  case session = 3
  public static let user = CTFontManagerScope.persistent
}

/// Core Text's font manager error domain.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Core Text's font manager error codes.
public let kCTFontManagerErrorFileNotFound: CFIndex = 101
public let kCTFontManagerErrorInvalidFontData: CFIndex = 104
public let kCTFontManagerErrorAlreadyRegistered: CFIndex = 105
public let kCTFontManagerErrorNotRegistered: CFIndex = 201
public let kCTFontManagerErrorRegistrationFailed: CFIndex = 301

/// Registers `font` for this process, as Core Text's: it joins the fonts text is laid out with,
/// by its PostScript name and family. Returns false and sets `error` when it is already
/// registered (105) or when text was already laid out (301: register it earlier, or list it
/// under `UIAppFonts` in the app's `Info.plist`, which `legible app` loads).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  report(FontRegistry.shared.register(font), to: error)
}

/// Unregisters a font registered with `CTFontManagerRegisterGraphicsFont`: possible only before
/// text is laid out, as registering is.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerUnregisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  report(FontRegistry.shared.unregister(font), to: error)
}

/// Registers the font file at `fontURL` for this process, as `CTFontManagerRegisterGraphicsFont`
/// does a font made from it; a missing file fails with 101, a file that holds no font with 104.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  guard let provider = CGDataProvider(url: fontURL) else {
    return report(
      CFError(
        domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorFileNotFound,
        description: "No font file at \(fontURL.path): give the URL of a font file the app bundles."),
      to: error)
  }
  guard let font = CGFont(provider) else {
    return report(
      CFError(
        domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorInvalidFontData,
        description: "\(fontURL.path) holds no font: give a TrueType, OpenType or collection file."),
      to: error)
  }
  return CTFontManagerRegisterGraphicsFont(font, error)
}

/// Sets `pointer` to `failure`, if any; whether there was none.
private func report(_ failure: CFError?, to pointer: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  guard let failure else { return true }
  pointer?.pointee = Unmanaged.passRetained(failure)
  return false
}
