// WebKit under its own name where Apple's is not: a web view is kept (what it was asked to load,
// its delegates) and never drawn (that needs Apple's engine): its representable is a placeholder
// of the size it is given, reported by the audit.
import Foundation
import FoundationNetworking
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// UIKit's web view: it records the requests and HTML it is given.
@preconcurrency @MainActor open class WKWebView: UIView {
  /// Its configuration.
  public let configuration: WKWebViewConfiguration
  /// The navigation delegate.
  open weak var navigationDelegate: WKNavigationDelegate?
  /// The UI delegate.
  open weak var uiDelegate: WKUIDelegate?
  /// The URL last asked for.
  open private(set) var url: URL?
  /// The HTML last given.
  open private(set) var loadedHTML: String?
  /// Whether it is loading (never: nothing loads here).
  open var isLoading: Bool { false }
  /// Its title.
  open var title: String? { nil }
  /// How much of the page has loaded, from 0 to 1: nothing loads here.
  open var estimatedProgress: Double { 0 }
  /// Whether it may go back.
  open var canGoBack: Bool { false }
  /// Whether it may go forward.
  open var canGoForward: Bool { false }
  /// Whether swipes go back and forward.
  open var allowsBackForwardNavigationGestures = false
  /// Its scroll view's settings.
  public let scrollView = UIView()

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
  }
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, configuration: WKWebViewConfiguration())
  }

  /// Records the request.
  @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
    url = request.url
    return WKNavigation()
  }
  /// Records the HTML.
  @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    loadedHTML = string
    url = baseURL
    return WKNavigation()
  }
  /// Reloads (nothing here).
  @discardableResult open func reload() -> WKNavigation? { WKNavigation() }
  /// Stops loading.
  open func stopLoading() {}
  /// Goes back (nothing here).
  @discardableResult open func goBack() -> WKNavigation? { nil }
  /// Goes forward (nothing here).
  @discardableResult open func goForward() -> WKNavigation? { nil }
  /// Runs JavaScript: there is no engine here, so it fails.
  open func evaluateJavaScript(_ script: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
    completionHandler?(nil, CocoaError(.featureUnsupported))
  }
}

/// A navigation.
open class WKNavigation: @unchecked Sendable {
  public init() {}
}

/// A web view's settings.
open class WKWebViewConfiguration: @unchecked Sendable {
  public init() {}
  open var allowsInlineMediaPlayback = false
  /// The media that waits for a tap before it plays (kept: no media plays here).
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  /// Whether videos may play picture in picture (kept).
  open var allowsPictureInPictureMediaPlayback = true
  /// Whether a page may use AirPlay (kept).
  open var allowsAirPlayForMediaPlayback = true
  open var userContentController = WKUserContentController()
  open var websiteDataStore = WKWebsiteDataStore.default()
}

/// Kinds of media, as WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = Self(rawValue: 1 << 0)
  public static let video = Self(rawValue: 1 << 1)
  public static let all: Self = [.audio, .video]
}

/// Scripts and message handlers of a web view (kept: no page runs here).
open class WKUserContentController: @unchecked Sendable {
  public init() {}
  /// The scripts added, in order.
  open private(set) var userScripts: [WKUserScript] = []
  /// Adds a script to run in each page (kept).
  open func addUserScript(_ script: WKUserScript) { userScripts.append(script) }
  /// Forgets every script.
  open func removeAllUserScripts() { userScripts = [] }
  open func add(_ handler: AnyObject, name: String) {}
  open func removeScriptMessageHandler(forName name: String) {}
}

/// A web view's cookies and caches.
open class WKWebsiteDataStore: @unchecked Sendable {
  private static let shared = WKWebsiteDataStore()
  public static func `default`() -> WKWebsiteDataStore { shared }
  public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
  /// Its cookies.
  public let httpCookieStore = WKHTTPCookieStore()
}

/// A web view's cookies, kept in memory.
open class WKHTTPCookieStore: @unchecked Sendable {
  private var cookies: [HTTPCookie] = []
  open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
    completionHandler(cookies)
  }
  open func allCookies() async -> [HTTPCookie] { cookies }
  open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
    cookies.append(cookie)
    completionHandler?()
  }
}

/// A web view's navigation delegate; every method optional.
@preconcurrency @MainActor public protocol WKNavigationDelegate: AnyObject {}
/// A web view's UI delegate; every method optional.
@preconcurrency @MainActor public protocol WKUIDelegate: AnyObject {}

/// A script a web view runs in each page, as WebKit's `WKUserScript` (kept: no page runs here).
open class WKUserScript: @unchecked Sendable {
  /// When it runs.
  public enum InjectionTime: Int, Sendable {
    case atDocumentStart, atDocumentEnd
  }
  /// Its source.
  public let source: String
  /// When it runs.
  public let injectionTime: InjectionTime
  /// Whether it runs only in the main frame.
  public let isForMainFrameOnly: Bool

  public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    isForMainFrameOnly = forMainFrameOnly
  }
}
