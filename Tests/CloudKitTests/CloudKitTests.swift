import CloudKit
import Foundation
import Testing

/// CloudKit as an iPhone simulator signed out of iCloud has it: records, zones, references,
/// queries and shares are real values; the account is missing, so every request fails as it
/// fails for someone signed out, and a view model that loads records reaches its signed-out state.
@Suite struct CloudKitTests {
  @Test func aRecordKeepsItsFieldsAndIdentity() {
    let zone = CKRecordZone(zoneName: "Orders")
    let pizza = CKRecord(
      recordType: "Pizza", recordID: CKRecord.ID(recordName: "margherita", zoneID: zone.zoneID))
    pizza["name"] = "Margherita"
    pizza["price"] = 9.5
    pizza["toppings"] = ["basil", "mozzarella"]
    pizza["bakedAt"] = Date(timeIntervalSince1970: 0)
    #expect(pizza["name"] as? String == "Margherita")
    let price: Double? = pizza["price"]
    #expect(price == 9.5)
    #expect(pizza["toppings"] as? [String] == ["basil", "mozzarella"])
    #expect(pizza.allKeys() == ["bakedAt", "name", "price", "toppings"])
    #expect(pizza.changedKeys() == ["name", "price", "toppings", "bakedAt"])
    pizza["price"] = nil
    #expect(pizza.allKeys() == ["bakedAt", "name", "toppings"])
    #expect(
      pizza.recordID == CKRecord.ID(recordName: "margherita", zoneID: CKRecordZone.ID(zoneName: "Orders")))
    #expect(pizza.recordID != CKRecord.ID(recordName: "margherita"), "another zone, another record")
    #expect(pizza.creationDate == nil && pizza.recordChangeTag == nil, "never saved")
    let unnamed = CKRecord.ID(zoneID: zone.zoneID)
    #expect(
      unnamed.zoneID == zone.zoneID && unnamed != CKRecord.ID(zoneID: zone.zoneID), "a new unique name each")
    let copy = pizza.copy() as! CKRecord
    copy["name"] = "Diavola"
    #expect(pizza["name"] as? String == "Margherita" && copy.recordID == pizza.recordID)
  }

  @Test func aRecordsSystemFieldsAreArchivedAndRead() throws {
    let record = CKRecord(
      recordType: "Contact",
      recordID: CKRecord.ID(recordName: "ana", zoneID: CKRecordZone.ID(zoneName: "Contacts")))
    record["name"] = "Ana"
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    record.encodeSystemFields(with: archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = true
    let read = try #require(CKRecord(coder: unarchiver))
    #expect(read.recordID == record.recordID && read.recordType == "Contact")
    #expect(read.allKeys().isEmpty, "system fields only")
  }

  @Test func aSendsScopeHoldsTheChangesOfItsZonesOrRecords() {
    let contacts = CKRecordZone.ID(zoneName: "Contacts")
    let ana = CKRecord.ID(recordName: "ana", zoneID: contacts)
    let other = CKRecord.ID(recordName: "x")
    typealias Scope = CKSyncEngine.SendChangesOptions.Scope
    #expect(Scope.all.contains(.saveRecord(other)))
    #expect(
      Scope.zoneIDs([contacts]).contains(.deleteRecord(ana)) && !Scope.zoneIDs([contacts]).contains(other))
    #expect(!Scope.allExcluding([contacts]).contains(ana) && Scope.recordIDs([ana]).contains(ana))
    #expect(CKSyncEngine.FetchChangesOptions(scope: .zoneIDs([contacts])).scope.contains(contacts))
  }

  @Test func referencesPointAtRecordsAndSharesAtTheirRoot() {
    let order = CKRecord(recordType: "Order")
    let line = CKRecord(recordType: "Line")
    line["order"] = CKRecord.Reference(record: order, action: .deleteSelf)
    line.setParent(order)
    #expect((line["order"] as? CKRecord.Reference)?.recordID == order.recordID)
    #expect(line.parent?.recordID == order.recordID && line.parent?.action == CKRecord.Reference.Action.none)
    let share = CKShare(rootRecord: order)
    share[CKShare.SystemFieldKey.title] = "Friday's order"
    #expect(order.share?.recordID == share.recordID)
    #expect(share.recordType == "cloudkit.share" && share.owner.role == .owner)
    #expect(share[CKShare.SystemFieldKey.title] as? String == "Friday's order")
  }

  @Test func theAccountIsSignedOutAndRequestsFailAsForSomeoneSignedOut() async throws {
    let container = CKContainer.default()
    #expect(try await container.accountStatus() == .noAccount)
    await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }
    let record = CKRecord(recordType: "Pizza")
    do {
      try await container.privateCloudDatabase.save(record)
      Issue.record("a save succeeded without an account")
    } catch CKError.notAuthenticated {
      // As an app catches it.
    }
    do {
      _ = try await container.privateCloudDatabase.record(for: CKRecord.ID())
    } catch let error as CKError {
      #expect(
        error.userInfo[NSLocalizedDescriptionKey] as? String
          == "No iCloud account is signed in on this device.")
      #expect(error.localizedDescription == "No iCloud account is signed in on this device.")
    }
    let query = CKQuery(recordType: "Pizza", predicate: NSPredicate(value: true))
    await #expect(throws: CKError(.networkUnavailable)) {
      _ = try await container.publicCloudDatabase.records(matching: query)
    }
    await #expect(throws: CKError(.notAuthenticated)) {
      _ = try await container.sharedCloudDatabase.allRecordZones()
    }
    let status: CKAccountStatus = await withCheckedContinuation { continuation in
      container.accountStatus { status, _ in continuation.resume(returning: status) }
    }
    #expect(status == .noAccount)
    let server = CKRecord(recordType: "Pizza")
    let changed = CKError(.serverRecordChanged, userInfo: [CKRecordChangedErrorServerRecordKey: server])
    #expect(changed.serverRecord === server && changed.clientRecord == nil)
  }

  @Test func anOperationTellsEachItsBlocksTheFailure() async throws {
    let records = [CKRecord(recordType: "Pizza"), CKRecord(recordType: "Pizza")]
    let operation = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: nil)
    let told = Told()
    operation.perRecordSaveBlock = { id, result in
      if case .failure = result { told.add("save \(id.recordName)") }
    }
    let ended: (any Error)? = await withCheckedContinuation { continuation in
      operation.modifyRecordsResultBlock = { result in
        if case .failure(let error) = result {
          continuation.resume(returning: error)
        } else {
          continuation.resume(returning: nil)
        }
      }
      CKContainer.default().privateCloudDatabase.add(operation)
    }
    #expect((ended as? CKError)?.code == .notAuthenticated)
    #expect(told.items.count == 2)
  }

  @Test func aCloudKitPushIsReadFromItsPayloadAndOthersAreNot() {
    let push = CKNotification(fromRemoteNotificationDictionary: [
      "ck": ["qry": ["sid": "new-orders"], "cid": "iCloud.pizza"]
    ])
    #expect(push?.notificationType == .query && push?.subscriptionID == "new-orders")
    #expect(push?.containerIdentifier == "iCloud.pizza")
    #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": ["alert": "Hi"]]) == nil)
    let subscription = CKQuerySubscription(
      recordType: "Order", predicate: NSPredicate(value: true), subscriptionID: "new-orders",
      options: [.firesOnRecordCreation])
    subscription.notificationInfo = CKSubscription.NotificationInfo(
      alertBody: "A new order", shouldBadge: true)
    #expect(subscription.subscriptionType == .query && subscription.notificationInfo?.shouldBadge == true)
  }
}

/// What blocks were told, from whatever queue.
final class Told: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func add(_ item: String) { lock.withLock { list.append(item) } }
  var items: [String] { lock.withLock { list } }
}
