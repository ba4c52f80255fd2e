import Foundation
import LocalizedStrings
import Testing

/// An app's container folders exist, are empty at first, sit in a container of the process's own
/// in the temporary folder, and take what the app writes.
@Suite struct AppContainerDirectoriesTests {
  @Test func theContainersFoldersAreFreshFoldersInTheTemporaryFolder() throws {
    let folders = [
      URL.documentsDirectory, .applicationSupportDirectory, .cachesDirectory, .libraryDirectory,
      .downloadsDirectory,
    ]
    let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
    for folder in folders {
      var isFolder: ObjCBool = false
      #expect(
        FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
      #expect(folder.standardizedFileURL.path.hasPrefix(temporary), "\(folder.path)")
    }
    #expect(URL.applicationSupportDirectory.path.hasSuffix("Library/Application Support"))
    #expect(URL.applicationSupportDirectory.deletingLastPathComponent().path == URL.libraryDirectory.path)
    let note = URL.documentsDirectory.appendingPathComponent("note-\(UUID().uuidString).txt")
    try "Milk".write(to: note, atomically: true, encoding: .utf8)
    #expect(try String(contentsOf: note, encoding: .utf8) == "Milk")
    try FileManager.default.removeItem(at: note)
  }
}

/// The container's folders asked of `FileManager` are the run's container's.
@Suite struct AppContainerFileManagerTests {
  @Test func theContainersFoldersAreTheRunsAndOthersAreFoundations() throws {
    let documents = try FileManager.default._appContainerURL(
      for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
    #expect(documents == URL.documentsDirectory)
    #expect(!documents.path.hasPrefix(FileManager.default.homeDirectoryForCurrentUser.path + "/Documents"))
    #expect(
      FileManager.default._appContainerURLs(for: .cachesDirectory, in: .userDomainMask) == [
        URL.cachesDirectory
      ])
    #expect(
      FileManager.default._appContainerURLs(for: .desktopDirectory, in: .userDomainMask)
        == FileManager.default.urls(for: .desktopDirectory, in: .userDomainMask))
  }
}

/// An app group's shared container is a folder of the run's container, the same each time asked.
@Suite struct AppGroupContainerTests {
  @Test func aGroupsContainerIsASharedFolderOfTheRunsContainer() throws {
    let folder = try #require(
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.leitner"))
    #expect(folder.path.hasSuffix("Shared/AppGroup/group.com.example.leitner"))
    #expect(
      folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        == URL.documentsDirectory.deletingLastPathComponent().path)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
    #expect(
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.leitner")
        == folder)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "..") == nil)
  }
}
