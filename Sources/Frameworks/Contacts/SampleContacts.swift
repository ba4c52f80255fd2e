import Foundation

/// The six people a fresh iOS simulator's address book holds.
enum SampleContacts {
  static var all: [CNContact] {
    [
      make(
        "Kate", "Bell", organization: "Creative Consulting",
        phones: [(CNLabelPhoneNumberMobile, "(555) 564-8583"), (CNLabelPhoneNumberMain, "(415) 555-3695")],
        email: "kate-bell@mac.com", address: ("165 Davis Street", "Hillsborough", "CA", "94010")),
      make(
        "Daniel", "Higgins", suffix: "Jr.",
        phones: [
          (CNLabelHome, "555-478-7672"), (CNLabelPhoneNumberMobile, "(408) 555-5270"),
          (CNLabelPhoneNumberHomeFax, "(408) 555-3514"),
        ], email: "d-higgins@mac.com", address: ("332 Laguna Street", "Corte Madera", "CA", "94925")),
      make(
        "John", "Appleseed",
        phones: [(CNLabelPhoneNumberMobile, "888-555-5512"), (CNLabelHome, "888-555-1212")],
        email: "John-Appleseed@mac.com", address: ("3494 Kuhl Avenue", "Atlanta", "GA", "30303")),
      make(
        "Anna", "Haro", phones: [(CNLabelHome, "555-522-8243")], email: "anna-haro@mac.com",
        address: ("1001 Leavenworth Street", "Sausalito", "CA", "94965")),
      make(
        "Hank", "Zakroff", middle: "M.", organization: "Financial Services Inc.",
        phones: [(CNLabelWork, "(555) 766-4823"), (CNLabelOther, "(707) 555-1854")],
        email: "hank-zakroff@mac.com", address: ("1741 Kearny Street", "San Rafael", "CA", "94901")),
      make(
        "David", "Taylor", phones: [(CNLabelHome, "555-610-6679")], email: nil,
        address: ("1747 Steuart Street", "Tiburon", "CA", "94920")),
    ]
  }

  private static func make(
    _ given: String, _ family: String, middle: String = "", suffix: String = "", organization: String = "",
    phones: [(String, String)], email: String?, address: (String, String, String, String)
  ) -> CNContact {
    var fields = CNContact.Fields()
    fields.givenName = given
    fields.familyName = family
    fields.nameSuffix = suffix
    fields.middleName = middle
    fields.organizationName = organization
    fields.phoneNumbers = phones.map { CNLabeledValue(label: $0.0, value: CNPhoneNumber(stringValue: $0.1)) }
    fields.emailAddresses =
      email.map { [CNLabeledValue(label: CNLabelHome, value: NSString(string: $0))] } ?? []
    let postal = CNMutablePostalAddress()
    postal.street = address.0
    postal.city = address.1
    postal.state = address.2
    postal.postalCode = address.3
    postal.country = "USA"
    postal.isoCountryCode = "us"
    fields.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: postal)]
    return CNContact(identifier: "sample-\(given.lowercased())-\(family.lowercased())", fields: fields)
  }
}
