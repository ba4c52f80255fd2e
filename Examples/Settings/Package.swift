// swift-tools-version: 6.2
import PackageDescription

// A settings screen of your own, built on Legible as a dependency: the screen in a library, a
// command-line program over it (every `legible` command), and tests with LegibleTesting.
let package = Package(
  name: "Settings",
  products: [
    .library(name: "Settings", targets: ["Settings"]),
    .executable(name: "settings-screens", targets: ["settings-screens"]),
    .executable(name: "settings-preview", targets: ["settings-preview"]),
  ],
  dependencies: [
    // In your project: .package(url: "<Legible's repository>", from: "0.1.0")
    .package(name: "Legible", path: "../..")
  ],
  targets: [
    .target(
      name: "Settings",
      dependencies: [
        .product(name: "Legible", package: "Legible"),
        .product(name: "LargeContentViewer", package: "Legible"),
        .product(name: "Audit", package: "Legible"),
        .product(name: "Drawing", package: "Legible"),
        .product(name: "DynamicType", package: "Legible"),
        .product(name: "Geometry", package: "Legible"),
      ]),
    .executableTarget(
      name: "settings-screens",
      dependencies: ["Settings", .product(name: "LegibleCLI", package: "Legible")]),
    // The same catalog with the live window, which only this program links.
    .executableTarget(
      name: "settings-preview",
      dependencies: [
        "Settings", .product(name: "LegibleCLI", package: "Legible"),
        .product(name: "Preview", package: "Legible"),
      ]),
    .testTarget(
      name: "SettingsTests",
      dependencies: [
        "Settings", "settings-screens", "settings-preview",
        .product(name: "LegibleTesting", package: "Legible"),
        .product(name: "PangoCairo", package: "Legible"),
        .product(name: "Preview", package: "Legible"),
        .product(name: "Audit", package: "Legible"),
        .product(name: "Legible", package: "Legible"),
        .product(name: "Drawing", package: "Legible"),
        .product(name: "DynamicType", package: "Legible"),
        .product(name: "Geometry", package: "Legible"),
      ],
      exclude: ["Goldens"]),
  ],
  swiftLanguageModes: [.v6]
)
