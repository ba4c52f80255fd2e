import Foundation

/// Saves and deletes records, as CloudKit's `CKModifyRecordsOperation`. Fails here: each record's
/// block and the completion blocks are told the error.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
  /// The records to save.
  open var recordsToSave: [CKRecord]?
  /// The records to delete.
  open var recordIDsToDelete: [CKRecord.ID]?
  /// Whether a changed record on the server is overwritten.
  open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
  /// Whether all are saved or none.
  open var isAtomic = true
  /// Data the app keeps with the request.
  open var clientChangeTokenData: Data?
  /// Told of each record saved or not.
  open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
  /// Told of each record deleted or not.
  open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
  /// Told when the operation ends.
  open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
  /// Told when the operation ends, the older way.
  open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?
  /// Told of each record, the older way.
  open var perRecordCompletionBlock: ((CKRecord, (any Error)?) -> Void)?

  public override init() { super.init() }

  /// An operation saving `recordsToSave` and deleting `recordIDsToDelete`.
  public convenience init(recordsToSave: [CKRecord]?, recordIDsToDelete: [CKRecord.ID]?) {
    self.init()
    self.recordsToSave = recordsToSave
    self.recordIDsToDelete = recordIDsToDelete
  }

  override func fail(_ error: CKError) {
    for record in recordsToSave ?? [] {
      perRecordSaveBlock?(record.recordID, .failure(error))
      perRecordCompletionBlock?(record, error)
    }
    for id in recordIDsToDelete ?? [] { perRecordDeleteBlock?(id, .failure(error)) }
    modifyRecordsResultBlock?(.failure(error))
    modifyRecordsCompletionBlock?(nil, nil, error)
  }

  /// Whether a save overwrites a record changed on the server.
  public enum RecordSavePolicy: Int, Sendable {
    case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2
  }
}

/// Fetches records by ID, as CloudKit's `CKFetchRecordsOperation`. Fails here.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
  /// The records to fetch.
  open var recordIDs: [CKRecord.ID]?
  /// The fields to fetch (all when nil).
  open var desiredKeys: [CKRecord.FieldKey]?
  /// Told of each record.
  open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
  /// Told when the operation ends.
  open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
  /// Told when the operation ends, the older way.
  open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?

  public override init() { super.init() }

  /// An operation fetching `recordIDs`.
  public convenience init(recordIDs: [CKRecord.ID]) {
    self.init()
    self.recordIDs = recordIDs
  }

  override func fail(_ error: CKError) {
    for id in recordIDs ?? [] { perRecordResultBlock?(id, .failure(error)) }
    fetchRecordsResultBlock?(.failure(error))
    fetchRecordsCompletionBlock?(nil, error)
  }
}

/// Fetches the records a query matches, as CloudKit's `CKQueryOperation`. Fails here.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
  /// The most records the service gives (as many as it chooses).
  public static let maximumResults = 0

  /// The query.
  open var query: CKQuery?
  /// Where a previous query left off.
  open var cursor: Cursor?
  /// The zone to search.
  open var zoneID: CKRecordZone.ID?
  /// The most records to give.
  open var resultsLimit = CKQueryOperation.maximumResults
  /// The fields to fetch.
  open var desiredKeys: [CKRecord.FieldKey]?
  /// Told of each record matched.
  open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
  /// Told when the query ends, with a cursor when more are left.
  open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
  /// Told of each record, the older way.
  open var recordFetchedBlock: ((CKRecord) -> Void)?
  /// Told when the query ends, the older way.
  open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)?

  public override init() { super.init() }

  /// An operation running `query`.
  public convenience init(query: CKQuery) {
    self.init()
    self.query = query
  }

  /// An operation going on from `cursor`.
  public convenience init(cursor: Cursor) {
    self.init()
    self.cursor = cursor
  }

  override func fail(_ error: CKError) {
    queryResultBlock?(.failure(error))
    queryCompletionBlock?(nil, error)
  }

  /// Where a query left off.
  open class Cursor: NSObject, @unchecked Sendable {}
}

/// Saves and deletes zones, as CloudKit's `CKModifyRecordZonesOperation`. Fails here.
open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
  /// The zones to save.
  open var recordZonesToSave: [CKRecordZone]?
  /// The zones to delete.
  open var recordZoneIDsToDelete: [CKRecordZone.ID]?
  /// Told when the operation ends.
  open var modifyRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
  /// Told when the operation ends, the older way.
  open var modifyRecordZonesCompletionBlock: (([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?

  public override init() { super.init() }

  /// An operation saving `recordZonesToSave` and deleting `recordZoneIDsToDelete`.
  public convenience init(recordZonesToSave: [CKRecordZone]?, recordZoneIDsToDelete: [CKRecordZone.ID]?) {
    self.init()
    self.recordZonesToSave = recordZonesToSave
    self.recordZoneIDsToDelete = recordZoneIDsToDelete
  }

  override func fail(_ error: CKError) {
    modifyRecordZonesResultBlock?(.failure(error))
    modifyRecordZonesCompletionBlock?(nil, nil, error)
  }
}

/// Saves and deletes subscriptions, as CloudKit's `CKModifySubscriptionsOperation`. Fails here.
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
  /// The subscriptions to save.
  open var subscriptionsToSave: [CKSubscription]?
  /// The subscriptions to delete.
  open var subscriptionIDsToDelete: [CKSubscription.ID]?
  /// Told when the operation ends.
  open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
  /// Told when the operation ends, the older way.
  open var modifySubscriptionsCompletionBlock:
    (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?

  public override init() { super.init() }

  /// An operation saving `subscriptionsToSave` and deleting `subscriptionIDsToDelete`.
  public convenience init(
    subscriptionsToSave: [CKSubscription]?, subscriptionIDsToDelete: [CKSubscription.ID]?
  ) {
    self.init()
    self.subscriptionsToSave = subscriptionsToSave
    self.subscriptionIDsToDelete = subscriptionIDsToDelete
  }

  override func fail(_ error: CKError) {
    modifySubscriptionsResultBlock?(.failure(error))
    modifySubscriptionsCompletionBlock?(nil, nil, error)
  }
}

/// Accepts shares, as CloudKit's `CKAcceptSharesOperation`. Fails here.
open class CKAcceptSharesOperation: CKOperation, @unchecked Sendable {
  /// The shares to accept.
  open var shareMetadatas: [CKShare.Metadata]?
  /// Told of each share.
  open var perShareResultBlock: ((CKShare.Metadata, Result<CKShare, any Error>) -> Void)?
  /// Told when the operation ends.
  open var acceptSharesResultBlock: ((Result<Void, any Error>) -> Void)?
  /// Told when the operation ends, the older way.
  open var acceptSharesCompletionBlock: (((any Error)?) -> Void)?

  public override init() { super.init() }

  /// An operation accepting `shareMetadatas`.
  public convenience init(shareMetadatas: [CKShare.Metadata]) {
    self.init()
    self.shareMetadatas = shareMetadatas
  }

  override func fail(_ error: CKError) {
    for metadata in shareMetadatas ?? [] { perShareResultBlock?(metadata, .failure(error)) }
    acceptSharesResultBlock?(.failure(error))
    acceptSharesCompletionBlock?(error)
  }
}
