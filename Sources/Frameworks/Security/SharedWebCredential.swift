import CoreGraphics
import Foundation

/// The key of a shared credential's password in what `SecRequestSharedWebCredential` gives.
public let kSecSharedPassword: CFString = "spwd"

/// Saves `password` for `account` on the website `fqdn`, for Safari and the app's other devices.
/// It needs the app's associated-domains entitlement, which an app run here does not have: the
/// completion is told `errSecMissingEntitlement`, as iOS tells an app without it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecAddSharedWebCredential(
  _ fqdn: CFString, _ account: CFString, _ password: CFString?,
  _ completionHandler: @escaping @Sendable (CFError?) -> Void
) {
  DispatchQueue.global().async { completionHandler(missingEntitlement()) }
}

/// Asks for the passwords Safari saved for `fqdn` (and `account`): as `SecAddSharedWebCredential`,
/// the completion is told `errSecMissingEntitlement`, with no credential.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecRequestSharedWebCredential(
  _ fqdn: CFString?, _ account: CFString?,
  _ completionHandler: @escaping @Sendable (CFArray?, CFError?) -> Void
) {
  DispatchQueue.global().async { completionHandler(nil, missingEntitlement()) }
}

/// A new random password in the form `xxx-xxx-xxx-xxx`, its letters and digits from Apple's three
/// sets (`abcdefghkmnopqrstuvwxy`, `ABCDEFGHJKLMNPQRSTUVWXYZ`, `3456789`), at least one from each.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecCreateSharedWebCredentialPassword() -> CFString? {
  let sets = ["abcdefghkmnopqrstuvwxy", "ABCDEFGHJKLMNPQRSTUVWXYZ", "3456789"].map(Array.init)
  let all = sets.flatMap { $0 }
  var generator = SystemRandomNumberGenerator()
  var characters = (0..<12).map { _ in all.randomElement(using: &generator)! }
  // One from each set, at places drawn at random.
  let places = Array((0..<12).shuffled(using: &generator).prefix(3))
  for (set, place) in zip(sets, places) { characters[place] = set.randomElement(using: &generator)! }
  let groups = stride(from: 0, to: 12, by: 3).map { String(characters[$0..<($0 + 3)]) }
  return groups.joined(separator: "-")
}

private func missingEntitlement() -> CFError {
  CFError(
    domain: NSOSStatusErrorDomain, code: Int(errSecMissingEntitlement),
    description:
      "A required entitlement isn't present: shared web credentials need the app's associated domains.")
}
