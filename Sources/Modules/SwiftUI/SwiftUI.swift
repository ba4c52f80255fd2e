// `import SwiftUI` on platforms without Apple's SwiftUI: Legible's declarative layer under the
// name SwiftUI files import, with what they use without another import, as on iOS: Foundation's
// CGFloat, CGSize, Date, URL, and URLSession with its kin (in FoundationNetworking here); the
// Observation module's `@Observable`; Combine's `ObservableObject` and `@Published` (as
// Foundation names them on iOS; the rest of Combine needs `import Combine`, as there), UIKit's
// types; Core Transferable's `Transferable`; Accessibility's chart descriptors; Foundation's `String(localized:)` and
// `LocalizedStringResource`. A team's view files,
// shared with its Xcode project, compile here as they are.
@_exported import Accessibility
@_exported import CoreTransferable
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import LegibleUI
@_exported import LocalizedStrings
@_exported import Observation
@_exported import UIKit
