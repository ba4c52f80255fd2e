import Foundation

/// iCloud Drive's part of Foundation's `FileManager`, which Linux's Foundation lacks, answered as
/// on a simulator signed out of iCloud: there is no ubiquity container (nil), no identity token,
/// and no item is in iCloud, so an app takes its local path, as it does on such a device.
extension FileManager {
  /// The folder of the app's iCloud container: nil, signed out.
  public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
  /// The signed-in iCloud account's token: nil, signed out.
  public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
  /// Starts downloading an iCloud item: there is none here, so it throws, as for a missing file.
  public func startDownloadingUbiquitousItem(at url: URL) throws {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
  }
  /// Removes the local copy of an iCloud item: there is none here, so it throws.
  public func evictUbiquitousItem(at url: URL) throws {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
  }
  /// Whether the item is in iCloud: never, signed out.
  public func isUbiquitousItem(at url: URL) -> Bool { false }
}

/// The label of `queue`, or of the current queue for nil, as Dispatch's C function: a queue's
/// own label; for nil, the main queue's (`com.apple.main-thread`, as on iOS) on the main thread,
/// and an empty one elsewhere (the current queue is not known here).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
  DispatchLabels.pointer(queue?.label ?? (Thread.isMainThread ? "com.apple.main-thread" : ""))
}

/// The labels `__dispatch_queue_get_label` hands out, as C strings that live for the process
/// (one per label).
private enum DispatchLabels {
  nonisolated(unsafe) private static var made: [String: UnsafeMutablePointer<CChar>] = [:]
  private static let lock = NSLock()

  static func pointer(_ label: String) -> UnsafePointer<CChar> {
    lock.lock()
    defer { lock.unlock() }
    if let found = made[label] { return UnsafePointer(found) }
    let copy = strdup(label)!
    made[label] = copy
    return UnsafePointer(copy)
  }
}
