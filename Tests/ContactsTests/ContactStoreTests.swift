import Contacts
import Foundation
import Testing

/// The address book as an app reads it: access asked and granted, then a fresh simulator's six
/// sample people, fetched with the keys and order asked, found by name, changed by save
/// requests; names and addresses written as iOS writes them.
@Suite(.serialized) struct ContactStoreTests {
  let keys: [CNKeyDescriptor] = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey]

  func names(_ store: CNContactStore, order: CNContactSortOrder = .givenName) throws -> [String] {
    let request = CNContactFetchRequest(keysToFetch: keys)
    request.sortOrder = order
    var names: [String] = []
    try store.enumerateContacts(with: request) { contact, _ in
      names.append(CNContactFormatter.string(from: contact, style: .fullName) ?? "")
    }
    return names
  }

  @Test func theSimulatorsSamplePeopleAreThereOnceAccessIsGranted() async throws {
    let store = CNContactStore()
    if CNContactStore.authorizationStatus(for: .contacts) == .notDetermined {
      #expect(throws: CNError.self) { try names(store) }
    }
    #expect(try await store.requestAccess(for: .contacts))
    #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
    let people = try names(store)
    #expect(
      people.prefix(6).sorted() == [
        "Anna Haro", "Daniel Higgins Jr.", "David Taylor", "Hank M. Zakroff", "John Appleseed", "Kate Bell",
      ])
    #expect(try names(store, order: .familyName).first == "John Appleseed")
    let kate = try #require(
      try store.unifiedContacts(
        matching: CNContact.predicateForContacts(matchingName: "kat"), keysToFetch: keys
      ).first)
    #expect(kate.phoneNumbers.first?.value.stringValue == "(555) 564-8583")
    #expect(
      CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: kate.phoneNumbers[0].label ?? "") == "mobile")
    let address = try #require(kate.postalAddresses.first?.value)
    #expect(
      CNPostalAddressFormatter.string(from: address, style: .mailingAddress)
        == "165 Davis Street\nHillsborough CA 94010\nUSA")
  }

  @Test func aSaveRequestAddsUpdatesAndDeletesTogether() async throws {
    let store = CNContactStore()
    _ = try await store.requestAccess(for: .contacts)
    let ada = CNMutableContact()
    ada.givenName = "Ada"
    ada.familyName = "Lovelace"
    ada.phoneNumbers = [
      CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555-0100"))
    ]
    let add = CNSaveRequest()
    add.add(ada, toContainerWithIdentifier: nil)
    try store.execute(add)
    let found = try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: keys)
    #expect(found.familyName == "Lovelace")
    let changed = found.mutableCopy()
    changed.familyName = "King"
    let update = CNSaveRequest()
    update.update(changed)
    try store.execute(update)
    #expect(try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: keys).familyName == "King")
    // Adding again fails, and nothing of the failed request is applied.
    let twice = CNSaveRequest()
    twice.delete(changed)
    twice.add(ada, toContainerWithIdentifier: nil)
    twice.add(ada, toContainerWithIdentifier: nil)
    #expect(throws: CNError.self) { try store.execute(twice) }
    #expect(try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: keys).familyName == "King")
    let delete = CNSaveRequest()
    delete.delete(changed)
    try store.execute(delete)
    #expect(throws: CNError.self) {
      try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: keys)
    }
  }
}
