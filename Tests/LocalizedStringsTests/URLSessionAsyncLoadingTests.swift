import Foundation
import FoundationNetworking
import LocalizedStrings
import Testing

/// URLSession's async loading methods without a delegate, as Apple's Foundation declares them:
/// passed as functions (as image loaders take them) and called.
@Suite struct URLSessionAsyncLoadingTests {
  /// A loader given the session's method itself, as a package does.
  struct Loader {
    let load: (URL) async throws -> (Data, URLResponse)
  }

  @Test func theMethodsCanBePassedAsFunctionsAndCalled() async {
    let session = URLSession(configuration: .ephemeral)
    let url = URL(string: "https://pizza.invalid/menu.json")!
    let loader = Loader(load: session.data(from:))
    let forRequest: (URLRequest) async throws -> (Data, URLResponse) = session.data(for:)
    let download: (URL) async throws -> (URL, URLResponse) = session.download(from:)
    await #expect(throws: URLError.self) { _ = try await loader.load(url) }
    await #expect(throws: URLError.self) { _ = try await forRequest(URLRequest(url: url)) }
    await #expect(throws: URLError.self) { _ = try await download(url) }
  }

  @Test func aHostThatCannotBeReachedFailsWithAURLError() async {
    // Nothing is reached from a preview run (`.invalid` never resolves): the call throws, as on a
    // simulator offline, rather than hanging.
    let session = URLSession(configuration: .ephemeral)
    let url = URL(string: "https://pizza.invalid/menu.json")!
    await #expect(throws: URLError.self) { _ = try await session.data(from: url) }
    await #expect(throws: URLError.self) { _ = try await session.data(for: URLRequest(url: url)) }
  }
}
