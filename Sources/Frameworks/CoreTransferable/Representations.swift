import Foundation
import UniformTypeIdentifiers

/// A value as bytes of a content type, as Apple's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, FormProviding {
  let form: TransferForm<Item>
  var providedForms: [Any] { [form] }
  public var body: Never { return fatalError("a data representation is the module's own") }

  /// Goes out and comes in as `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    form = TransferForm(contentType: contentType, export: exporting, import: importing)
  }
  /// Goes out as `contentType`.
  public init(
    exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    form = TransferForm(contentType: contentType, export: exporting, import: nil)
  }
  /// Comes in as `contentType`.
  public init(
    importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    form = TransferForm(contentType: contentType, export: nil, import: importing)
  }
}

/// A file sent out, as Apple's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether the receiver may open it where it is.
  public let allowAccessingOriginalFile: Bool
  /// The file at `file`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received, as Apple's `ReceivedTransferredFile`: a copy the receiver may keep.
public struct ReceivedTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether it is the sender's own file rather than a copy.
  public let isOriginalFile: Bool
}

/// A value as a file of a content type, as Apple's `FileRepresentation`: going out, the file's
/// bytes; coming in, the bytes written to a file in the temporary folder, handed to `importing`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, FormProviding {
  let form: TransferForm<Item>
  var providedForms: [Any] { [form] }
  public var body: Never { return fatalError("a file representation is the module's own") }

  /// Goes out and comes in as a file of `contentType`.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    form = TransferForm(
      contentType: contentType, export: Self.export(exporting), import: Self.import(contentType, importing))
  }
  /// Goes out as a file of `contentType`.
  public init(
    exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    form = TransferForm(contentType: contentType, export: Self.export(exporting), import: nil)
  }
  /// Comes in as a file of `contentType`.
  public init(
    importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    form = TransferForm(contentType: contentType, export: nil, import: Self.import(contentType, importing))
  }

  static func export(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
    -> @Sendable (Item) async throws -> Data
  {
    { item in try Data(contentsOf: try await exporting(item).file) }
  }

  static func `import`(
    _ contentType: UTType, _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) -> @Sendable (Data) async throws -> Item {
    { data in
      let name = UUID().uuidString + (contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
      try data.write(to: file)
      return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
    }
  }
}

/// A value through another transferable value, as Apple's `ProxyRepresentation` (a URL shared
/// as its string, a model as its URL): the proxy's forms, converted.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation,
  FormProviding
{
  let forms: [TransferForm<Item>]
  var providedForms: [Any] { forms }
  public var body: Never { return fatalError("a proxy representation is the module's own") }

  /// Goes out as the proxy `exporting` gives, and comes in from one through `importing`.
  public init(
    exporting: @escaping @Sendable (Item) throws -> Proxy,
    importing: @escaping @Sendable (Proxy) throws -> Item
  ) {
    forms = Proxy.ownForms.map { proxy in
      TransferForm(
        contentType: proxy.contentType,
        export: proxy.export.map { export in { item in try await export(try exporting(item)) } },
        import: proxy.import.map { load in { data in try importing(try await load(data)) } })
    }
  }
  /// Goes out as the proxy `exporting` gives.
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
    forms = Proxy.ownForms.compactMap { proxy in
      proxy.export.map { export in
        TransferForm(
          contentType: proxy.contentType, export: { item in try await export(try exporting(item)) },
          import: nil)
      }
    }
  }
  /// Goes out as the proxy the key path gives.
  public init(exporting keyPath: KeyPath<Item, Proxy> & Sendable) {
    self.init(exporting: { item in item[keyPath: keyPath] })
  }
}

/// A value as JSON of a content type, as Apple's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, FormProviding {
  let form: TransferForm<Item>
  var providedForms: [Any] { [form] }
  public var body: Never { return fatalError("a codable representation is the module's own") }

  /// Goes out and comes in as JSON of `contentType`.
  public init(contentType: UTType) {
    form = TransferForm(
      contentType: contentType, export: { item in try JSONEncoder().encode(item) },
      import: { data in try JSONDecoder().decode(Item.self, from: data) })
  }
  /// Goes out and comes in as JSON of `contentType`.
  public init(for itemType: Item.Type, contentType: UTType) { self.init(contentType: contentType) }
}

extension TransferRepresentation {
  /// The name a file of this form is given (kept).
  public func suggestedFileName(_ fileName: String) -> Self { self }
  /// The name a file of this form is given, from the item (kept).
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
  /// Goes out only while `condition` holds for the item (kept: the form is offered).
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
  /// Who may receive this form (kept).
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may receive a form, as Apple's `TransferRepresentationVisibility`.
public enum TransferRepresentationVisibility: Sendable {
  /// Any app.
  case all
  /// Apps of the same team.
  case team
  /// Other processes of the same app.
  case group
  /// The app itself.
  case ownProcess
}

extension String: Transferable {
  @TransferRepresentationBuilder<String>
  public static var transferRepresentation: TransferForms<String> {
    DataRepresentation(contentType: .utf8PlainText) {
      Data($0.utf8)
    } importing: {
      String(decoding: $0, as: UTF8.self)
    }
    DataRepresentation(contentType: .plainText) {
      Data($0.utf8)
    } importing: {
      String(decoding: $0, as: UTF8.self)
    }
  }
}

extension Data: Transferable {
  @TransferRepresentationBuilder<Data>
  public static var transferRepresentation: TransferForms<Data> {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  @TransferRepresentationBuilder<URL>
  public static var transferRepresentation: TransferForms<URL> {
    DataRepresentation(contentType: .url) {
      Data($0.absoluteString.utf8)
    } importing: { data in
      guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
        throw TransferError(description: "The data is not a URL.")
      }
      return url
    }
    ProxyRepresentation(exporting: { (url: URL) in url.absoluteString })
  }
}
