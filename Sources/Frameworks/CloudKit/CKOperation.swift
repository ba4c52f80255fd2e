import Foundation

/// A request to CloudKit run as an `Operation`, as CloudKit's `CKOperation`: made, given its
/// blocks, and added to a container or database (or started). Each fails here as the service
/// fails it for someone signed out: its per-item blocks and its completion block are told the
/// error, on a queue of its own.
open class CKOperation: Operation, @unchecked Sendable {
  /// The queue operations added to a container or database run on.
  static let queue: OperationQueue = {
    let queue = OperationQueue()
    queue.name = "CloudKit"
    return queue
  }()

  /// The container it runs against (the default one unless added to another).
  open var container: CKContainer?
  /// How it runs (kept).
  open var configuration = Configuration()
  /// Its identifier.
  public let operationID = UUID().uuidString

  /// How an operation runs (kept: nothing is sent).
  open class Configuration: NSObject, @unchecked Sendable {
    /// The container it runs against.
    open var container: CKContainer?
    /// Whether it may use cellular data.
    open var allowsCellularAccess = true
    /// Whether it runs even when the app is not open.
    open var isLongLived = false
    /// How long a request may take, in seconds.
    open var timeoutIntervalForRequest: TimeInterval = 60
    /// How long the whole operation may take, in seconds.
    open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 3600
    /// Its priority.
    open var qualityOfService: QualityOfService = .default
  }

  /// What the operation fails with: its database's failure, else the private database's.
  var failure: CKError { CKError(.notAuthenticated) }

  open override func main() {
    guard !isCancelled else {
      fail(CKError(.operationCancelled))
      return
    }
    fail(failure)
  }

  /// Tells the operation's blocks it failed with `error` (each kind overrides it).
  func fail(_ error: CKError) {}
}

/// An operation against one database, as CloudKit's `CKDatabaseOperation`.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
  /// The database it runs against (the container's private one unless set or added to another).
  open var database: CKDatabase?

  override var failure: CKError { database?.failure ?? CKError(.notAuthenticated) }
}
