import Foundation
import FoundationNetworking
import LegibleUI
import Testing
import WebKit

/// A web view's progress observed as apps observe it: the initial value only, as nothing loads.
@MainActor @Suite struct WebViewObservingTests {
  @Test func aWebViewsProgressIsObservedFromItsInitialValue() {
    let webView = WKWebView(frame: .zero)
    var progress: [Double?] = []
    let observation = webView.observe(\.estimatedProgress, options: [.initial, .new]) { _, change in
      progress.append(change.newValue)
    }
    webView.load(URLRequest(url: URL(string: "https://news.ycombinator.com")!))
    #expect(progress == [0.0] && observation.isValid)
    #expect(webView.url?.host == "news.ycombinator.com" && !webView.isLoading)
  }
}
