import AuthenticationServices
import Foundation
import LegibleUI
import Testing

/// AuthenticationServices as a simulator with no Apple Account answers.
@MainActor @Suite("Sign in", .serialized)
struct AuthenticationTests {
  final class Delegate: NSObject, ASAuthorizationControllerDelegate {
    var error: (any Error)?
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
    {
      self.error = error
    }
  }

  @Test func anAppleIDRequestFailsAsWithoutAnAccount() async throws {
    let request = ASAuthorizationAppleIDProvider().createRequest()
    request.requestedScopes = [.fullName, .email]
    let controller = ASAuthorizationController(authorizationRequests: [request])
    let delegate = Delegate()
    controller.delegate = delegate
    controller.performRequests()
    #expect(delegate.error == nil)
    let deadline = Date(timeIntervalSinceNow: 400)
    while delegate.error == nil, Date() < deadline { try? await Task.sleep(nanoseconds: 5_000_000) }
    let error = try #require(delegate.error)
    #expect((error as? ASAuthorizationError)?.code == .unknown)
    #expect(!(ASAuthorizationError.canceled ~= error))
    #expect(ASAuthorizationError.unknown ~= error)
    #expect(AuthorizationLog.shared.recorded.contains("Apple ID: full_name, email"))
  }

  @Test func passkeyRequestsFromSwiftUIFailAsWithoutAnAccount() async throws {
    let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "pizza.example")
    let signIn = provider.createCredentialAssertionRequest(challenge: Data([1, 2, 3]))
    let signUp = provider.createCredentialRegistrationRequest(
      challenge: Data([4]), name: "ada", userID: Data("ada".utf8))
    #expect(signIn.challenge == Data([1, 2, 3]) && signUp.name == "ada")
    let controller = EnvironmentValues().authorizationController
    await #expect(throws: ASAuthorizationError(.unknown)) {
      _ = try await controller.performRequests(
        [signIn, ASAuthorizationPasswordProvider().createRequest()],
        options: .preferImmediatelyAvailableCredentials)
    }
    await #expect(throws: ASAuthorizationError(.unknown)) { _ = try await controller.performRequest(signUp) }
    let recorded = AuthorizationLog.shared.recorded
    #expect(recorded.contains("passkey sign-in: pizza.example"))
    #expect(recorded.contains("passkey registration: ada"))
  }

  @Test func aCredentialIsNotFound() async throws {
    #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "001234.abc") == .notFound)
  }

  @Test func aWebSignInEndsAsAUserClosingTheSheet() async throws {
    let url = try #require(URL(string: "https://github.com/login/oauth/authorize?client_id=pizza"))
    let error: (any Error)? = await withCheckedContinuation { continuation in
      let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "pizza") { _, error in
        continuation.resume(returning: error)
      }
      #expect(session.start())
      #expect(!session.start())
    }
    #expect((error as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
    #expect(AuthorizationLog.shared.recorded.contains("web: \(url.absoluteString)"))
    let session = EnvironmentValues().webAuthenticationSession
    await #expect(throws: ASWebAuthenticationSessionError.self) {
      try await session.authenticate(using: url, callbackURLScheme: "pizza")
    }
  }
}
