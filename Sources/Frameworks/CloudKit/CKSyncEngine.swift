import Foundation

/// Keeps an app's records in step with a database, as CloudKit's `CKSyncEngine` (iOS 17): the app
/// tells its state which changes are pending, and the engine sends them and fetches the
/// server's, telling its delegate of each step. Signed out of iCloud here: the state is real
/// (pending changes are added, removed and listed, and each change of the state is told to the
/// delegate as a `stateUpdate` event with its serialization), but nothing is ever sent or
/// fetched: `fetchChanges()` and `sendChanges()` throw `CKError.notAuthenticated`.
public final class CKSyncEngine: @unchecked Sendable {
  /// The database it keeps in step with.
  public let database: CKDatabase
  /// What it has to send.
  public let state: State
  private weak var delegate: (any CKSyncEngineDelegate)?

  /// An engine with `configuration`.
  public init(_ configuration: Configuration) {
    database = configuration.database
    delegate = configuration.delegate
    state = State(configuration.stateSerialization)
    state.engine = self
  }

  /// Fetches the server's changes.
  /// - Throws: `CKError.notAuthenticated`, as no one is signed in.
  public func fetchChanges(_ options: FetchChangesOptions = FetchChangesOptions()) async throws {
    throw CKError(.notAuthenticated)
  }

  /// Sends the pending changes.
  /// - Throws: `CKError.notAuthenticated`, as no one is signed in.
  public func sendChanges(_ options: SendChangesOptions = SendChangesOptions()) async throws {
    throw CKError(.notAuthenticated)
  }

  /// Cancels what it is doing (nothing here).
  public func cancelOperations() async {}

  private let eventLock = NSLock()
  /// The delivery of the last event told: each waits for the one before, so the delegate hears
  /// them in order.
  private var lastDelivery: Task<Void, Never>?

  /// Tells the delegate the state changed.
  fileprivate func stateDidChange() {
    guard let delegate else { return }
    let event = Event.stateUpdate(Event.StateUpdate(stateSerialization: state.serialization()))
    eventLock.withLock {
      let previous = lastDelivery
      lastDelivery = Task {
        await previous?.value
        await delegate.handleEvent(event, syncEngine: self)
      }
    }
  }

  /// How an engine is made.
  public struct Configuration: @unchecked Sendable {
    /// The database.
    public var database: CKDatabase
    /// The state it had, as the app saved it from a `stateUpdate` event.
    public var stateSerialization: State.Serialization?
    /// Told of every event.
    public var delegate: any CKSyncEngineDelegate
    /// Whether it syncs by itself.
    public var automaticallySync = true
    /// The subscription it uses.
    public var subscriptionID: CKSubscription.ID?

    /// A configuration.
    public init(
      database: CKDatabase, stateSerialization: State.Serialization?, delegate: any CKSyncEngineDelegate
    ) {
      self.database = database
      self.stateSerialization = stateSerialization
      self.delegate = delegate
    }
  }

  /// What an engine has to send, and what it knows of the server.
  public final class State: @unchecked Sendable {
    private let lock = NSLock()
    private var recordChanges: [PendingRecordZoneChange] = []
    private var databaseChanges: [PendingDatabaseChange] = []
    fileprivate weak var engine: CKSyncEngine?

    init(_ serialization: Serialization?) {
      guard let serialization,
        let saved = try? JSONDecoder().decode(Saved.self, from: serialization.data)
      else { return }
      recordChanges = saved.records.map { change in
        let id = CKRecord.ID(
          recordName: change.name, zoneID: CKRecordZone.ID(zoneName: change.zone, ownerName: change.owner))
        return change.delete ? .deleteRecord(id) : .saveRecord(id)
      }
    }

    /// The record changes to send, in the order added.
    public var pendingRecordZoneChanges: [PendingRecordZoneChange] { lock.withLock { recordChanges } }
    /// The zone changes to send, in the order added.
    public var pendingDatabaseChanges: [PendingDatabaseChange] { lock.withLock { databaseChanges } }
    /// Whether the app has changes it has not told the state of.
    public var hasPendingUntrackedChanges = false
    /// The zones whose server changes are not fetched (none known here).
    public var zoneIDsWithUnfetchedServerChanges: [CKRecordZone.ID] { [] }

    /// Adds record changes to send (each once).
    public func add(pendingRecordZoneChanges changes: [PendingRecordZoneChange]) {
      lock.withLock {
        for change in changes where !recordChanges.contains(change) { recordChanges.append(change) }
      }
      engine?.stateDidChange()
    }
    /// Removes record changes.
    public func remove(pendingRecordZoneChanges changes: [PendingRecordZoneChange]) {
      lock.withLock { recordChanges.removeAll { changes.contains($0) } }
      engine?.stateDidChange()
    }
    /// Adds zone changes to send (each once).
    public func add(pendingDatabaseChanges changes: [PendingDatabaseChange]) {
      lock.withLock {
        for change in changes where !databaseChanges.contains(change) { databaseChanges.append(change) }
      }
      engine?.stateDidChange()
    }
    /// Removes zone changes.
    public func remove(pendingDatabaseChanges changes: [PendingDatabaseChange]) {
      lock.withLock { databaseChanges.removeAll { changes.contains($0) } }
      engine?.stateDidChange()
    }

    /// The state as data the app saves and gives back at the next launch.
    func serialization() -> Serialization {
      let records = pendingRecordZoneChanges.map { change -> Saved.Record in
        switch change {
        case .saveRecord(let id):
          Saved.Record(
            name: id.recordName, zone: id.zoneID.zoneName, owner: id.zoneID.ownerName, delete: false)
        case .deleteRecord(let id):
          Saved.Record(
            name: id.recordName, zone: id.zoneID.zoneName, owner: id.zoneID.ownerName, delete: true)
        }
      }
      return Serialization(data: (try? JSONEncoder().encode(Saved(records: records))) ?? Data())
    }

    /// What a serialization holds: the pending record changes.
    private struct Saved: Codable {
      struct Record: Codable {
        let name: String
        let zone: String
        let owner: String
        let delete: Bool
      }
      let records: [Record]
    }

    /// A state saved as data.
    public struct Serialization: Codable, Hashable, Sendable {
      let data: Data
    }
  }

  /// A change to a record to send.
  public enum PendingRecordZoneChange: Hashable, Sendable {
    /// Save the record.
    case saveRecord(CKRecord.ID)
    /// Delete the record.
    case deleteRecord(CKRecord.ID)
  }

  /// A change to a zone to send.
  public enum PendingDatabaseChange: Hashable, Sendable {
    /// Save the zone.
    case saveZone(CKRecordZone)
    /// Delete the zone.
    case deleteZone(CKRecordZone.ID)
  }

  /// Why a sync runs.
  public enum SyncReason: Sendable {
    /// The engine chose to.
    case scheduled
    /// The app asked.
    case manual
  }

  /// What to fetch.
  public struct FetchChangesOptions: @unchecked Sendable {
    /// The zones to fetch.
    public var scope: Scope
    /// Options fetching the zones `scope` holds (all by default).
    public init(scope: Scope = .all) { self.scope = scope }

    /// Which zones.
    public enum Scope: Hashable, @unchecked Sendable {
      /// Every zone.
      case all
      /// These zones.
      case zoneIDs([CKRecordZone.ID])
      /// Every zone but these.
      case allExcluding([CKRecordZone.ID])

      /// Whether `zoneID` is in scope.
      public func contains(_ zoneID: CKRecordZone.ID) -> Bool {
        switch self {
        case .all: true
        case .zoneIDs(let zones): zones.contains(zoneID)
        case .allExcluding(let zones): !zones.contains(zoneID)
        }
      }
    }
  }

  /// What to send.
  public struct SendChangesOptions: @unchecked Sendable {
    /// The changes to send.
    public var scope: Scope
    /// Options sending the changes `scope` holds (all by default).
    public init(scope: Scope = .all) { self.scope = scope }

    /// Which changes.
    public enum Scope: Hashable, @unchecked Sendable {
      /// Every change.
      case all
      /// The changes in these zones.
      case zoneIDs([CKRecordZone.ID])
      /// The changes in every zone but these.
      case allExcluding([CKRecordZone.ID])
      /// The changes to these records.
      case recordIDs([CKRecord.ID])

      /// Whether a change to the record `recordID` is in scope.
      public func contains(_ recordID: CKRecord.ID) -> Bool {
        switch self {
        case .all: true
        case .zoneIDs(let zones): zones.contains(recordID.zoneID)
        case .allExcluding(let zones): !zones.contains(recordID.zoneID)
        case .recordIDs(let records): records.contains(recordID)
        }
      }

      /// Whether `pendingChange` is in scope.
      public func contains(_ pendingChange: PendingRecordZoneChange) -> Bool {
        switch pendingChange {
        case .saveRecord(let id), .deleteRecord(let id): contains(id)
        }
      }
    }
  }

  /// What the delegate is asked to send changes for.
  public struct SendChangesContext: Sendable {
    /// Why.
    public let reason: SyncReason
    /// With which options.
    public let options: SendChangesOptions
  }

  /// The records of one send.
  public struct RecordZoneChangeBatch: @unchecked Sendable {
    /// The records to save.
    public var recordsToSave: [CKRecord]
    /// The records to delete.
    public var recordIDsToDelete: [CKRecord.ID]
    /// Whether each zone's changes are saved all or none.
    public var atomicByZone: Bool

    /// A batch of `recordsToSave` and `recordIDsToDelete`.
    public init(recordsToSave: [CKRecord], recordIDsToDelete: [CKRecord.ID], atomicByZone: Bool = false) {
      self.recordsToSave = recordsToSave
      self.recordIDsToDelete = recordIDsToDelete
      self.atomicByZone = atomicByZone
    }

    /// A batch of `pendingChanges`, each record to save made by `recordProvider` (a record it
    /// cannot make is left out); nil when nothing is left to send.
    public init?(
      pendingChanges: [PendingRecordZoneChange], recordProvider: @Sendable (CKRecord.ID) async -> CKRecord?
    ) async {
      var saves: [CKRecord] = []
      var deletes: [CKRecord.ID] = []
      for change in pendingChanges {
        switch change {
        case .saveRecord(let id): if let record = await recordProvider(id) { saves.append(record) }
        case .deleteRecord(let id): deletes.append(id)
        }
      }
      guard !saves.isEmpty || !deletes.isEmpty else { return nil }
      self.init(recordsToSave: saves, recordIDsToDelete: deletes)
    }
  }

  /// What an engine tells its delegate.
  public enum Event: @unchecked Sendable {
    case stateUpdate(StateUpdate)
    case accountChange(AccountChange)
    case fetchedDatabaseChanges(FetchedDatabaseChanges)
    case fetchedRecordZoneChanges(FetchedRecordZoneChanges)
    case sentDatabaseChanges(SentDatabaseChanges)
    case sentRecordZoneChanges(SentRecordZoneChanges)
    case willFetchChanges(WillFetchChanges)
    case willFetchRecordZoneChanges(WillFetchRecordZoneChanges)
    case didFetchRecordZoneChanges(DidFetchRecordZoneChanges)
    case didFetchChanges(DidFetchChanges)
    case willSendChanges(WillSendChanges)
    case didSendChanges(DidSendChanges)

    /// The state changed: the app saves its serialization.
    public struct StateUpdate: Sendable {
      public let stateSerialization: State.Serialization
    }
    /// The account changed (never here: no one signs in).
    public struct AccountChange: @unchecked Sendable {
      public let changeType: ChangeType
      /// How the account changed.
      public enum ChangeType: @unchecked Sendable {
        case signIn(currentUser: CKRecord.ID)
        case signOut(previousUser: CKRecord.ID)
        case switchAccounts(previousUser: CKRecord.ID, currentUser: CKRecord.ID)
      }
    }
    /// Zones changed on the server.
    public struct FetchedDatabaseChanges: @unchecked Sendable {
      public let modifications: [Modification]
      public let deletions: [Deletion]
      /// A zone changed.
      public struct Modification: @unchecked Sendable { public let zoneID: CKRecordZone.ID }
      /// A zone deleted.
      public struct Deletion: @unchecked Sendable {
        public let zoneID: CKRecordZone.ID
        public let reason: Reason
        /// Why it was deleted.
        public enum Reason: Sendable { case deleted, purged, encryptedDataReset }
      }
    }
    /// Records changed on the server.
    public struct FetchedRecordZoneChanges: @unchecked Sendable {
      public let modifications: [CKDatabase.RecordZoneChange.Modification]
      public let deletions: [CKDatabase.RecordZoneChange.Deletion]
    }
    /// Zones sent.
    public struct SentDatabaseChanges: @unchecked Sendable {
      public let savedZones: [CKRecordZone]
      public let failedZoneSaves: [(zone: CKRecordZone, error: CKError)]
      public let deletedZoneIDs: [CKRecordZone.ID]
      public let failedZoneDeletes: [CKRecordZone.ID: CKError]
    }
    /// Records sent.
    public struct SentRecordZoneChanges: @unchecked Sendable {
      public let savedRecords: [CKRecord]
      public let failedRecordSaves: [FailedRecordSave]
      public let deletedRecordIDs: [CKRecord.ID]
      public let failedRecordDeletes: [CKRecord.ID: CKError]
      /// A record the server did not save.
      public struct FailedRecordSave: @unchecked Sendable {
        public let record: CKRecord
        public let error: CKError
      }
    }
    /// A fetch begins.
    public struct WillFetchChanges: Sendable {}
    /// A zone's fetch begins.
    public struct WillFetchRecordZoneChanges: @unchecked Sendable { public let zoneID: CKRecordZone.ID }
    /// A zone's fetch ended.
    public struct DidFetchRecordZoneChanges: @unchecked Sendable {
      public let zoneID: CKRecordZone.ID
      public let error: CKError?
    }
    /// A fetch ended.
    public struct DidFetchChanges: Sendable {}
    /// A send begins.
    public struct WillSendChanges: Sendable { public let context: SendChangesContext }
    /// A send ended.
    public struct DidSendChanges: Sendable { public let context: SendChangesContext }
  }
}

/// What a sync engine tells its app, and asks it for.
public protocol CKSyncEngineDelegate: AnyObject, Sendable {
  /// Handles one of the engine's events.
  func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async
  /// The next records to send, or nil when there are none.
  func nextRecordZoneChangeBatch(_ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine) async
    -> CKSyncEngine.RecordZoneChangeBatch?
}
