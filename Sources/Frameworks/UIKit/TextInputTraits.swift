// The traits of a text field that UIKit names and SwiftUI's modifiers take.

/// The keyboard a field shows.
public enum UIKeyboardType: Int, Sendable {
  /// Letters.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// A URL (UIKit's name, kept as it is spelled there).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits.
  case numberPad
  /// A phone number.
  case phonePad
  /// A name and phone number.
  case namePhonePad
  /// An email address.
  case emailAddress
  /// A decimal number.
  case decimalPad
  /// A tweet.
  case twitter
  /// A web search.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// How a field capitalizes.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// None.
  case none
  /// Words.
  case words
  /// Sentences.
  case sentences
  /// Every character.
  case allCharacters
}

/// What a field holds, for autofill, as UIKit's `UITextContentType` (kept: nothing autofills
/// here).
public struct UITextContentType: Hashable, Sendable {
  let name: String
  /// The type named `rawValue` (UIKit's names, as `"givenName"`).
  public init(rawValue: String) { name = rawValue }
  init(name: String) { self.name = name }
  /// The type's name.
  public var rawValue: String { name }
  /// A name.
  public static let name = UITextContentType(name: "name")
  /// An email address.
  public static let emailAddress = UITextContentType(name: "emailAddress")
  /// A password.
  public static let password = UITextContentType(name: "password")
  /// A new password.
  public static let newPassword = UITextContentType(name: "newPassword")
  /// A user name.
  public static let username = UITextContentType(name: "username")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(name: "postalCode")
  /// A city.
  public static let addressCity = UITextContentType(name: "addressCity")
  /// A name's prefix (Dr.).
  public static let namePrefix = UITextContentType(name: "namePrefix")
  /// A given name.
  public static let givenName = UITextContentType(name: "givenName")
  /// A middle name.
  public static let middleName = UITextContentType(name: "middleName")
  /// A family name.
  public static let familyName = UITextContentType(name: "familyName")
  /// A name's suffix (Jr.).
  public static let nameSuffix = UITextContentType(name: "nameSuffix")
  /// A nickname.
  public static let nickname = UITextContentType(name: "nickname")
  /// A job title.
  public static let jobTitle = UITextContentType(name: "jobTitle")
  /// An organization's name.
  public static let organizationName = UITextContentType(name: "organizationName")
  /// A place.
  public static let location = UITextContentType(name: "location")
  /// An address's first line.
  public static let streetAddressLine1 = UITextContentType(name: "streetAddressLine1")
  /// An address's second line.
  public static let streetAddressLine2 = UITextContentType(name: "streetAddressLine2")
  /// A city and state.
  public static let addressCityAndState = UITextContentType(name: "addressCityAndState")
  /// A state or province.
  public static let addressState = UITextContentType(name: "addressState")
  /// A district.
  public static let sublocality = UITextContentType(name: "sublocality")
  /// A country.
  public static let countryName = UITextContentType(name: "countryName")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A web address.
  public static let URL = UITextContentType(name: "URL")
  /// A card number.
  public static let creditCardNumber = UITextContentType(name: "creditCardNumber")
  /// The name on a card.
  public static let creditCardName = UITextContentType(name: "creditCardName")
  /// A card's expiry date.
  public static let creditCardExpiration = UITextContentType(name: "creditCardExpiration")
  /// A card's security code.
  public static let creditCardSecurityCode = UITextContentType(name: "creditCardSecurityCode")
  /// A birth date.
  public static let birthdate = UITextContentType(name: "birthdate")
  /// A parcel's tracking number.
  public static let shipmentTrackingNumber = UITextContentType(name: "shipmentTrackingNumber")
  /// A flight number.
  public static let flightNumber = UITextContentType(name: "flightNumber")
  /// A date and time.
  public static let dateTime = UITextContentType(name: "dateTime")
}

extension UIKeyboardType {
  /// Letters: the older name of `asciiCapable`.
  public static let alphabet = UIKeyboardType.asciiCapable
}
