import CoreText
import Foundation
import LegibleTextShim

/// An app's own fonts: the font files it bundles (those its `Info.plist` lists under
/// `UIAppFonts`), which `Font.custom(_:size:relativeTo:)` names by family or by PostScript name,
/// as on iOS. They join the pinned fonts (`FontConfiguration`) for the whole process: fontconfig's
/// configuration is made once, by the first typesetter, so they are given before it is made.
///
/// Invariant: once a typesetter has been made, the list does not change (`use` then throws).
public enum AppFonts {
  nonisolated(unsafe) private static var files: [String] = []
  nonisolated(unsafe) private static var fixed = false
  nonisolated(unsafe) private static var loadedFaces: [AppFontFace]?
  nonisolated(unsafe) private static var systemFamily: String?
  private static let lock = NSLock()

  /// Adds `files` (TrueType, OpenType or collection files) to the fonts every typesetter of this
  /// process lays text out with.
  ///
  /// - Throws: `AppFontError.missing` for a file that is not there, `.notAFont` for one that
  ///   holds no font, `.tooLate` once a typesetter has been made.
  public static func use(_ files: [URL]) throws(AppFontError) {
    lock.lock()
    defer { lock.unlock() }
    guard !fixed else { throw .tooLate }
    for file in files {
      guard let handle = FileHandle(forReadingAtPath: file.path) else { throw .missing(file) }
      let head = (try? handle.read(upToCount: 4)) ?? nil
      try? handle.close()
      guard let head, isFontSignature(Array(head)) else { throw .notAFont(file) }
    }
    Self.files += files.map { $0.standardizedFileURL.path }
  }

  /// Lays out text in the system font (`Font.body`, `.system(size:)`, and the generic
  /// families) with `family` instead of the stand-in, Noto Sans SemiCondensed: the font a team
  /// is licensed to ship, given as an app font (`use`) or installed among the pinned ones.
  /// Weights and slants are asked of that family as of the stand-in.
  ///
  /// - Throws: `AppFontError.tooLate` once a typesetter has been made.
  public static func useAsSystemFont(family: String) throws(AppFontError) {
    lock.lock()
    defer { lock.unlock() }
    guard !fixed else { throw .tooLate }
    systemFamily = family.isEmpty ? nil : family
  }

  /// The family laid out for the system font when a team gave its own (`useAsSystemFont`), else
  /// nil for the stand-in.
  public static var systemFontFamily: String? { lock.withLock { systemFamily } }

  /// Whether a file's first four bytes are those of a font file: TrueType (`00 01 00 00`,
  /// `true`, `typ1`), OpenType with CFF outlines (`OTTO`), a collection (`ttcf`) or WOFF
  /// (`wOFF`, `wOF2`). A file that starts so and is broken inside is named by the first
  /// typesetter, which cannot read it.
  static func isFontSignature(_ head: [UInt8]) -> Bool {
    guard head.count == 4 else { return false }
    if head == [0, 1, 0, 0] { return true }
    let tag = String(decoding: head, as: UTF8.self)
    return ["true", "typ1", "OTTO", "ttcf", "wOFF", "wOF2"].contains(tag)
  }

  /// The font files an `Info.plist` lists under `UIAppFonts`, each a path relative to
  /// `resources` (the app bundle's folder; by default, the plist's own).
  ///
  /// - Throws: `AppFontError.unreadableList` when the file is not a property list, or its
  ///   `UIAppFonts` is not a list of paths; a plist without the key lists no font.
  public static func listed(inInfoPlist plist: URL, resources: URL? = nil) throws(AppFontError) -> [URL] {
    let folder = resources ?? plist.deletingLastPathComponent()
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil)
    } catch {
      throw .unreadableList(plist, "it is not a property list Foundation can read")
    }
    guard let dictionary = root as? [String: Any] else {
      throw .unreadableList(plist, "its top level is not a dictionary")
    }
    guard let listed = dictionary["UIAppFonts"] else { return [] }
    guard let names = listed as? [String] else {
      throw .unreadableList(plist, "UIAppFonts is not a list of file names")
    }
    return names.map { folder.appendingPathComponent($0) }
  }

  /// The files given, and those the app registered through Core Text
  /// (`CTFontManagerRegisterGraphicsFont`), which the next typesetter's configuration takes; no
  /// file can be added afterwards.
  static func fixedFiles() -> [String] {
    let registered = FontRegistry.shared.take().map { $0.standardizedFileURL.path }
    return lock.withLock {
      fixed = true
      files += registered.filter { !files.contains($0) }
      return files
    }
  }

  /// The app's font faces in this process's configuration, read once a typesetter has been
  /// made (empty before).
  public static var faces: [AppFontFace] {
    lock.withLock {
      guard fixed, !files.isEmpty else { return [] }
      if let known = loadedFaces { return known }
      let needed = legible_app_fonts_describe(nil, 0)
      var buffer = [CChar](repeating: 0, count: needed + 1)
      _ = legible_app_fonts_describe(&buffer, buffer.count)
      let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let faces = text.split(separator: "\n").compactMap { line -> AppFontFace? in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4, let weight = Int(fields[2]) else { return nil }
        return AppFontFace(
          postScriptName: fields[0], family: fields[1], weight: weight, isItalic: fields[3] == "1")
      }
      // Empty until the first typesetter's configuration is made.
      if !faces.isEmpty { loadedFaces = faces }
      return faces
    }
  }

  /// The face whose PostScript name is `name`, if the app has one.
  static func face(postScriptName name: String) -> AppFontFace? {
    guard !name.isEmpty else { return nil }
    return faces.first { $0.postScriptName == name }
  }
}

/// One face of an app's font, as fontconfig read it from the file.
public struct AppFontFace: Hashable, Sendable {
  /// The name iOS also knows it by (`Font.custom("Lobster-Regular", …)`).
  public let postScriptName: String
  /// Its family, the other name `Font.custom` takes.
  public let family: String
  /// Its weight, 100 to 900.
  public let weight: Int
  /// Whether it is italic or oblique.
  public let isItalic: Bool
}

/// Why an app's fonts could not be used.
public enum AppFontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not there or cannot be read.
  case missing(URL)
  /// A typesetter was made before the fonts were given.
  case tooLate
  /// The file is there but is not a font file (by its first bytes).
  case notAFont(URL)
  /// The `Info.plist` could not be read as a list of fonts, and why.
  case unreadableList(URL, String)

  /// What is wrong, naming the file, and what to give instead.
  public var description: String {
    switch self {
    case .missing(let file):
      "The app font \(file.path) is not there or cannot be read: give the path of a font file the app bundles."
    case .notAFont(let file):
      "The app font \(file.path) holds no font: give a TrueType, OpenType or collection file."
    case .tooLate:
      "App fonts were given after a typesetter was made: give them first (AppFonts.use), before any text is laid out."
    case .unreadableList(let plist, let why):
      "\(plist.path) cannot be read for UIAppFonts: \(why). Give the app's Info.plist."
    }
  }
}
