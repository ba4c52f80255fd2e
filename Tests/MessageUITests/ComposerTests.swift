import Foundation
import MessageUI
import Testing

/// MessageUI as a simulator with nothing set up answers: no mail account, no Messages; a composer
/// keeps what the app fills in.
@MainActor @Suite struct ComposerTests {
  @Test func nothingCanBeSentAndAComposerKeepsItsFields() {
    #expect(!MFMailComposeViewController.canSendMail())
    #expect(
      !MFMessageComposeViewController.canSendText() && !MFMessageComposeViewController.canSendAttachments())
    let mail = MFMailComposeViewController()
    mail.setToRecipients(["orders@pizza.example"])
    mail.setSubject("Order 42")
    mail.setMessageBody("<b>Two</b> pizzas", isHTML: true)
    mail.addAttachmentData(Data("receipt".utf8), mimeType: "text/plain", fileName: "receipt.txt")
    #expect(mail.toRecipients == ["orders@pizza.example"] && mail.subject == "Order 42")
    #expect(mail.messageBody.isHTML && mail.attachments.map(\.fileName) == ["receipt.txt"])
    let text = MFMessageComposeViewController()
    text.recipients = ["555-0100"]
    text.body = "Your pizza is on its way"
    #expect(text.addAttachmentData(Data([1]), typeIdentifier: "public.png", filename: "map.png"))
    #expect(!text.addAttachmentURL(URL(fileURLWithPath: "/no/such/file.png"), withAlternateFilename: nil))
    #expect(text.recipients == ["555-0100"] && text.attachments.count == 1)
  }
}
