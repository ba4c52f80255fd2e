import CloudKit
import Foundation
import Testing

/// CKSyncEngine signed out: its state is real and saved, every change of it is told to the
/// delegate, and nothing is sent or fetched.
@Suite struct SyncEngineTests {
  final class Store: CKSyncEngineDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [CKSyncEngine.State.Serialization] = []
    var serializations: [CKSyncEngine.State.Serialization] { lock.withLock { saved } }

    func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async {
      if case .stateUpdate(let update) = event { lock.withLock { saved.append(update.stateSerialization) } }
    }

    func nextRecordZoneChangeBatch(_ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine) async
      -> CKSyncEngine.RecordZoneChangeBatch?
    {
      nil
    }
  }

  @Test func pendingChangesAreKeptToldAndRestoredButNeverSent() async throws {
    let store = Store()
    let database = CKContainer.default().privateCloudDatabase
    let engine = CKSyncEngine(.init(database: database, stateSerialization: nil, delegate: store))
    let zone = CKRecordZone.ID(zoneName: "Contacts")
    let ana = CKRecord.ID(recordName: "ana", zoneID: zone)
    let bo = CKRecord.ID(recordName: "bo", zoneID: zone)
    engine.state.add(pendingRecordZoneChanges: [.saveRecord(ana), .saveRecord(bo), .saveRecord(ana)])
    engine.state.add(pendingRecordZoneChanges: [.deleteRecord(bo)])
    engine.state.remove(pendingRecordZoneChanges: [.saveRecord(bo)])
    #expect(engine.state.pendingRecordZoneChanges == [.saveRecord(ana), .deleteRecord(bo)])
    await #expect(throws: CKError(.notAuthenticated)) { try await engine.sendChanges() }
    await #expect(throws: CKError(.notAuthenticated)) { try await engine.fetchChanges() }
    // The delegate hears of each change of the state; the last serialization brings it back.
    for _ in 0..<200 where store.serializations.count < 3 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(store.serializations.count == 3)
    let latest = CKSyncEngine(
      .init(database: database, stateSerialization: store.serializations.last, delegate: store))
    #expect(latest.state.pendingRecordZoneChanges == [.saveRecord(ana), .deleteRecord(bo)])
    let batch = await CKSyncEngine.RecordZoneChangeBatch(
      pendingChanges: latest.state.pendingRecordZoneChanges
    ) {
      CKRecord(recordType: "Contact", recordID: $0)
    }
    #expect(batch?.recordsToSave.map(\.recordID) == [ana] && batch?.recordIDsToDelete == [bo])
  }
}
