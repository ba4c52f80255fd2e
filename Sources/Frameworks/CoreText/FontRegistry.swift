import CoreGraphics
import Foundation

/// The fonts an app registered at run time through Core Text (`shared`, the process's), which
/// the typesetter takes with the app's listed fonts when it makes the process's font
/// configuration (`take()`); from then on the list is closed, as fontconfig's configuration is
/// made once.
///
/// Invariant: a font is in the list once, by its bytes; nothing is added after `take()`.
public final class FontRegistry: @unchecked Sendable {
  /// The process's registry, which Core Text's font manager functions use.
  public static let shared = FontRegistry()

  private var files: [URL] = []
  private var keys: [Data: URL] = [:]
  private var taken = false
  private let lock = NSLock()

  /// An empty registry, open.
  public init() {}

  /// The files of the fonts registered so far; closes the list (the typesetter calls it once it
  /// makes its configuration).
  public func take() -> [URL] {
    lock.withLock {
      taken = true
      return files
    }
  }

  /// The files registered so far, without closing the list.
  public var registered: [URL] { lock.withLock { files } }

  /// Adds `font`; the error when it cannot be (already there, or the list closed).
  public func register(_ font: CGFont) -> CFError? {
    lock.withLock {
      guard !taken else { return tooLate(font) }
      guard keys[font.provider.data] == nil else {
        return CFError(
          domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorAlreadyRegistered,
          description: "\(font.postScriptName ?? "The font") is already registered.")
      }
      let file: URL
      if let url = font.provider.url {
        file = url
      } else {
        // A font made from bytes in memory is given to the typesetter as a file of its own.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-registered-fonts")
        file = folder.appendingPathComponent("\(files.count)-\(font.provider.data.count).font")
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try font.provider.data.write(to: file)
        } catch {
          return CFError(
            domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorRegistrationFailed,
            description: "The font's bytes could not be kept in \(folder.path): \(error).")
        }
      }
      keys[font.provider.data] = file
      files.append(file)
      return nil
    }
  }

  /// Removes `font`; the error when it cannot be (not there, or the list closed).
  public func unregister(_ font: CGFont) -> CFError? {
    lock.withLock {
      guard !taken else { return tooLate(font) }
      guard let file = keys.removeValue(forKey: font.provider.data) else {
        return CFError(
          domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorNotRegistered,
          description: "\(font.postScriptName ?? "The font") is not registered.")
      }
      files.removeAll { $0 == file }
      return nil
    }
  }

  private func tooLate(_ font: CGFont) -> CFError {
    CFError(
      domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorRegistrationFailed,
      description:
        "\(font.postScriptName ?? "The font") was registered after text was first laid out, so it is not used: register it before any text is laid out, or list it under UIAppFonts in the app's Info.plist."
    )
  }
}
