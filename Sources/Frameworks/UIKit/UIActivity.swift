import Foundation

/// A service of the app's own offered in the share sheet, as UIKit's: kept by the share sheet,
/// which is never shown here, so it is never performed unless the app's code performs it.
@preconcurrency @MainActor open class UIActivity: NSObject {
  /// A kind of activity.
  public typealias ActivityType = UIActivityViewController.ActivityType

  /// Where the share sheet lists an activity.
  public enum Category: Int, Sendable {
    case action, share
  }

  /// Its kind.
  open var activityType: ActivityType? { nil }
  /// Its title in the sheet.
  open var activityTitle: String? { nil }
  /// Its image in the sheet.
  open var activityImage: UIImage? { nil }
  /// Where it is listed.
  open class var activityCategory: Category { .action }

  public override init() {}

  /// Whether it can act on `activityItems`.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Takes the items before acting.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Acts.
  open func perform() { activityDidFinish(true) }
  /// Says it is done.
  open func activityDidFinish(_ completed: Bool) {}
}

/// Gives the share sheet its items when it asks for them, as UIKit's (the sheet is never shown
/// here, so it never asks).
@preconcurrency @MainActor public protocol UIActivityItemSource: NSObjectProtocol {
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String {
    ""
  }
}
