import Foundation

/// A person or an organisation of the address book, as Contacts' `CNContact` (read-only; a
/// `CNMutableContact` is filled in and saved with a `CNSaveRequest`).
public class CNContact: Identifiable, @unchecked Sendable {
  struct Fields {
    var givenName = ""
    var familyName = ""
    var middleName = ""
    var nameSuffix = ""
    var nickname = ""
    var organizationName = ""
    var jobTitle = ""
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    var birthday: DateComponents?
    var imageData: Data?
  }

  var fields = Fields()
  /// Its identifier, kept for its life.
  public let identifier: String

  init(identifier: String = UUID().uuidString, fields: Fields = Fields()) {
    self.identifier = identifier
    self.fields = fields
  }

  public var id: String { identifier }
  public var givenName: String { fields.givenName }
  public var familyName: String { fields.familyName }
  public var middleName: String { fields.middleName }
  public var nameSuffix: String { fields.nameSuffix }
  public var nickname: String { fields.nickname }
  public var organizationName: String { fields.organizationName }
  public var jobTitle: String { fields.jobTitle }
  public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
  public var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
  public var postalAddresses: [CNLabeledValue<CNPostalAddress>] { fields.postalAddresses }
  public var birthday: DateComponents? { fields.birthday }
  public var imageData: Data? { fields.imageData }
  public var thumbnailImageData: Data? { fields.imageData }
  public var imageDataAvailable: Bool { fields.imageData != nil }

  /// A copy to change.
  public func mutableCopy() -> CNMutableContact { CNMutableContact(identifier: identifier, fields: fields) }

  /// Contacts whose given, middle, family or nick name starts with `name` (any word of it), as
  /// iOS matches names.
  public static func predicateForContacts(matchingName name: String) -> NSPredicate {
    let wanted = name.lowercased()
    return NSPredicate { object, _ in
      guard let contact = object as? CNContact, !wanted.isEmpty else { return false }
      return [contact.givenName, contact.middleName, contact.familyName, contact.nickname]
        .flatMap { $0.lowercased().split(separator: " ") }.contains { $0.hasPrefix(wanted) }
    }
  }

  /// The contacts with these identifiers.
  public static func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
    let wanted = Set(identifiers)
    return NSPredicate { object, _ in (object as? CNContact).map { wanted.contains($0.identifier) } ?? false }
  }
}

/// A contact to fill in, as Contacts' `CNMutableContact`.
public final class CNMutableContact: CNContact, @unchecked Sendable {
  /// An empty contact.
  public init() { super.init() }
  override init(identifier: String, fields: Fields) { super.init(identifier: identifier, fields: fields) }

  public override var givenName: String {
    get { fields.givenName }
    set { fields.givenName = newValue }
  }
  public override var familyName: String {
    get { fields.familyName }
    set { fields.familyName = newValue }
  }
  public override var middleName: String {
    get { fields.middleName }
    set { fields.middleName = newValue }
  }
  public override var nameSuffix: String {
    get { fields.nameSuffix }
    set { fields.nameSuffix = newValue }
  }
  public override var nickname: String {
    get { fields.nickname }
    set { fields.nickname = newValue }
  }
  public override var organizationName: String {
    get { fields.organizationName }
    set { fields.organizationName = newValue }
  }
  public override var jobTitle: String {
    get { fields.jobTitle }
    set { fields.jobTitle = newValue }
  }
  public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { fields.phoneNumbers }
    set { fields.phoneNumbers = newValue }
  }
  public override var emailAddresses: [CNLabeledValue<NSString>] {
    get { fields.emailAddresses }
    set { fields.emailAddresses = newValue }
  }
  public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    get { fields.postalAddresses }
    set { fields.postalAddresses = newValue }
  }
  public override var birthday: DateComponents? {
    get { fields.birthday }
    set { fields.birthday = newValue }
  }
  public override var imageData: Data? {
    get { fields.imageData }
    set { fields.imageData = newValue }
  }
}

/// Writes a contact's name, as Contacts' `CNContactFormatter`.
public final class CNContactFormatter: @unchecked Sendable {
  /// What is written.
  public enum Style: Int, Sendable {
    case fullName, phoneticFullName
  }
  public init() {}
  /// The keys `string(from:style:)` reads.
  public static func descriptorForRequiredKeys(for style: Style) -> CNKeyDescriptor {
    CNContactGivenNameKey
  }
  /// The full name (given, middle, family, suffix), or the organisation's for a contact without one; nil
  /// when there is neither.
  public static func string(from contact: CNContact, style: Style) -> String? {
    let name = [contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix].filter {
      !$0.isEmpty
    }
    .joined(separator: " ")
    if !name.isEmpty { return name }
    return contact.organizationName.isEmpty ? nil : contact.organizationName
  }
  /// The full name.
  public func string(from contact: CNContact) -> String? { Self.string(from: contact, style: .fullName) }
}
