import Foundation

/// A database of a container, as CloudKit's `CKDatabase`: the user's private one, the app's
/// public one, or the one of records shared with the user. Every request fails as it does for
/// someone signed out of iCloud: the private and shared databases with
/// `CKError.notAuthenticated`, the public one (out of reach without a network) with
/// `CKError.networkUnavailable`.
open class CKDatabase: NSObject, @unchecked Sendable {
  /// Which database it is.
  public let databaseScope: Scope
  /// Its container.
  public unowned let container: CKContainer

  init(container: CKContainer, scope: Scope) {
    self.container = container
    databaseScope = scope
  }

  /// What every request to it fails with.
  var failure: CKError { CKError(databaseScope == .public ? .networkUnavailable : .notAuthenticated) }

  /// Which database of a container.
  public enum Scope: Int, Sendable {
    case `public` = 1, `private` = 2, shared = 3
  }

  // MARK: Records

  /// The record `recordID`.
  open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw failure }

  /// The records `ids`, each with its result.
  open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws
    -> [CKRecord.ID: Result<CKRecord, any Error>]
  { throw failure }

  /// The records `query` matches.
  open func records(
    matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
    desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults
  ) async throws -> (
    matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?
  ) {
    throw failure
  }

  /// The records after `queryCursor`.
  open func records(
    continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults
  ) async throws -> (
    matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?
  ) {
    throw failure
  }

  /// Saves `record`.
  @discardableResult open func save(_ record: CKRecord) async throws -> CKRecord { throw failure }

  /// Deletes the record `recordID`.
  @discardableResult open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID {
    throw failure
  }

  /// Saves and deletes records.
  @discardableResult open func modifyRecords(
    saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
    savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
  ) async throws -> (
    saveResults: [CKRecord.ID: Result<CKRecord, any Error>],
    deleteResults: [CKRecord.ID: Result<Void, any Error>]
  ) {
    throw failure
  }

  /// Says the record `recordID`.
  open func fetch(
    withRecordID recordID: CKRecord.ID,
    completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Saves `record` and says the result.
  open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void)
  {
    fail { completionHandler(nil, $0) }
  }

  /// Deletes the record `recordID` and says the result.
  open func delete(
    withRecordID recordID: CKRecord.ID,
    completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Says the records `query` matches.
  open func perform(
    _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
    completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Says the records `query` matches, each with its result.
  open func fetch(
    withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
    desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults,
    completionHandler:
      @escaping @Sendable (
        Result<
          (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?),
          any Error
        >
      ) -> Void
  ) {
    fail { completionHandler(.failure($0)) }
  }

  // MARK: Zones

  /// The zone `zoneID`.
  open func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw failure }

  /// Every zone of the database.
  open func allRecordZones() async throws -> [CKRecordZone] { throw failure }

  /// Saves `zone`.
  @discardableResult open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw failure }

  /// Deletes the zone `zoneID`.
  @discardableResult open func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws
    -> CKRecordZone.ID
  {
    throw failure
  }

  /// Saves and deletes zones.
  @discardableResult open func modifyRecordZones(
    saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID]
  )
    async throws -> (
      saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>],
      deleteResults: [CKRecordZone.ID: Result<Void, any Error>]
    )
  {
    throw failure
  }

  /// Says every zone of the database.
  open func fetchAllRecordZones(
    completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Saves `zone` and says the result.
  open func save(
    _ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// The changes to the zone `zoneID` since `changeToken`.
  open func recordZoneChanges(
    inZoneWith zoneID: CKRecordZone.ID, since changeToken: CKServerChangeToken?,
    desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int? = nil
  ) async throws -> (
    modificationResultsByID: [CKRecord.ID: Result<RecordZoneChange.Modification, any Error>],
    deletions: [RecordZoneChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool
  ) {
    throw failure
  }

  /// The zones changed since `changeToken`.
  open func databaseChanges(since changeToken: CKServerChangeToken?, resultsLimit: Int? = nil) async throws
    -> (
      modifications: [DatabaseChange.Modification], deletions: [DatabaseChange.Deletion],
      changeToken: CKServerChangeToken, moreComing: Bool
    )
  {
    throw failure
  }

  /// A change to a zone's records.
  public enum RecordZoneChange {
    /// A record saved.
    public struct Modification: Sendable {
      public let record: CKRecord
    }
    /// A record deleted.
    public struct Deletion: Sendable {
      public let recordID: CKRecord.ID
      public let recordType: CKRecord.RecordType
    }
  }

  /// A change to a database's zones.
  public enum DatabaseChange {
    /// A zone changed.
    public struct Modification: Sendable {
      public let zoneID: CKRecordZone.ID
    }
    /// A zone deleted.
    public struct Deletion: Sendable {
      public let zoneID: CKRecordZone.ID
    }
  }

  // MARK: Subscriptions

  /// Saves `subscription`.
  @discardableResult open func save(_ subscription: CKSubscription) async throws -> CKSubscription {
    throw failure
  }

  /// The subscription `subscriptionID`.
  open func subscription(for subscriptionID: CKSubscription.ID) async throws -> CKSubscription {
    throw failure
  }

  /// Every subscription of the database.
  open func allSubscriptions() async throws -> [CKSubscription] { throw failure }

  /// Deletes the subscription `subscriptionID`.
  @discardableResult open func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws
    -> CKSubscription.ID
  { throw failure }

  /// Saves `subscription` and says the result.
  open func save(
    _ subscription: CKSubscription,
    completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Says every subscription of the database.
  open func fetchAllSubscriptions(
    completionHandler: @escaping @Sendable ([CKSubscription]?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  // MARK: Operations

  /// Runs `operation` against this database.
  open func add(_ operation: CKDatabaseOperation) {
    operation.database = self
    operation.container = container
    CKOperation.queue.addOperation(operation)
  }

  /// Calls `handler` with the failure, later, as the service answers.
  private func fail(_ handler: @escaping @Sendable (CKError) -> Void) {
    let failure = self.failure
    DispatchQueue.global().async { handler(failure) }
  }
}
