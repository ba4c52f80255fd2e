import Foundation
import UniformTypeIdentifiers

/// A document an app reads from and writes to a file, as SwiftUI's `FileDocument`: its content
/// types, an initializer from a file and a file wrapper of its contents. `fileExporter` and
/// `fileImporter` present the system's document browser, a reported placeholder here.
public protocol FileDocument {
  /// The types it reads.
  static var readableContentTypes: [UTType] { get }
  /// The types it writes (those it reads, by default).
  static var writableContentTypes: [UTType] { get }
  /// A document read from `configuration.file`.
  init(configuration: ReadConfiguration) throws
  /// Its contents as a file.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The file's type.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper

  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document is written as: the type asked for and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file written before, if any.
  public let existingFile: FileWrapper?

  public init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// A file or a folder of files in memory, as Foundation's `FileWrapper` (which Foundation lacks
/// off Apple's platforms): a regular file's contents, or a folder's wrappers by name.
open class FileWrapper: @unchecked Sendable {
  /// A regular file's contents (nil for a folder).
  open private(set) var regularFileContents: Data?
  /// A folder's files by name (nil for a regular file).
  open private(set) var fileWrappers: [String: FileWrapper]?
  /// The name it is saved under.
  open var filename: String?
  /// The name it would like to be saved under.
  open var preferredFilename: String?

  /// A regular file of `contents`.
  public init(regularFileWithContents contents: Data) { regularFileContents = contents }

  /// A folder of `childrenByPreferredName`.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    fileWrappers = childrenByPreferredName
    for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
      child.preferredFilename = name
    }
  }

  /// The file or folder at `url`, read now.
  public init(url: URL, options: ReadingOptions = []) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
    if isFolder.boolValue {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      fileWrappers = children
    } else {
      regularFileContents = try Data(contentsOf: url)
    }
  }

  /// Whether it is a regular file.
  open var isRegularFile: Bool { regularFileContents != nil }
  /// Whether it is a folder.
  open var isDirectory: Bool { fileWrappers != nil }

  /// Writes it to `url`.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    if let regularFileContents {
      try regularFileContents.write(to: url)
    } else if let fileWrappers {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in fileWrappers {
        try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
      }
    }
  }

  /// How a file wrapper reads (kept).
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let immediate = ReadingOptions(rawValue: 1)
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }

  /// How a file wrapper writes (kept).
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1)
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }
}

extension View {
  /// Shows the system's document browser to save `document` while `isPresented`: a reported
  /// placeholder in a sheet here (nothing is saved, and `onCompletion` is not called).
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, Error>) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("fileExporter") }
  }

  /// Shows the system's document browser to save `documents` while `isPresented` (a reported
  /// placeholder here).
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("fileExporter") }
  }

  /// Shows the system's document browser to open files of `allowedContentTypes` while
  /// `isPresented` (a reported placeholder here; no file is chosen).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], Error>) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("fileImporter") }
  }

  /// Shows the system's document browser to open a file of `allowedContentTypes` while
  /// `isPresented` (a reported placeholder here).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, Error>) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("fileImporter") }
  }
}

extension URL {
  /// Asks for access to a file the document browser gave: granted here (nothing is sandboxed).
  public func startAccessingSecurityScopedResource() -> Bool { true }
  /// Gives the access back.
  public func stopAccessingSecurityScopedResource() {}
}
