import Foundation

/// The app's resources that code finds through Foundation's `Bundle.main` by name, put where
/// `Bundle.main` looks on Linux (beside the catalog program) as links to the app's own files:
/// its compiled data models (`Model.momd`, a link to the `.xcdatamodeld` it is compiled from,
/// which Core Data here reads by name), as `Bundle.main.url(forResource: "Model", withExtension:
/// "momd")` finds them in an iOS app, and its `.lproj` folders, where `NSLocalizedString` finds
/// its `.strings` (in an app's code or a package's).
///
/// Foundation's bundle does not follow the language being audited: text looked up through it is
/// in the development language in every language (`note` says so in the report). The app's own
/// `NSLocalizedString` calls are staged to look in the audited language first
/// (`_localizedString`).
struct AppBundleResources {
  /// The `.xcdatamodeld` folders.
  let dataModels: [URL]
  /// The `.lproj` folders holding the app's `.strings`.
  let localizationFolders: [URL]

  init(dataModels: [URL], stringFiles: [URL]) {
    self.dataModels = dataModels
    localizationFolders = Set(
      stringFiles.map { $0.deletingLastPathComponent() }.filter { $0.pathExtension == "lproj" }
    ).sorted { $0.path < $1.path }
  }

  /// What the report says, when the app has strings Foundation's bundle finds.
  var note: String? {
    guard !localizationFolders.isEmpty else { return nil }
    return
      "Text looked up through Foundation's bundle (Bundle.main.localizedString, or NSLocalizedString in a package) is shown in the app's development language whatever language is audited; the app's own NSLocalizedString, Text, String(localized:) and LocalizedStringResource follow the audited language."
  }

  /// Links the resources into `folder`, in place of those an earlier run linked.
  func link(into folder: URL) {
    let links =
      dataModels.map {
        (folder.appendingPathComponent($0.deletingPathExtension().lastPathComponent + ".momd"), $0)
      }
      + localizationFolders.map { (folder.appendingPathComponent($0.lastPathComponent), $0) }
    for (link, destination) in links {
      try? FileManager.default.removeItem(at: link)
      try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: destination)
    }
  }
}
