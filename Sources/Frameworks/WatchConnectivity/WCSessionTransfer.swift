import Foundation

/// User info on its way to the watch app, as Watch Connectivity's `WCSessionUserInfoTransfer`.
/// Here a transfer ends as soon as it starts (no watch is paired), so it is never transferring.
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
  /// What is sent.
  public let userInfo: [String: Any]
  /// Whether it is for the complication.
  public let isCurrentComplicationInfo: Bool
  /// Whether it is under way: no.
  open var isTransferring: Bool { false }
  /// Cancels it (it has already ended).
  open func cancel() {}

  init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
    self.userInfo = userInfo
    self.isCurrentComplicationInfo = isCurrentComplicationInfo
  }
}

/// A file sent or received, as Watch Connectivity's `WCSessionFile`.
open class WCSessionFile: NSObject, @unchecked Sendable {
  /// Where the file is.
  public let fileURL: URL
  /// What came with it.
  public let metadata: [String: Any]?

  init(fileURL: URL, metadata: [String: Any]?) {
    self.fileURL = fileURL
    self.metadata = metadata
  }
}

/// A file on its way to the watch app, as Watch Connectivity's `WCSessionFileTransfer`. Here a
/// transfer ends as soon as it starts (no watch is paired).
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
  /// The file.
  public let file: WCSessionFile
  /// Its progress: nothing of it sent.
  public let progress = Progress(totalUnitCount: 1)
  /// Whether it is under way: no.
  open var isTransferring: Bool { false }
  /// Cancels it (it has already ended).
  open func cancel() {}

  init(file: WCSessionFile) { self.file = file }
}
