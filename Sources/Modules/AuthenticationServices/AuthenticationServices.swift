// AuthenticationServices under its own name where Apple's is not. Signing in needs an Apple
// Account and a browser, which a simulator with nothing set up does not have: the requests are
// real values, kept and recorded (`AuthorizationLog`); an authorization controller answers as
// such a simulator does (`ASAuthorizationError.unknown`, code 1000), a web authentication
// session as a user who closed the sheet (`canceledLogin`), a credential state is `notFound`.
// SwiftUI's `SignInWithAppleButton` is drawn as Apple draws it.
@_exported import Foundation
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// What an authorization sheet is presented from (a window).
public typealias ASPresentationAnchor = UIWindow

/// What the app asked to sign in with, in order: for tests and for what a preview's taps did.
public final class AuthorizationLog: @unchecked Sendable {
  /// The log.
  public static let shared = AuthorizationLog()
  private let lock = NSLock()
  private var requests: [String] = []

  func record(_ request: String) { lock.withLock { requests.append(request) } }

  /// What was asked, one line each ("Apple ID: fullName, email", "web: https://…").
  public var recorded: [String] { lock.withLock { requests } }
}
