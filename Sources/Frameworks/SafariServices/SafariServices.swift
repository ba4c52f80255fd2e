// SafariServices under its own name where Apple's is not: the in-app browser an app presents
// (`SFSafariViewController`, usually through `UIViewControllerRepresentable`) keeps its URL and
// settings; as a UIKit controller it is drawn by SwiftUI's layer as a reported placeholder, and
// no page is loaded.
import Foundation
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// Safari in the app, as SafariServices's: it keeps the URL it opens and how it looks.
@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
  /// The page it opens.
  public let url: URL
  /// How it behaves.
  public let configuration: Configuration
  /// Told when it closes.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The tint of its bars' controls.
  open var preferredControlTintColor: UIColor?
  /// The colour of its bars.
  open var preferredBarTintColor: UIColor?
  /// The title of its Done button.
  open var dismissButtonStyle: DismissButtonStyle = .done

  /// Safari opening `url` with `configuration`.
  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    self.configuration = configuration
    super.init()
  }

  /// Safari opening `url`, with Reader on entry or not.
  public convenience init(url: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: url, configuration: configuration)
  }

  /// How the browser behaves.
  @preconcurrency @MainActor open class Configuration {
    /// Whether it opens in Reader when the page has it.
    open var entersReaderIfAvailable = false
    /// Whether its bars shrink as the page scrolls.
    open var barCollapsingEnabled = true
    public init() {}
  }

  /// The title of the button that closes it.
  public enum DismissButtonStyle: Int, Sendable {
    case done, close, cancel
  }
}

/// Told of the browser's events.
@preconcurrency @MainActor public protocol SFSafariViewControllerDelegate: AnyObject {
  /// The person closed it.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  /// The first page loaded, or did not.
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
}
