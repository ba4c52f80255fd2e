// UIKit as SwiftUI apps use it, under its own name where Apple's is not: colours with their
// system values, fonts on the real type scale with `UIFontMetrics`, trait collections, images by
// name, the application, device and screen objects (answering for the screen being audited), the
// pasteboard, feedback generators, and the view and view-controller classes that representable
// views name. What needs the device (opening a URL, a haptic, a share sheet) is recorded, not
// performed; what a UIKit view would draw is drawn by SwiftUI's layer as a visible placeholder.
//
// With this module present `#if canImport(UIKit)` is true, so an app's iOS branches are the ones
// compiled here, as on an iPhone.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation
@_exported import Selectors
// UIKit's headers bring UserNotifications (an app that imports only SwiftUI reaches
// `UNUserNotificationCenter` on iOS).
@_exported import UserNotifications
