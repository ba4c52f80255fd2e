import Foundation

/// The app's container folders asked of `FileManager` (`url(for:in:appropriateFor:create:)`,
/// `urls(for:in:)`), which Linux's Foundation answers with the user's own home folder. `legible
/// app` writes an app's `FileManager.default.url(for: .documentDirectory, …)` and
/// `urls(for: .documentDirectory, …)` (and the same for Application Support, Caches and Library)
/// as these, so that a preview writes into the run's container (see `URL.documentsDirectory`),
/// never into the user's folders; other folders are asked of Foundation as written.
extension FileManager {
  /// The folder `directory` names, in the app's container where it is one of the container's.
  public func _appContainerURL(
    for directory: SearchPathDirectory, in domain: SearchPathDomainMask, appropriateFor url: URL?,
    create shouldCreate: Bool
  ) throws -> URL {
    if let folder = Self.containerFolder(directory) { return folder }
    return try self.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
  }

  /// The folders `directory` names, in the app's container where it is one of the container's.
  public func _appContainerURLs(for directory: SearchPathDirectory, in domain: SearchPathDomainMask)
    -> [URL]
  {
    if let folder = Self.containerFolder(directory) { return [folder] }
    return urls(for: directory, in: domain)
  }

  private static func containerFolder(_ directory: SearchPathDirectory) -> URL? {
    switch directory {
    case .documentDirectory: URL.documentsDirectory
    case .applicationSupportDirectory: URL.applicationSupportDirectory
    case .cachesDirectory: URL.cachesDirectory
    case .libraryDirectory: URL.libraryDirectory
    default: nil
    }
  }

  /// The shared container of the app group `groupIdentifier`, as iOS gives it to an app that
  /// lists the group in its entitlements: an empty folder of the run's container, one per group
  /// (created when first asked for), shared by every part of the app in the run.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    let name = groupIdentifier.replacingOccurrences(of: "/", with: "_")
    guard !name.isEmpty, name != ".", name != ".." else { return nil }
    return AppContainer.folder("Shared/AppGroup/\(name)")
  }
}
