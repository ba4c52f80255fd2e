import Foundation

/// The folders of an app's container, as Foundation's `URL.documentsDirectory` and its siblings,
/// which Linux's Foundation lacks. They are those of a freshly installed app: empty folders of a
/// container made for the process in the temporary folder (created when first asked for, as iOS
/// creates them at installation), so that what a preview's code writes there never reaches the
/// user's own folders and is gone with the run.
extension URL {
  /// The app's Documents folder.
  public static var documentsDirectory: URL { AppContainer.folder("Documents") }
  /// The app's Library/Application Support folder (SwiftData's and Core Data's default stores).
  public static var applicationSupportDirectory: URL { AppContainer.folder("Library/Application Support") }
  /// The app's Library/Caches folder.
  public static var cachesDirectory: URL { AppContainer.folder("Library/Caches") }
  /// The app's Library folder.
  public static var libraryDirectory: URL { AppContainer.folder("Library") }
  /// The app's Downloads folder (an iOS app has one in its container too).
  public static var downloadsDirectory: URL { AppContainer.folder("Downloads") }
}

/// The container of the app being run: a folder of its own in the temporary folder, one per
/// process.
enum AppContainer {
  static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "legible-app-container-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

  /// `path` inside the container, created if it is not there (a folder that cannot be created is
  /// still named: writing into it then fails as on a full disk).
  static func folder(_ path: String) -> URL {
    let url = root.appendingPathComponent(path, isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
