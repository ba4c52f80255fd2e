import Foundation

/// What to fetch, as Contacts' `CNContactFetchRequest`.
public final class CNContactFetchRequest: @unchecked Sendable {
  /// The keys asked for.
  public var keysToFetch: [CNKeyDescriptor]
  /// Which contacts (all when nil).
  public var predicate: NSPredicate?
  /// Their order.
  public var sortOrder: CNContactSortOrder = .none
  /// Whether linked contacts come as one.
  public var unifyResults = true
  /// Whether mutable contacts are given.
  public var mutableObjects = false

  /// A request for `keysToFetch` of every contact.
  public init(keysToFetch: [CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// Changes to save together, as Contacts' `CNSaveRequest`.
public final class CNSaveRequest: @unchecked Sendable {
  enum Change {
    case add(CNMutableContact)
    case update(CNMutableContact)
    case delete(CNMutableContact)
  }
  var changes: [Change] = []
  public init() {}
  /// Adds `contact`.
  public func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
    changes.append(.add(contact))
  }
  /// Saves the changes made to `contact`.
  public func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }
  /// Deletes `contact`.
  public func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
}

/// An error of the contact store, as Contacts' `CNError`.
public struct CNError: Error, Sendable, CustomStringConvertible {
  /// Contacts' codes used here.
  public enum Code: Int, Sendable {
    case authorizationDenied = 100
    case recordDoesNotExist = 200
    case insertedRecordAlreadyExists = 201
  }
  /// The code.
  public let code: Code
  /// What went wrong, and what to do.
  public let description: String
}

/// The address book, as Contacts' `CNContactStore`: every store of the process reads and writes
/// one book, which starts with a fresh simulator's six sample contacts.
public final class CNContactStore: @unchecked Sendable {
  final class Book: @unchecked Sendable {
    let lock = NSLock()
    var contacts: [CNContact] = SampleContacts.all
    var access: CNAuthorizationStatus = .notDetermined
  }
  static let book = Book()

  public init() {}

  /// Whether the app may read the contacts: not determined until it asks.
  public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
    book.lock.withLock { book.access }
  }

  private func grant() -> Bool {
    Self.book.lock.withLock {
      if Self.book.access == .notDetermined { Self.book.access = .authorized }
      return Self.book.access == .authorized || Self.book.access == .limited
    }
  }

  /// Asks for access: granted.
  public func requestAccess(for entityType: CNEntityType) async throws -> Bool { grant() }

  /// Asks for access: granted, told to `completionHandler` at once.
  public func requestAccess(
    for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    completionHandler(grant(), nil)
  }

  /// The container new contacts go to.
  public func defaultContainerIdentifier() -> String { "local" }

  private func readable() throws -> [CNContact] {
    try Self.book.lock.withLock {
      guard Self.book.access == .authorized || Self.book.access == .limited else {
        throw CNError(
          code: .authorizationDenied,
          description: "Access to the contacts was not granted: ask with requestAccess(for:) first.")
      }
      return Self.book.contacts
    }
  }

  private static func sorted(_ contacts: [CNContact], _ order: CNContactSortOrder) -> [CNContact] {
    switch order {
    case .none: contacts
    case .familyName, .userDefault:
      contacts.sorted { ($0.familyName, $0.givenName) < ($1.familyName, $1.givenName) }
    case .givenName: contacts.sorted { ($0.givenName, $0.familyName) < ($1.givenName, $1.familyName) }
    }
  }

  /// Calls `block` with each contact the request matches, until it sets its flag. Throws
  /// `CNError.authorizationDenied` before access is granted.
  public func enumerateContacts(
    with fetchRequest: CNContactFetchRequest,
    usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
  ) throws {
    let matching = try readable().filter { fetchRequest.predicate?.evaluate(with: $0) ?? true }
    var stop = ObjCBool(false)
    for contact in Self.sorted(matching, fetchRequest.sortOrder) {
      block(fetchRequest.mutableObjects ? contact.mutableCopy() : contact, &stop)
      if stop.boolValue { break }
    }
  }

  /// The contacts `predicate` matches.
  public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws
    -> [CNContact]
  {
    try readable().filter { predicate.evaluate(with: $0) }
  }

  /// The contact with `identifier`; `CNError.recordDoesNotExist` when there is none.
  public func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws
    -> CNContact
  {
    guard let contact = try readable().first(where: { $0.identifier == identifier }) else {
      throw CNError(code: .recordDoesNotExist, description: "No contact has the identifier \(identifier).")
    }
    return contact
  }

  /// Applies the request's changes together, or none of them.
  public func execute(_ saveRequest: CNSaveRequest) throws {
    _ = try readable()
    try Self.book.lock.withLock {
      var contacts = Self.book.contacts
      for change in saveRequest.changes {
        switch change {
        case .add(let contact):
          guard !contacts.contains(where: { $0.identifier == contact.identifier }) else {
            throw CNError(code: .insertedRecordAlreadyExists, description: "The contact was already added.")
          }
          contacts.append(CNContact(identifier: contact.identifier, fields: contact.fields))
        case .update(let contact):
          guard let index = contacts.firstIndex(where: { $0.identifier == contact.identifier }) else {
            throw CNError(
              code: .recordDoesNotExist, description: "The contact to update is not in the store.")
          }
          contacts[index] = CNContact(identifier: contact.identifier, fields: contact.fields)
        case .delete(let contact):
          guard let index = contacts.firstIndex(where: { $0.identifier == contact.identifier }) else {
            throw CNError(
              code: .recordDoesNotExist, description: "The contact to delete is not in the store.")
          }
          contacts.remove(at: index)
        }
      }
      Self.book.contacts = contacts
    }
  }
}
