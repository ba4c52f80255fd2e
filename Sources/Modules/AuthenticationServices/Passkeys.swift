import Foundation
import LegibleUI

/// Makes passkey requests for a relying party (a website's domain), as Apple's
/// `ASAuthorizationPlatformPublicKeyCredentialProvider`. The requests are kept and recorded; no
/// passkey exists here (no Apple Account), so running them fails as on such a simulator.
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider,
  @unchecked Sendable
{
  /// The domain passkeys are for.
  public let relyingPartyIdentifier: String
  /// A provider for `relyingPartyIdentifier`.
  public init(relyingPartyIdentifier: String) {
    self.relyingPartyIdentifier = relyingPartyIdentifier
    super.init()
  }
  /// A request to sign in with a passkey, signing `challenge`.
  open func createCredentialAssertionRequest(challenge: Data)
    -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
  {
    ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
  }
  /// A request to make a passkey for the account `name` (`userID`), signing `challenge`.
  open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
    -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
  {
    ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(
      provider: self, challenge: challenge, name: name, userID: userID)
  }
}

/// A request to sign in with a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest,
  @unchecked Sendable
{
  /// What the passkey signs.
  public let challenge: Data
  /// The passkeys the server knows of (empty: any).
  open var allowedCredentials: [Data] = []
  init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data) {
    self.challenge = challenge
    super.init(provider: provider)
  }
}

/// A request to make a passkey.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest,
  @unchecked Sendable
{
  /// What the new passkey signs.
  public let challenge: Data
  /// The account's name.
  public let name: String
  /// The account's identifier.
  public let userID: Data
  init(
    provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data, name: String, userID: Data
  ) {
    self.challenge = challenge
    self.name = name
    self.userID = userID
    super.init(provider: provider)
  }
}

/// A passkey's signature, as a sign-in returns it.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential,
  @unchecked Sendable
{
  /// The passkey's identifier.
  public let credentialID: Data
  /// The account's identifier.
  public let userID: Data
  /// The signature.
  public let signature: Data
  /// The client data signed, as JSON.
  public let rawClientDataJSON: Data
  /// The authenticator's data.
  public let rawAuthenticatorData: Data
  /// An assertion of these values.
  public init(
    credentialID: Data, userID: Data, signature: Data, rawClientDataJSON: Data, rawAuthenticatorData: Data
  ) {
    self.credentialID = credentialID
    self.userID = userID
    self.signature = signature
    self.rawClientDataJSON = rawClientDataJSON
    self.rawAuthenticatorData = rawAuthenticatorData
  }
}

/// A new passkey, as a registration returns it.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential,
  @unchecked Sendable
{
  /// The passkey's identifier.
  public let credentialID: Data
  /// The client data signed, as JSON.
  public let rawClientDataJSON: Data
  /// The attestation object.
  public let rawAttestationObject: Data?
  /// A registration of these values.
  public init(credentialID: Data, rawClientDataJSON: Data, rawAttestationObject: Data?) {
    self.credentialID = credentialID
    self.rawClientDataJSON = rawClientDataJSON
    self.rawAttestationObject = rawAttestationObject
  }
}

/// What a sign-in gave, as Apple's `ASAuthorizationResult` (`AuthorizationController`).
public enum ASAuthorizationResult: Sendable {
  /// A saved password.
  case password(ASPasswordCredential)
  /// Sign in with Apple.
  case appleID(ASAuthorizationAppleIDCredential)
  /// A passkey's signature.
  case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
  /// A new passkey.
  case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
}

extension ASAuthorizationController {
  /// How requests run.
  public struct RequestOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Only credentials on the device, without a sheet to find others.
    public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
  }
}

/// Runs sign-in requests from SwiftUI, as Apple's `AuthorizationController`
/// (`@Environment(\.authorizationController)`): the requests are recorded in `AuthorizationLog`,
/// and, with no Apple Account or passkey here, they fail as on such a simulator
/// (`ASAuthorizationError.unknown`).
public struct AuthorizationController: Sendable {
  /// Runs `requests`: recorded, then fails with `ASAuthorizationError.unknown`.
  @MainActor public func performRequests(
    _ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions = []
  ) async throws -> ASAuthorizationResult {
    for request in requests { AuthorizationLog.shared.record(ASAuthorizationController.describe(request)) }
    throw ASAuthorizationError(.unknown)
  }

  /// Runs `request`.
  @MainActor public func performRequest(
    _ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions = []
  ) async throws -> ASAuthorizationResult {
    try await performRequests([request], options: options)
  }
}

private struct AuthorizationControllerKey: EnvironmentKey {
  static var defaultValue: AuthorizationController { AuthorizationController() }
}

extension EnvironmentValues {
  /// Runs sign-in requests (they fail here, as with no Apple Account).
  public var authorizationController: AuthorizationController { self[AuthorizationControllerKey.self] }
}
