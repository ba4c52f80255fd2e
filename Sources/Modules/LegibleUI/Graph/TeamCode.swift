/// Which views are the team's own: a view type declared outside Legible's modules (the team's
/// app, its packages, its tests). A component of the team's adds a step to the chain of callers
/// findings show (`_ViewNode.callers`); Legible's own views made of other views (`Label`, a
/// button style's body) do not, as their calls are no place the team can change.
@MainActor enum TeamCode {
  /// The modules of Legible's package that declare views or may one day: the core, the frameworks
  /// under Apple's names and the modules over them. (A team's module cannot take these names:
  /// they would clash with the frameworks it imports.)
  static let libraryModules: Set<String> = [
    // Sources/Core
    "Drawing", "DynamicType", "Geometry", "LargeContentViewer", "Legible", "Typesetting",
    // Sources/Modules
    "AVKit", "Audit", "AuthenticationServices", "Charts", "LegibleUI", "MapKit", "PhotosUI", "Simulation",
    "StoreKit", "SwiftUI", "TipKit", "WebKit", "AppIntents",
    // Sources/Frameworks
    "AVFoundation", "AudioToolbox", "Combine", "Contacts", "CoreData", "CoreGraphics", "CoreLocation",
    "CoreText",
    "CryptoKit", "EventKit", "EventKitUI", "ImageIO", "MobileCoreServices",
    "LocalizedStrings", "Network", "OSLog", "PDFKit", "SafariServices", "Security", "SwiftData", "UIKit",
    "UniformTypeIdentifiers", "UserNotifications", "WeatherKit", "WidgetKit", "_Testing_CoreGraphics",
    "_Testing_UIKit",
    "os", "simd", "Accelerate", "BackgroundTasks", "CoreTransferable", "Accessibility", "CloudKit",
    "LocalAuthentication", "MessageUI", "CoreMotion", "Speech", "WatchConnectivity", "MediaPlayer",
    "HealthKit", "CommonCrypto", "CoreBluetooth", "QuartzCore", "ActivityKit",
    "NaturalLanguage", "LinkPresentation", "CoreSpotlight", "Selectors",
  ]

  /// Whether `type` is declared in the team's code: the module its qualified name starts with is
  /// not one of Legible's. Worked out once per type.
  static func declares<V: View>(_ type: V.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = known[key] { return known }
    let name = _typeName(type, qualified: true)
    let module = name.prefix { $0 != "." }
    let answer = !libraryModules.contains(String(module))
    known[key] = answer
    return answer
  }

  private static var known: [ObjectIdentifier: Bool] = [:]
}
