import Foundation
import FoundationNetworking

extension URLCache {
  /// A cache of `memoryCapacity` bytes in memory and `diskCapacity` bytes on disk, kept in
  /// `directory`, as iOS 13's initializer (Linux's Foundation has only the one with a path). With
  /// no directory, the cache is kept in the app's Caches folder (`URL.cachesDirectory`, in the
  /// run's own container), never in the user's.
  public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
    let folder = directory ?? URL.cachesDirectory.appendingPathComponent("URLCache", isDirectory: true)
    self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: folder.path)
  }
}
