import Foundation
import LegibleUI
import UIKit

/// Why a web sign-in ended without a callback, as Apple's `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reasons.
  public enum Code: Int, Sendable {
    case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3
  }
  /// The reason.
  public let code: Code
  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }
  public static var canceledLogin: Code { .canceledLogin }
  public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
  public static var presentationContextInvalid: Code { .presentationContextInvalid }

  public var description: String {
    "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)"
  }
}

/// Whether `error` is a session error of `code` (`catch ASWebAuthenticationSessionError.canceledLogin`).
public func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
  (error as? ASWebAuthenticationSessionError)?.code == code
}

/// Where a web authentication session shows its browser.
@preconcurrency @MainActor public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
  /// The window to present from.
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Signs in through a web page in a browser sheet. There is no browser and no user here:
/// `start()` records the page's URL (in `AuthorizationLog`) and ends
/// as a user closing the sheet does, with `canceledLogin`, on the main queue.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  /// What the session calls when it ends: the callback URL, or an error.
  public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void

  /// How the page calls the app back.
  public struct Callback: Hashable, Sendable {
    let description: String
    /// A URL of the app's own scheme.
    public static func customScheme(_ scheme: String) -> Callback { Callback(description: "\(scheme)://") }
    /// A universal link on `host` at `path`.
    public static func https(host: String, path: String) -> Callback {
      Callback(description: "https://\(host)\(path)")
    }
    /// Whether `url` is this callback.
    public func matchesURL(_ url: URL) -> Bool { url.absoluteString.hasPrefix(description) }
  }

  /// The page to sign in on.
  public let url: URL
  /// The scheme of the callback URL.
  public let callbackURLScheme: String?
  private let completion: CompletionHandler
  /// Where the browser is presented.
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
  /// Whether the browser keeps no cookies of its own.
  open var prefersEphemeralWebBrowserSession = false
  /// Headers sent with the first request.
  open var additionalHeaderFields: [String: String]?
  private var started = false

  /// A session that opens `url` and ends when a URL of `callbackURLScheme` is loaded.
  public init(url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
    self.url = url
    self.callbackURLScheme = callbackURLScheme
    completion = completionHandler
  }

  /// A session that opens `url` and ends at `callback`.
  public convenience init(url: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
    self.init(url: url, callbackURLScheme: nil, completionHandler: completionHandler)
  }

  /// Whether `start()` can run.
  open var canStart: Bool { !started }

  /// Opens the page: recorded, then ended as a user closing the sheet would (`canceledLogin`).
  @discardableResult
  open func start() -> Bool {
    guard !started else { return false }
    started = true
    AuthorizationLog.shared.record("web: \(url.absoluteString)")
    let completion = self.completion
    DispatchQueue.main.async { completion(nil, ASWebAuthenticationSessionError(.canceledLogin)) }
    return true
  }

  /// Closes the page.
  open func cancel() {}
}

/// SwiftUI's way to sign in on a web page (`@Environment(\.webAuthenticationSession)`): as
/// `ASWebAuthenticationSession` here, the page is recorded and the sign-in ends as a user closing
/// the sheet does.
public struct WebAuthenticationSession: Sendable {
  /// Which browser session to use.
  public enum BrowserSession: Hashable, Sendable { case shared, ephemeral }

  /// Signs in at `url`, returning the callback URL: throws `canceledLogin` here.
  public func authenticate(
    using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil
  ) async throws -> URL {
    try await authenticate(url)
  }

  /// Signs in at `url`, returning the callback URL: throws `canceledLogin` here.
  public func authenticate(
    using url: URL, callback: ASWebAuthenticationSession.Callback,
    preferredBrowserSession: BrowserSession? = nil, additionalHeaderFields: [String: String] = [:]
  ) async throws -> URL {
    try await authenticate(url)
  }

  private func authenticate(_ url: URL) async throws -> URL {
    AuthorizationLog.shared.record("web: \(url.absoluteString)")
    throw ASWebAuthenticationSessionError(.canceledLogin)
  }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
  static var defaultValue: WebAuthenticationSession { WebAuthenticationSession() }
}

extension EnvironmentValues {
  /// Signs in on a web page (recorded here; the user closes the sheet).
  public var webAuthenticationSession: WebAuthenticationSession {
    get { self[WebAuthenticationSessionKey.self] }
    set { self[WebAuthenticationSessionKey.self] = newValue }
  }
}
