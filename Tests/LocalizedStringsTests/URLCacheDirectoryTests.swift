import Foundation
import FoundationNetworking
import LocalizedStrings
import Testing

/// `URLCache(memoryCapacity:diskCapacity:directory:)`, as iOS 13 declares it: a cache of those
/// capacities, kept in the run's own container when no folder is given.
@Suite struct URLCacheDirectoryTests {
  @Test func aCacheMadeWithoutAPathHasItsCapacitiesAndKeepsResponses() throws {
    let cache = URLCache(memoryCapacity: 10 * 1024 * 1024, diskCapacity: 100 * 1024 * 1024)
    #expect(cache.memoryCapacity == 10 * 1024 * 1024)
    #expect(cache.diskCapacity == 100 * 1024 * 1024)
    let url = try #require(URL(string: "https://example.com/pizza.png"))
    let request = URLRequest(url: url)
    let response = try #require(
      HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil))
    cache.storeCachedResponse(CachedURLResponse(response: response, data: Data([1, 2, 3])), for: request)
    #expect(cache.cachedResponse(for: request)?.data == Data([1, 2, 3]))
  }

  @Test func aCacheMadeWithAFolderHasItsCapacities() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "url-cache-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = URLCache(memoryCapacity: 0, diskCapacity: 1024 * 1024, directory: folder)
    #expect(cache.diskCapacity == 1024 * 1024)
    #expect(cache.memoryCapacity == 0)
  }
}
