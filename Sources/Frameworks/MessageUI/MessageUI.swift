// MessageUI under its own name where Apple's is not: the mail and message composers answering as
// a simulator with nothing set up (no mail account, no Messages), so `canSendMail()` and
// `canSendText()` are false, as they are there, and an app shows its fallback. A composer keeps
// what the app fills in; shown through a representable it is a placeholder, as every UIKit
// controller is.
