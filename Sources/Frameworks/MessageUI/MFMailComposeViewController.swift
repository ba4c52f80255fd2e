import Foundation
import UIKit

/// A mail to write and send, as MessageUI's `MFMailComposeViewController`. No mail account is set
/// up here (`canSendMail()` is false, as on a simulator); the composer keeps its recipients,
/// subject, body and attachments.
open class MFMailComposeViewController: UINavigationController {
  /// Whether the device can send mail: no, as no account is set up.
  nonisolated open class func canSendMail() -> Bool { false }

  /// Told when the person finishes.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  /// The recipients.
  public private(set) var toRecipients: [String] = []
  /// The copied recipients.
  public private(set) var ccRecipients: [String] = []
  /// The blind-copied recipients.
  public private(set) var bccRecipients: [String] = []
  /// The subject.
  public private(set) var subject = ""
  /// The body, and whether it is HTML.
  public private(set) var messageBody = (text: "", isHTML: false)
  /// The attachments, in the order added.
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
  /// The address to send from.
  public private(set) var preferredSendingEmailAddress: String?

  /// Sets the recipients.
  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
  /// Sets the copied recipients.
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
  /// Sets the blind-copied recipients.
  open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
  /// Sets the subject.
  open func setSubject(_ subject: String) { self.subject = subject }
  /// Sets the body.
  open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = (body, isHTML) }
  /// Adds an attachment.
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
  /// Sets the address to send from.
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {
    preferredSendingEmailAddress = emailAddress
  }
}

/// How a mail composer finished.
public enum MFMailComposeResult: Int, Sendable {
  case cancelled = 0, saved = 1, sent = 2, failed = 3
}

/// Told when a mail composer finishes.
@MainActor public protocol MFMailComposeViewControllerDelegate: AnyObject {
  /// The person finished with `result`.
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {}
}
