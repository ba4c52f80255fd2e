import Foundation

/// Bytes for Core Graphics to read, as `CGDataProvider`: from a file or from data in memory.
/// The bytes are read when the provider is made (an unreadable file makes no provider, as on
/// Apple platforms).
public final class CGDataProvider: @unchecked Sendable {
  /// The bytes.
  public let data: Data
  /// The file they were read from, if any.
  public let url: URL?

  /// The bytes of the file at `url`; nil when it cannot be read.
  public init?(url: CFURL) {
    guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path) else { return nil }
    self.data = data
    self.url = url
  }

  /// The bytes of the file at `filename`; nil when it cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    self.init(url: URL(fileURLWithPath: String(cString: filename)))
  }

  /// `data`.
  public init(data: CFData) {
    self.data = data
    url = nil
  }
}

/// The copy of the bytes a provider holds, as `CGDataProviderCopyData`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGDataProviderCopyData(_ provider: CGDataProvider) -> CFData? { provider.data }
