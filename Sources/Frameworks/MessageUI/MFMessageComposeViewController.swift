import Foundation
import UIKit

/// A text message to write and send, as MessageUI's `MFMessageComposeViewController`. Messages is
/// not set up here (`canSendText()` is false, as on a simulator); the composer keeps its
/// recipients, body, subject and attachments.
open class MFMessageComposeViewController: UINavigationController {
  /// Whether the device can send text messages: no, as on a simulator.
  nonisolated open class func canSendText() -> Bool { false }
  /// Whether messages can have a subject: no.
  nonisolated open class func canSendSubject() -> Bool { false }
  /// Whether messages can have attachments: no.
  nonisolated open class func canSendAttachments() -> Bool { false }
  /// Whether an attachment of the type `uti` can be sent: no.
  nonisolated open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

  /// Told when the person finishes.
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  /// The recipients.
  open var recipients: [String]?
  /// The text.
  open var body: String?
  /// The subject.
  open var subject: String?
  /// The attachments, in the order added.
  public private(set) var attachments: [(data: Data, typeIdentifier: String, fileName: String)] = []

  /// Adds an attachment; true.
  @discardableResult
  open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
    attachments.append((attachmentData, uti, filename))
    return true
  }

  /// Adds the file at `attachmentURL`; false when there is none.
  @discardableResult
  open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
    guard let data = FileManager.default.contents(atPath: attachmentURL.path) else { return false }
    attachments.append((data, "public.data", alternateFilename ?? attachmentURL.lastPathComponent))
    return true
  }
}

/// How a message composer finished.
public enum MessageComposeResult: Int, Sendable {
  case cancelled = 0, sent = 1, failed = 2
}

/// Told when a message composer finishes.
@MainActor public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  /// The person finished with `result`.
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

extension Notification.Name {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Posted when the device can start or stop sending text messages (never here).
  public static let MFMessageComposeViewControllerTextMessageAvailabilityDidChange = Notification.Name(
    "MFMessageComposeViewControllerTextMessageAvailabilityDidChange")
}
