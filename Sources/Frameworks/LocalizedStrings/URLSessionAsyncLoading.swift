import Foundation
import FoundationNetworking

/// URLSession's async loading as Apple's Foundation declares it: beside the methods that take a
/// task delegate, the same without one, so that code that passes the method itself
/// (`session.data(from:)` as a `(URL) async throws -> (Data, URLResponse)`) compiles here too;
/// Linux's Foundation declares only the first, whose default argument a reference cannot use.
extension URLSession {
  /// Loads the contents of `url`.
  public func data(from url: URL) async throws -> (Data, URLResponse) {
    try await data(from: url, delegate: nil)
  }

  /// Loads what `request` asks for.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request, delegate: nil)
  }

  /// Uploads `bodyData` with `request`.
  public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
    try await upload(for: request, from: bodyData, delegate: nil)
  }

  /// Uploads the file at `fileURL` with `request`.
  public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
    try await upload(for: request, fromFile: fileURL, delegate: nil)
  }

  /// Downloads the contents of `url` to a file.
  public func download(from url: URL) async throws -> (URL, URLResponse) {
    try await download(from: url, delegate: nil)
  }

  /// Downloads what `request` asks for to a file.
  public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
    try await download(for: request, delegate: nil)
  }
}
