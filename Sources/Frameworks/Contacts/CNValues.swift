import Foundation

/// What the app may read, as Contacts' `CNEntityType`.
public enum CNEntityType: Int, Sendable {
  case contacts
}

/// Whether the app may read the contacts, as Contacts' `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized, limited
}

/// How contacts are sorted.
public enum CNContactSortOrder: Int, Sendable {
  case none, userDefault, givenName, familyName
}

/// A key of a contact to fetch, as Contacts' `CNKeyDescriptor` (the key names are strings).
public protocol CNKeyDescriptor: Sendable {}
extension String: CNKeyDescriptor {}

/// A value with its label (`home`, `mobile`), as Contacts' `CNLabeledValue`.
public final class CNLabeledValue<ValueType>: @unchecked Sendable {
  /// Its identifier.
  public let identifier = UUID().uuidString
  /// Its label, one of the `CNLabel…` names or the user's own.
  public let label: String?
  /// The value.
  public let value: ValueType

  /// `value` labelled `label`.
  public init(label: String?, value: ValueType) {
    self.label = label
    self.value = value
  }

  /// The label as a user reads it (`home`, `mobile`), in English.
  public static func localizedString(forLabel label: String) -> String {
    guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
    return label.dropFirst(4).dropLast(4).lowercased()
  }
}

/// A phone number as entered, as Contacts' `CNPhoneNumber`.
public final class CNPhoneNumber: Hashable, @unchecked Sendable {
  /// The number as written.
  public let stringValue: String
  /// `string`.
  public init(stringValue string: String) { stringValue = string }
  public static func == (lhs: CNPhoneNumber, rhs: CNPhoneNumber) -> Bool {
    lhs.stringValue == rhs.stringValue
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(stringValue) }
}

/// A postal address, as Contacts' `CNPostalAddress`.
public class CNPostalAddress: @unchecked Sendable {
  var fields: [String: String] = [:]
  init() {}
  public var street: String { fields["street", default: ""] }
  public var city: String { fields["city", default: ""] }
  public var state: String { fields["state", default: ""] }
  public var postalCode: String { fields["postalCode", default: ""] }
  public var country: String { fields["country", default: ""] }
  public var isoCountryCode: String { fields["isoCountryCode", default: ""] }
  public var subLocality: String { fields["subLocality", default: ""] }
  public var subAdministrativeArea: String { fields["subAdministrativeArea", default: ""] }
}

/// A postal address to fill in, as Contacts' `CNMutablePostalAddress`.
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
  public override init() { super.init() }
  public override var street: String {
    get { fields["street", default: ""] }
    set { fields["street"] = newValue }
  }
  public override var city: String {
    get { fields["city", default: ""] }
    set { fields["city"] = newValue }
  }
  public override var state: String {
    get { fields["state", default: ""] }
    set { fields["state"] = newValue }
  }
  public override var postalCode: String {
    get { fields["postalCode", default: ""] }
    set { fields["postalCode"] = newValue }
  }
  public override var country: String {
    get { fields["country", default: ""] }
    set { fields["country"] = newValue }
  }
  public override var isoCountryCode: String {
    get { fields["isoCountryCode", default: ""] }
    set { fields["isoCountryCode"] = newValue }
  }
}

/// Writes postal addresses as a letter shows them, as Contacts' `CNPostalAddressFormatter`.
public final class CNPostalAddressFormatter: @unchecked Sendable {
  /// The style of an address.
  public enum Style: Int, Sendable {
    case mailingAddress
  }
  public init() {}
  /// The address in the way a United States letter writes it: the street, the city with the
  /// state and the code, the country, on lines of their own; empty parts left out.
  public static func string(from postalAddress: CNPostalAddress, style: Style) -> String {
    let place = [
      postalAddress.city,
      [postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }
        .joined(separator: " "),
    ].filter { !$0.isEmpty }.joined(separator: " ")
    return [postalAddress.street, place, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
  }
  /// The address as `string(from:style:)` writes it.
  public func string(from postalAddress: CNPostalAddress) -> String {
    Self.string(from: postalAddress, style: .mailingAddress)
  }
}
