import Foundation

/// Whether the device has an iCloud account CloudKit can use, as CloudKit's `CKAccountStatus`.
public enum CKAccountStatus: Int, Sendable {
  case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4
}

extension Notification.Name {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Posted when the iCloud account changes (never here: no one signs in).
  public static let CKAccountChanged = Notification.Name("CKAccountChanged")
}

/// An app's CloudKit container, as CloudKit's `CKContainer`: its databases and the account's
/// status. Signed out of iCloud here, as a simulator with nothing set up: the status is
/// `.noAccount` and what needs the account fails with `CKError.notAuthenticated`.
open class CKContainer: NSObject, @unchecked Sendable {
  /// The container's identifier (`iCloud.` and the app's bundle identifier by default).
  public let containerIdentifier: String?
  /// The user's private database.
  public private(set) lazy var privateCloudDatabase = CKDatabase(container: self, scope: .private)
  /// The app's public database.
  public private(set) lazy var publicCloudDatabase = CKDatabase(container: self, scope: .public)
  /// The records others share with the user.
  public private(set) lazy var sharedCloudDatabase = CKDatabase(container: self, scope: .shared)

  /// The container `identifier` names.
  public init(identifier: String) { containerIdentifier = identifier }

  private static let defaultContainer = CKContainer(
    identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? "app"))

  /// The app's default container.
  open class func `default`() -> CKContainer { defaultContainer }

  /// The database of `scope`.
  open func database(with scope: CKDatabase.Scope) -> CKDatabase {
    switch scope {
    case .public: publicCloudDatabase
    case .private: privateCloudDatabase
    case .shared: sharedCloudDatabase
    }
  }

  /// Says the account's status: no account, as on a simulator signed out of iCloud.
  open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
    DispatchQueue.global().async { completionHandler(.noAccount, nil) }
  }

  /// The account's status: no account.
  open func accountStatus() async throws -> CKAccountStatus { .noAccount }

  /// Says the user's record ID: fails, as no one is signed in.
  open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
    DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
  }

  /// The user's record ID.
  /// - Throws: `CKError.notAuthenticated`, as no one is signed in.
  open func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }

  /// Accepts a share.
  /// - Throws: `CKError.notAuthenticated`.
  open func accept(_ metadata: CKShare.Metadata) async throws -> CKShare { throw CKError(.notAuthenticated) }

  /// The metadata of the share at `url`.
  /// - Throws: `CKError.notAuthenticated`.
  open func shareMetadata(for url: URL, shouldFetchRootRecord: Bool = false) async throws -> CKShare.Metadata
  {
    throw CKError(.notAuthenticated)
  }

  /// Runs `operation` against this container.
  open func add(_ operation: CKOperation) {
    operation.container = self
    CKOperation.queue.addOperation(operation)
  }
}
