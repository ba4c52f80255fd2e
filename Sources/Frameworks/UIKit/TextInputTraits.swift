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

/// What a field holds, for autofill.
public struct UITextContentType: Hashable, Sendable {
  let name: String
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
}
