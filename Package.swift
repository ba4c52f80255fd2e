// swift-tools-version: 6.2
import PackageDescription

// The package's map (the README's "What is here" says more). Every arrow points down this list:
//
// 1. The core, pure Swift: Geometry, DynamicType, Typesetting, Drawing, Legible (views and
//    layout), LargeContentViewer. No C, and not even Foundation: they build and their tests
//    run on any Swift toolchain, with the fixed-advance typesetter.
// 2. Apple's frameworks under Apple's names, for platforms without them, in pure Swift over
//    Foundation: Combine, os and OSLog, CloudKit (signed out of iCloud), LocalAuthentication and MessageUI (nothing set up), CoreMotion (no sensors, as a simulator), WatchConnectivity (no watch paired), MediaPlayer (no Lock Screen), HealthKit (an empty Health database nobody grants access to), CommonCrypto's digests, CoreBluetooth (no Bluetooth, as a simulator), QuartzCore (UIKit's Core Animation under its name), ActivityKit (no Lock Screen), NaturalLanguage (no tagging model), LinkPresentation (no network), CoreSpotlight (an index nobody searches), Speech (no speech heard), simd's vector geometry, Accelerate's vDSP arithmetic,
//    BackgroundTasks' scheduler (unavailable, as on a simulator),
//    Core Transferable's representations, CoreGraphics's colours and fonts, CoreText's font manager
//    (fonts registered at run time), Security's keychain and EventKit's store in memory, Network's path monitor, CryptoKit's hashes, Contacts' address book, AVFoundation's players and capture permission, SafariServices' in-app
//    browser, PDFKit's documents, EventKitUI's editor kept, WidgetKit's reloads, WeatherKit's values (its service
//    answers as one without an entitlement), UIKit as SwiftUI apps use it, SwiftData and Core Data in memory,
//    Foundation's localized strings over an app's string catalogs (LocalizedStrings) (and
//    _Testing_UIKit and _Testing_CoreGraphics, the names Swift Testing asks for beside UIKit and
//    CoreGraphics). LegibleUI builds on them.
// 3. Above the core, still without C: Audit and Simulation (Foundation, for Dispatch's parallel
//    loops, dates in reports and the C library's `pow` and `log`), LegibleUI (Foundation:
//    SwiftUI's API is written in its types, CGFloat, CGSize, Date), SwiftUI (LegibleUI
//    under the name SwiftUI files import), and Apple's frameworks that draw (MapKit, WebKit,
//    PhotosUI, AVKit, StoreKit, AuthenticationServices, AppIntents).
// 4. The backends, with the live window the only modules that import C: PangoCairo (text and
//    pixels, over Pango, HarfBuzz, Cairo and librsvg) and the C shims under it; SQLite3, the
//    system's SQLite under the name Apple's SDK gives it, for an app's own database code.
// 5. The tools: LegibleCLI (every command over a catalog of screens; it links no window system),
//    Preview (the live window, over SDL2, which a catalog program opts into), LegibleTesting and
//    LegiblePictureTesting (picture goldens, which need the backend's PNG codec), and the
//    LegiblePreviews build plugin with its scanner, legible-previews; TestFixtures, views the
//    package's own tests share.
// 6. The demo: PizzaApp (the reference app), Showcase (its screens as a catalog, with the
//    demonstration screens), SwiftUIGallery (SwiftUI screens as teams write them), the `legible`,
//    `gallery-screens`, `legible-benchmark` and `legible-fuzz` programs, and the tutorial's
//    targets (Tests/Tutorial).
//
// scripts/check-graph checks these rules on every CI run.
let package = Package(
  name: "Legible",
  products: [
    .library(name: "Geometry", targets: ["Geometry"]),
    .library(name: "DynamicType", targets: ["DynamicType"]),
    .library(name: "Typesetting", targets: ["Typesetting"]),
    .library(name: "Drawing", targets: ["Drawing"]),
    .library(name: "Legible", targets: ["Legible"]),
    .library(name: "LargeContentViewer", targets: ["LargeContentViewer"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "simd", targets: ["simd"]),
    .library(name: "Accelerate", targets: ["Accelerate"]),
    .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "CoreText", targets: ["CoreText"]),
    .library(name: "ImageIO", targets: ["ImageIO"]),
    .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
    .library(name: "Security", targets: ["Security"]),
    .library(name: "EventKit", targets: ["EventKit"]),
    .library(name: "Network", targets: ["Network"]),
    .library(name: "CryptoKit", targets: ["CryptoKit"]),
    .library(name: "Contacts", targets: ["Contacts"]),
    .library(name: "Accessibility", targets: ["Accessibility"]),
    .library(name: "CloudKit", targets: ["CloudKit"]),
    .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    .library(name: "MessageUI", targets: ["MessageUI"]),
    .library(name: "CoreMotion", targets: ["CoreMotion"]),
    .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
    .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
    .library(name: "HealthKit", targets: ["HealthKit"]),
    .library(name: "CommonCrypto", targets: ["CommonCrypto"]),
    .library(name: "CoreBluetooth", targets: ["CoreBluetooth"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "NaturalLanguage", targets: ["NaturalLanguage"]),
    .library(name: "LinkPresentation", targets: ["LinkPresentation"]),
    .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
    .library(name: "SQLite3", targets: ["SQLite3"]),
    .library(name: "Speech", targets: ["Speech"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
    .library(name: "AVKit", targets: ["AVKit"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    .library(name: "PDFKit", targets: ["PDFKit"]),
    .library(name: "EventKitUI", targets: ["EventKitUI"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "SwiftData", targets: ["SwiftData"]),
    .library(name: "CoreData", targets: ["CoreData"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "WeatherKit", targets: ["WeatherKit"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "TipKit", targets: ["TipKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "WebKit", targets: ["WebKit"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "LocalizedStrings", targets: ["LocalizedStrings"]),
    .library(name: "LegibleUI", targets: ["LegibleUI"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Audit", targets: ["Audit"]),
    .library(name: "Simulation", targets: ["Simulation"]),
    .library(name: "PangoCairo", targets: ["PangoCairo"]),
    .library(name: "Preview", targets: ["Preview"]),
    .library(name: "LegibleCLI", targets: ["LegibleCLI"]),
    .library(name: "LegibleTesting", targets: ["LegibleTesting"]),
    .library(name: "LegiblePictureTesting", targets: ["LegiblePictureTesting"]),
    .plugin(name: "LegiblePreviews", targets: ["LegiblePreviews"]),
    .library(name: "PizzaApp", targets: ["PizzaApp"]),
    .executable(name: "legible", targets: ["legible"]),
    .executable(name: "legible-benchmark", targets: ["LegibleBenchmark"]),
    .executable(name: "legible-fuzz", targets: ["LegibleFuzz"]),
  ],
  targets: [
    // 1. The core.
    .target(name: "Geometry", path: "Sources/Core/Geometry"),
    .target(name: "DynamicType", dependencies: ["Geometry"], path: "Sources/Core/DynamicType"),
    .target(
      name: "Typesetting", dependencies: ["DynamicType", "Geometry"], path: "Sources/Core/Typesetting"),
    .target(name: "Drawing", dependencies: ["Geometry", "Typesetting"], path: "Sources/Core/Drawing"),
    .target(
      name: "Legible", dependencies: ["DynamicType", "Geometry", "Typesetting", "Drawing"],
      path: "Sources/Core/Legible"),
    .target(
      name: "LargeContentViewer",
      dependencies: ["Legible", "DynamicType", "Geometry", "Typesetting", "Drawing"],
      path: "Sources/Core/LargeContentViewer"),

    // 2. Above the core.
    .target(
      name: "Audit", dependencies: ["Legible", "DynamicType", "Geometry", "Typesetting", "Drawing"],
      path: "Sources/Modules/Audit"),
    .target(name: "Simulation", dependencies: ["Geometry", "Drawing"], path: "Sources/Modules/Simulation"),
    // Apple's frameworks under Apple's names, where Apple's do not exist: those a view layer
    // builds on sit under LegibleUI (Combine, whose ObservableObject its views follow).
    .target(name: "Combine", path: "Sources/Frameworks/Combine"),
    .target(name: "Selectors", path: "Sources/Frameworks/Selectors"),
    .target(name: "os", path: "Sources/Frameworks/os"),
    .target(name: "simd", path: "Sources/Frameworks/simd"),
    .target(name: "Accelerate", path: "Sources/Frameworks/Accelerate"),
    .target(name: "BackgroundTasks", path: "Sources/Frameworks/BackgroundTasks"),
    .target(name: "OSLog", dependencies: ["os"], path: "Sources/Frameworks/OSLog"),
    // UIKit as SwiftUI apps use it; LegibleUI bridges it (Color(uiColor:), UIViewRepresentable)
    // and tells it which screen is laid out.
    .target(
      name: "UIKit",
      dependencies: [
        "CoreGraphics", "CoreText", "ImageIO", "DynamicType", "Typesetting", "Drawing", "UserNotifications",
        "_Testing_UIKit", "Selectors", "UniformTypeIdentifiers",
      ],
      path: "Sources/Frameworks/UIKit"),
    .target(name: "_Testing_UIKit", path: "Sources/Frameworks/_Testing_UIKit"),
    .target(
      name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], path: "Sources/Frameworks/CoreGraphics"),
    .target(name: "_Testing_CoreGraphics", path: "Sources/Frameworks/_Testing_CoreGraphics"),
    .target(name: "CoreText", dependencies: ["CoreGraphics"], path: "Sources/Frameworks/CoreText"),
    .target(name: "Security", dependencies: ["CoreGraphics"], path: "Sources/Frameworks/Security"),
    .target(name: "EventKit", dependencies: ["CoreGraphics"], path: "Sources/Frameworks/EventKit"),
    .target(name: "Network", path: "Sources/Frameworks/Network"),
    .target(name: "CryptoKit", path: "Sources/Frameworks/CryptoKit"),
    .target(name: "Contacts", path: "Sources/Frameworks/Contacts"),
    .target(name: "AVFoundation", dependencies: ["AudioToolbox"], path: "Sources/Frameworks/AVFoundation"),
    // System sounds, recorded, not played.
    .target(name: "AudioToolbox", path: "Sources/Frameworks/AudioToolbox"),
    .target(name: "SafariServices", dependencies: ["UIKit"], path: "Sources/Frameworks/SafariServices"),
    .target(name: "PDFKit", dependencies: ["UIKit"], path: "Sources/Frameworks/PDFKit"),
    .target(name: "EventKitUI", dependencies: ["UIKit", "EventKit"], path: "Sources/Frameworks/EventKitUI"),
    .target(name: "WidgetKit", path: "Sources/Frameworks/WidgetKit"),
    .target(name: "SwiftData", dependencies: ["Combine"], path: "Sources/Frameworks/SwiftData"),
    .target(name: "CoreData", dependencies: ["Combine"], path: "Sources/Frameworks/CoreData"),
    .target(name: "UniformTypeIdentifiers", path: "Sources/Frameworks/UniformTypeIdentifiers"),
    .target(
      name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"],
      path: "Sources/Frameworks/CoreTransferable"),
    .target(name: "UserNotifications", path: "Sources/Frameworks/UserNotifications"),
    // Audio Graphs' chart descriptors, kept for the views that describe their charts.
    .target(name: "Accessibility", path: "Sources/Frameworks/Accessibility"),
    .target(name: "CoreLocation", path: "Sources/Frameworks/CoreLocation"),
    // CloudKit signed out of iCloud: real records, queries and shares; every request fails as for
    // someone signed out.
    .target(name: "CloudKit", dependencies: ["UIKit", "CoreLocation"], path: "Sources/Frameworks/CloudKit"),
    // Face ID and Touch ID as on a simulator with nothing enrolled; the mail and message
    // composers without an account.
    .target(
      name: "LocalAuthentication", dependencies: ["UIKit"], path: "Sources/Frameworks/LocalAuthentication"),
    .target(name: "MessageUI", dependencies: ["UIKit"], path: "Sources/Frameworks/MessageUI"),
    // Motion sensors, none of which a simulator has.
    .target(name: "CoreMotion", path: "Sources/Frameworks/CoreMotion"),
    .target(name: "WatchConnectivity", path: "Sources/Frameworks/WatchConnectivity"),
    .target(name: "MediaPlayer", dependencies: ["UIKit"], path: "Sources/Frameworks/MediaPlayer"),
    .target(name: "HealthKit", dependencies: ["CoreData"], path: "Sources/Frameworks/HealthKit"),
    .target(name: "CommonCrypto", dependencies: ["CryptoKit"], path: "Sources/Frameworks/CommonCrypto"),
    .target(name: "CoreBluetooth", path: "Sources/Frameworks/CoreBluetooth"),
    .target(name: "QuartzCore", dependencies: ["UIKit"], path: "Sources/Frameworks/QuartzCore"),
    .target(name: "ActivityKit", path: "Sources/Frameworks/ActivityKit"),
    .target(name: "NaturalLanguage", path: "Sources/Frameworks/NaturalLanguage"),
    .target(name: "LinkPresentation", dependencies: ["UIKit"], path: "Sources/Frameworks/LinkPresentation"),
    .target(
      name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"],
      path: "Sources/Frameworks/CoreSpotlight"),
    .target(name: "Speech", dependencies: ["AVFoundation"], path: "Sources/Frameworks/Speech"),
    .target(name: "WeatherKit", dependencies: ["CoreLocation"], path: "Sources/Frameworks/WeatherKit"),
    .target(name: "ImageIO", dependencies: ["CoreGraphics"], path: "Sources/Frameworks/ImageIO"),
    .target(
      name: "MobileCoreServices", dependencies: ["UniformTypeIdentifiers"],
      path: "Sources/Frameworks/MobileCoreServices"),
    // Foundation's localized strings where Linux's Foundation lacks them (String(localized:),
    // LocalizedStringResource), over the app's string catalogs: SwiftUI's Text looks keys up there;
    // and the names Apple's Foundation gives from Combine (ObservableObject, Published).
    .target(
      name: "LocalizedStrings", dependencies: ["Combine", "os", "Selectors"],
      path: "Sources/Frameworks/LocalizedStrings"),
    .target(
      name: "LegibleUI",
      dependencies: [
        "Legible", "LargeContentViewer", "DynamicType", "Geometry", "Typesetting", "Drawing", "Combine",
        "UIKit", "SwiftData", "CoreData", "LocalizedStrings", "UniformTypeIdentifiers", "Accessibility",
      ],
      path: "Sources/Modules/LegibleUI"),
    .target(
      name: "SwiftUI",
      dependencies: [
        "LegibleUI", "Combine", "UIKit", "LocalizedStrings", "CoreTransferable", "Accessibility",
      ],
      path: "Sources/Modules/SwiftUI"),
    // Apple's frameworks that draw, above the view layer: what they cannot draw here is a
    // placeholder the audit reports.
    .target(
      name: "MapKit", dependencies: ["LegibleUI", "CoreLocation", "UIKit"], path: "Sources/Modules/MapKit"),
    .target(name: "WebKit", dependencies: ["UIKit"], path: "Sources/Modules/WebKit"),
    // Swift Charts: marks laid out on scales and drawn, with axes and legends of real text.
    .target(name: "Charts", dependencies: ["LegibleUI"], path: "Sources/Modules/Charts"),
    // AppIntents: an app's intents, shortcuts and enums kept for its own code; SwiftUI's Siri tip.
    .target(
      name: "AppIntents", dependencies: ["LegibleUI", "LocalizedStrings", "Drawing", "CoreSpotlight"],
      path: "Sources/Modules/AppIntents"),
    // TipKit: tips kept for the process, drawn in place as iOS draws them.
    .target(
      name: "TipKit", dependencies: ["SwiftUI", "LegibleUI", "Combine", "Drawing"],
      path: "Sources/Modules/TipKit"),
    .target(
      name: "PhotosUI", dependencies: ["LegibleUI", "UIKit", "UniformTypeIdentifiers"],
      path: "Sources/Modules/PhotosUI"),
    .target(
      name: "AVKit", dependencies: ["AVFoundation", "LegibleUI", "UIKit"], path: "Sources/Modules/AVKit"),
    .target(
      name: "AuthenticationServices", dependencies: ["LegibleUI", "UIKit", "LocalizedStrings"],
      path: "Sources/Modules/AuthenticationServices"),
    .target(
      name: "StoreKit", dependencies: ["LegibleUI", "UIKit", "LocalizedStrings"],
      path: "Sources/Modules/StoreKit"),

    // 3. The backends, over C libraries from the system's packages.
    .systemLibrary(
      name: "CPangoCairo", path: "Sources/Backends/CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
    // SDL2 (declared by libsdl2-dev) and librsvg (declared in CRsvg itself) are not linked: their
    // libraries are opened when first used (a window, a vector icon), so that an audit starts
    // without loading them and the libraries beneath them.
    .systemLibrary(name: "CRsvg", path: "Sources/Backends/CRsvg"),
    .systemLibrary(
      name: "CZlib", path: "Sources/Backends/CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .systemLibrary(name: "CSDL2", path: "Sources/Backends/CSDL2"),
    .systemLibrary(
      name: "SQLite3", path: "Sources/Backends/SQLite3", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .target(name: "LegibleTextShim", dependencies: ["CPangoCairo"], path: "Sources/Backends/LegibleTextShim"),
    .target(
      name: "PangoCairo",
      dependencies: [
        "CPangoCairo", "CRsvg", "CZlib", "LegibleTextShim", "Typesetting", "Drawing", "DynamicType",
        "Geometry", "CoreText",
      ],
      path: "Sources/Backends/PangoCairo"),
    .target(
      name: "Preview",
      dependencies: [
        "CSDL2", "LegibleCLI", "Audit", "Legible", "LargeContentViewer", "PangoCairo", "DynamicType",
        "Geometry",
        "Typesetting", "Drawing",
      ],
      path: "Sources/Backends/Preview"),

    // 4. The tools.
    .target(
      name: "LegibleCLI",
      dependencies: [
        "DynamicType", "Geometry", "Legible", "LegibleUI", "Audit", "PangoCairo", "Simulation", "Drawing",
        "LocalizedStrings", "CoreData",
      ],
      path: "Sources/Tools/LegibleCLI"),
    // A team's previews as the catalog's screens: the scanner, and the build plugin that runs it.
    .executableTarget(name: "legible-previews", path: "Sources/Tools/legible-previews"),
    .plugin(
      name: "LegiblePreviews", capability: .buildTool(), dependencies: ["legible-previews"],
      path: "Plugins/LegiblePreviews"),
    .target(
      name: "LegibleTesting",
      dependencies: ["Audit", "Legible", "LegibleUI", "Drawing", "DynamicType", "Typesetting"],
      path: "Sources/Tools/LegibleTesting"),
    .target(
      name: "LegiblePictureTesting", dependencies: ["LegibleTesting", "PangoCairo", "Drawing"],
      path: "Sources/Tools/LegiblePictureTesting"),

    // 5. The demo.
    .target(
      name: "PizzaApp",
      dependencies: [
        "LegibleUI", "Legible", "LargeContentViewer", "DynamicType", "Geometry", "Typesetting", "Drawing",
      ],
      path: "Sources/Demo/PizzaApp"),
    .target(
      name: "Showcase",
      dependencies: [
        "LegibleCLI", "Preview", "PizzaApp", "Audit", "Legible", "LegibleUI", "LargeContentViewer",
        "DynamicType", "Geometry",
        "Typesetting", "Drawing",
      ],
      path: "Sources/Demo/Showcase"),
    .executableTarget(name: "legible", dependencies: ["Showcase"], path: "Sources/Demo/legible"),
    .executableTarget(
      name: "LegibleBenchmark",
      dependencies: [
        "Audit", "PizzaApp", "Showcase", "Preview", "Simulation", "Legible", "PangoCairo", "Typesetting",
        "Drawing", "DynamicType", "Geometry", "LegibleTesting", "LegibleCLI", "SwiftUIGallery",
      ],
      path: "Sources/Demo/LegibleBenchmark"),
    // Fuzz targets: replays inputs in an ordinary build, runs libFuzzer in a fuzzing build
    // (scripts/fuzz).
    .executableTarget(
      name: "LegibleFuzz",
      dependencies: [
        "LegibleCLI", "Legible", "PangoCairo", "Typesetting", "Drawing", "DynamicType", "Geometry", "Audit",
        "LegibleTesting",
      ],
      path: "Sources/Demo/LegibleFuzz"),

    // Fixtures the tests share (views of fixed sizes, a screen of fixed-advance text, a tab bar
    // with the viewer), pure Swift.
    .target(
      name: "TestFixtures",
      dependencies: ["Legible", "LargeContentViewer", "Typesetting", "Drawing", "DynamicType", "Geometry"],
      path: "Tests/Fixtures"),

    // Tests of the core: pure Swift, the fixed-advance typesetter.
    // SwiftUI screens written as iOS teams write them, each its own file with its previews, shown
    // and audited through the preview plugin (the compatibility suite), and their catalog.
    .target(
      name: "SwiftUIGallery", dependencies: ["SwiftUI", "OSLog", "Charts"],
      path: "Sources/Demo/SwiftUIGallery",
      plugins: ["LegiblePreviews"]),
    .executableTarget(
      name: "gallery-screens", dependencies: ["SwiftUIGallery", "LegibleCLI", "LegibleUI"],
      path: "Sources/Demo/gallery-screens"),

    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"], exclude: ["Fixtures"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "DynamicType"]),
    .testTarget(
      name: "LegibleTests",
      dependencies: [
        "Legible", "TestFixtures", "LegibleTesting", "Typesetting", "Drawing", "DynamicType", "Geometry",
      ]),
    .testTarget(
      name: "LargeContentViewerTests",
      dependencies: [
        "LargeContentViewer", "TestFixtures", "LegibleTesting", "Legible", "Typesetting", "Drawing",
        "DynamicType",
        "Geometry",
      ]),
    // Tests above the core.
    .testTarget(
      name: "AuditTests",
      dependencies: [
        "Audit", "LegibleTesting", "Legible", "LargeContentViewer", "Typesetting", "Drawing", "DynamicType",
        "Geometry",
      ]),
    .testTarget(name: "SimulationTests", dependencies: ["Simulation", "Drawing", "Geometry"]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"]),
    // The view graph alone, with the fixed-advance typesetter: it needs no fonts.
    .testTarget(
      name: "LegibleUITests", dependencies: ["LegibleUI", "Legible", "Typesetting", "DynamicType"]),
    .testTarget(name: "OSLogTests", dependencies: ["OSLog", "os", "LocalizedStrings"]),
    .testTarget(name: "simdTests", dependencies: ["simd"]),
    .testTarget(name: "AccelerateTests", dependencies: ["Accelerate"]),
    .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable", "UniformTypeIdentifiers"]),
    .testTarget(
      name: "UIKitTests", dependencies: ["UIKit", "QuartzCore", "DynamicType", "UniformTypeIdentifiers"]),
    .testTarget(name: "CoreTextTests", dependencies: ["CoreText"]),
    .testTarget(name: "SecurityTests", dependencies: ["Security"]),
    .testTarget(name: "EventKitTests", dependencies: ["EventKit"]),
    .testTarget(name: "NetworkTests", dependencies: ["Network"]),
    .testTarget(name: "CryptoKitTests", dependencies: ["CryptoKit"]),
    .testTarget(name: "ContactsTests", dependencies: ["Contacts"]),
    .testTarget(name: "WeatherKitTests", dependencies: ["WeatherKit"]),
    .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "MobileCoreServices"]),
    .testTarget(name: "AVFoundationTests", dependencies: ["AVFoundation"]),
    .testTarget(name: "AccessibilityTests", dependencies: ["Accessibility"]),
    .testTarget(name: "CloudKitTests", dependencies: ["CloudKit"]),
    .testTarget(name: "LocalAuthenticationTests", dependencies: ["LocalAuthentication", "UIKit"]),
    .testTarget(name: "MessageUITests", dependencies: ["MessageUI"]),
    .testTarget(name: "CoreMotionTests", dependencies: ["CoreMotion"]),
    .testTarget(name: "WatchConnectivityTests", dependencies: ["WatchConnectivity"]),
    .testTarget(name: "MediaPlayerTests", dependencies: ["MediaPlayer"]),
    .testTarget(name: "HealthKitTests", dependencies: ["HealthKit"]),
    .testTarget(name: "CommonCryptoTests", dependencies: ["CommonCrypto"]),
    .testTarget(name: "CoreBluetoothTests", dependencies: ["CoreBluetooth"]),
    .testTarget(name: "ActivityKitTests", dependencies: ["ActivityKit"]),
    .testTarget(name: "NaturalLanguageTests", dependencies: ["NaturalLanguage"]),
    .testTarget(name: "LinkPresentationTests", dependencies: ["LinkPresentation"]),
    .testTarget(name: "CoreSpotlightTests", dependencies: ["CoreSpotlight", "AppIntents"]),
    .testTarget(name: "SQLite3Tests", dependencies: ["SQLite3"]),
    .testTarget(name: "SpeechTests", dependencies: ["Speech"]),
    .testTarget(name: "SafariServicesTests", dependencies: ["SafariServices", "WidgetKit"]),
    .testTarget(name: "WebKitTests", dependencies: ["WebKit", "UIKit", "LegibleUI"]),
    .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData"]),
    .testTarget(name: "CoreDataTests", dependencies: ["CoreData"], exclude: ["Fixtures"]),
    .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings"], exclude: ["Fixtures"]),
    .testTarget(
      name: "AppleServicesTests",
      dependencies: [
        "UniformTypeIdentifiers", "UserNotifications", "CoreLocation", "StoreKit", "AuthenticationServices",
        "LocalizedStrings", "LegibleUI", "PDFKit", "EventKitUI", "BackgroundTasks",
      ]),
    // What a user sees, with the real typesetter and renderer: the core's views, the viewer's
    // panel, and the declarative layer, each in a folder of its own.
    .testTarget(
      name: "RealFontTests",
      dependencies: [
        "Legible", "LargeContentViewer", "LegibleUI", "Audit", "PangoCairo", "TestFixtures", "LegibleTesting",
        "LegiblePictureTesting", "Typesetting", "Drawing", "DynamicType", "Geometry", "MapKit",
        "PhotosUI", "LocalizedStrings", "StoreKit", "AuthenticationServices", "UIKit", "AVKit", "CoreData",
        "Charts", "TipKit", "AppIntents",
      ],
      exclude: ["LargeContentViewer/Goldens"]),
    // The SwiftUI gallery's previews, drawn and audited at every size.
    .testTarget(
      name: "SwiftUIGalleryTests",
      dependencies: [
        "SwiftUIGallery", "LegibleCLI", "LegibleUI", "LegibleTesting", "Audit", "PangoCairo", "Legible",
        "DynamicType", "LocalizedStrings",
      ]),
    // SwiftUI's layout rules as data: recorded cases and facts read off iOS simulators' pictures,
    // laid out by the declarative layer with real fonts.
    .testTarget(
      name: "SwiftUILayoutTests",
      dependencies: ["LegibleUI", "Legible", "LegibleTesting", "PangoCairo", "Geometry", "DynamicType"],
      exclude: ["Fixtures", "PictureFacts"]),
    // The backends and the tools.
    .testTarget(
      name: "PangoCairoTests",
      dependencies: [
        "PangoCairo", "LegiblePictureTesting", "LegibleTesting", "Typesetting", "Drawing", "DynamicType",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "Preview", "Showcase", "PizzaApp", "PangoCairo", "Legible", "LegibleTesting", "Drawing",
        "DynamicType",
        "legible",
      ]),
    .testTarget(
      name: "LegibleCLITests",
      dependencies: [
        "LegibleCLI", "Showcase", "legible", "order-screens", "Audit", "Legible", "Typesetting",
        "LocalizedStrings", "LegibleUI", "PangoCairo", "Geometry",
      ]),
    // The demo: the reference app and the demonstration screens, audited.
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "Showcase", "PizzaApp", "LegibleUI", "LegibleTesting", "Audit", "Legible", "LargeContentViewer",
        "PangoCairo", "Typesetting", "Drawing", "DynamicType", "Geometry",
      ],
      exclude: ["Goldens"]),

    // The tutorial's code (Legible.docc), compiled as it is shown: the first draft of a screen,
    // the screen as fixed, and a program over it.
    .target(
      name: "OrderStatusDraft", dependencies: ["SwiftUI", "LegibleUI", "Legible", "Audit", "Drawing"],
      path: "Tests/Tutorial/OrderStatusDraft"),
    .target(
      name: "OrderStatus", dependencies: ["SwiftUI", "LegibleUI", "Legible", "Audit", "Drawing"],
      path: "Tests/Tutorial/OrderStatus"),
    .executableTarget(
      name: "order-screens", dependencies: ["OrderStatus", "LegibleCLI", "Audit"],
      path: "Tests/Tutorial/order-screens"),
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "OrderStatusDraft", "OrderStatus", "order-screens", "LegibleTesting", "LegiblePictureTesting",
        "LegibleCLI", "LegibleUI", "PizzaApp", "Showcase", "Preview", "Audit", "Legible",
        "LargeContentViewer",
        "Simulation", "PangoCairo", "Typesetting", "Drawing", "DynamicType", "Geometry",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
