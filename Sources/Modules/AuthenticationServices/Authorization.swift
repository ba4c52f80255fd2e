import Foundation
import UIKit

/// What a sign-in gave: the provider asked and the credential it returned.
open class ASAuthorization: NSObject, @unchecked Sendable {
  /// The provider that made the request.
  public let provider: any ASAuthorizationProvider
  /// What the user gave.
  public let credential: any ASAuthorizationCredential

  init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
    self.provider = provider
    self.credential = credential
  }

  /// What a sign-in may ask to share.
  public struct Scope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The user's name.
    public static let fullName = Scope(rawValue: "full_name")
    /// The user's e-mail address.
    public static let email = Scope(rawValue: "email")
  }

  /// What an OpenID request asks of the provider.
  public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let operationLogin = OpenIDOperation(rawValue: "login")
    public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
    public static let operationLogout = OpenIDOperation(rawValue: "logout")
    public static let operationImplicit = OpenIDOperation(rawValue: "implicit")
  }
}

/// Something that signs a user in.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// What a provider returns.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request to a provider.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
  /// The provider that made it.
  public let provider: any ASAuthorizationProvider
  init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// A request following OpenID: the scopes asked for, a state and a nonce.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  /// What the app asks the user to share.
  open var requestedScopes: [ASAuthorization.Scope]?
  /// A value the app gets back with the credential.
  open var state: String?
  /// A value that ties the identity token to this request.
  open var nonce: String?
  /// What is asked (login by default).
  open var requestedOperation: ASAuthorization.OpenIDOperation = .operationLogin
}

/// A request for an Apple ID credential.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  /// The user identifier of an earlier sign-in, when refreshing.
  open var user: String?
}

/// Whether the signed-in user seems to be a real person.
public enum ASUserDetectionStatus: Int, Sendable {
  case unsupported, unknown, likelyReal
}

/// Signs users in with their Apple ID.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  /// Whether a user identifier may still sign in.
  public enum CredentialState: Int, Sendable {
    case revoked, authorized, notFound, transferred
  }

  /// Posted when the user stops using Apple ID with the app (never here).
  public static let credentialRevokedNotification = Notification.Name(
    "ASAuthorizationAppleIDCredentialRevokedNotification")

  public override init() { super.init() }

  /// A new request.
  open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

  /// The state of `userID`'s credential: `notFound`, as no Apple Account is signed in here.
  open func getCredentialState(
    forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void
  ) {
    completion(.notFound, nil)
  }

  /// The state of `userID`'s credential: `notFound`, as no Apple Account is signed in here.
  open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// What signing in with an Apple ID gives (never given here: no Apple Account is signed in).
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  /// The user's stable identifier for this app.
  public let user: String
  /// The request's state.
  public let state: String?
  /// The scopes the user shared.
  public let authorizedScopes: [ASAuthorization.Scope]
  /// A short-lived code for the app's server.
  public let authorizationCode: Data?
  /// A JSON Web Token about the user.
  public let identityToken: Data?
  /// The e-mail address shared, on the first sign-in only.
  public let email: String?
  /// The name shared, on the first sign-in only.
  public let fullName: PersonNameComponents?
  /// Whether the user seems real.
  public let realUserStatus: ASUserDetectionStatus

  init(user: String, email: String?, fullName: PersonNameComponents?) {
    self.user = user
    state = nil
    authorizedScopes = []
    authorizationCode = nil
    identityToken = nil
    self.email = email
    self.fullName = fullName
    realUserStatus = .unknown
  }
}

/// Fills in a saved password.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  public override init() { super.init() }
  /// A new request.
  open func createRequest() -> ASAuthorizationPasswordRequest {
    ASAuthorizationPasswordRequest(provider: self)
  }
}

/// A request for a saved password.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// A user name and password.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  /// The user name.
  public let user: String
  /// The password.
  public let password: String
  /// A credential of `user` and `password`.
  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }
}

/// Why a sign-in failed, as Apple's `ASAuthorizationError`.
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The failures.
  public enum Code: Int, Sendable {
    case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004,
      notInteractive = 1005, matchedExcludedCredential = 1006, credentialImport = 1007,
      credentialExport = 1008
  }
  /// The failure.
  public let code: Code
  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
  public static var unknown: Code { .unknown }
  public static var canceled: Code { .canceled }
  public static var invalidResponse: Code { .invalidResponse }
  public static var notHandled: Code { .notHandled }
  public static var failed: Code { .failed }
  public static var notInteractive: Code { .notInteractive }

  public var description: String {
    "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)"
  }
}

/// Whether `error` is an authorization error of `code` (`catch ASAuthorizationError.canceled`).
public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool {
  (error as? ASAuthorizationError)?.code == code
}

/// What an authorization controller tells when it is done.
@preconcurrency @MainActor public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
  /// The user signed in.
  func authorizationController(
    controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
  /// Signing in failed or was cancelled.
  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
  public func authorizationController(
    controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
  ) {}
  public func authorizationController(
    controller: ASAuthorizationController, didCompleteWithError error: any Error
  ) {}
}

/// Where an authorization controller shows its sheet.
@preconcurrency @MainActor
public protocol ASAuthorizationControllerPresentationContextProviding:
  NSObjectProtocol
{
  /// The window to present from.
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Runs sign-in requests. No Apple Account is signed in here, so `performRequests()` fails as a
/// simulator with nothing set up does: the delegate is told `ASAuthorizationError.unknown` on the
/// main queue, after the requests are recorded in `AuthorizationLog`.
@preconcurrency @MainActor open class ASAuthorizationController: NSObject {
  /// The requests it runs.
  public let authorizationRequests: [ASAuthorizationRequest]
  /// Told when it is done.
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  /// Where it presents.
  open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

  /// A controller for `authorizationRequests`.
  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
  }

  /// Asks the user to sign in: fails with `unknown` here (no Apple Account).
  open func performRequests() { fail(.unknown) }

  /// Offers saved credentials in the keyboard: fails with `unknown` here.
  open func performAutoFillAssistedRequests() { fail(.unknown) }

  /// Stops the requests.
  open func cancel() {}

  private func fail(_ code: ASAuthorizationError.Code) {
    for request in authorizationRequests { AuthorizationLog.shared.record(Self.describe(request)) }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.delegate?.authorizationController(
          controller: self, didCompleteWithError: ASAuthorizationError(code))
      }
    }
  }

  nonisolated static func describe(_ request: ASAuthorizationRequest) -> String {
    switch request {
    case let apple as ASAuthorizationAppleIDRequest:
      "Apple ID: " + (apple.requestedScopes ?? []).map(\.rawValue).joined(separator: ", ")
    case is ASAuthorizationPasswordRequest: "password"
    case let passkey as ASAuthorizationPlatformPublicKeyCredentialAssertionRequest:
      "passkey sign-in: \((passkey.provider as? ASAuthorizationPlatformPublicKeyCredentialProvider)?.relyingPartyIdentifier ?? "")"
    case let passkey as ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest:
      "passkey registration: \(passkey.name)"
    default: String(describing: type(of: request))
    }
  }
}
