// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Legible",
  products: [
    .library(name: "DynamicType", targets: ["DynamicType"]),
    .library(name: "Geometry", targets: ["Geometry"]),
    .library(name: "Typesetting", targets: ["Typesetting"]),
    .library(name: "Legible", targets: ["Legible"]),
    .library(name: "LargeContentViewer", targets: ["LargeContentViewer"]),
    .library(name: "Audit", targets: ["Audit"]),
    .library(name: "Simulation", targets: ["Simulation"]),
    .library(name: "LegibleTesting", targets: ["LegibleTesting"]),
    .library(name: "PangoCairo", targets: ["PangoCairo"]),
    .library(name: "Drawing", targets: ["Drawing"]),
    .library(name: "Preview", targets: ["Preview"]),
    .library(name: "LegibleCLI", targets: ["LegibleCLI"]),
    .library(name: "PizzaApp", targets: ["PizzaApp"]),
    .library(name: "LegibleUI", targets: ["LegibleUI"]),
    .executable(name: "legible", targets: ["legible"]),
    .executable(name: "legible-benchmark", targets: ["LegibleBenchmark"]),
    .executable(name: "legible-fuzz", targets: ["LegibleFuzz"]),
  ],
  targets: [
    // Pure modules: no C, no Foundation.
    .target(name: "Geometry"),
    .target(name: "DynamicType", dependencies: ["Geometry"]),
    .target(name: "Typesetting", dependencies: ["DynamicType", "Geometry"]),
    .target(name: "Drawing", dependencies: ["Geometry", "Typesetting"]),
    .target(name: "Legible", dependencies: ["DynamicType", "Geometry", "Typesetting", "Drawing"]),
    .target(name: "Simulation", dependencies: ["Geometry", "Drawing"]),
    .target(name: "Audit", dependencies: ["Legible", "DynamicType", "Geometry", "Typesetting", "Drawing"]),
    .target(
      name: "LegibleTesting",
      dependencies: ["Audit", "Legible", "PangoCairo", "Drawing", "DynamicType", "Typesetting"]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
    .target(
      name: "Preview",
      dependencies: [
        "CSDL2", "Audit", "Legible", "LargeContentViewer", "PangoCairo", "DynamicType",
        "Geometry",
        "Typesetting", "Drawing",
      ]),
    .target(
      name: "PizzaApp",
      dependencies: [
        "LegibleUI", "Audit", "Legible", "LargeContentViewer", "DynamicType", "Geometry", "Typesetting",
        "Drawing",
      ]),
    .target(
      name: "Showcase",
      dependencies: [
        "LegibleCLI", "PizzaApp", "Audit", "Legible", "LargeContentViewer", "DynamicType", "Geometry",
        "Typesetting", "Drawing",
      ]),
    .target(
      name: "LegibleUI",
      dependencies: ["Legible", "LargeContentViewer", "DynamicType", "Geometry", "Typesetting", "Drawing"]),
    .target(
      name: "LargeContentViewer",
      dependencies: ["Legible", "DynamicType", "Geometry", "Typesetting", "Drawing"]),

    // The backend: Pango, HarfBuzz and fontconfig for text; Cairo and librsvg for pixels.
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]),
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "LegibleTextShim", dependencies: ["CPangoCairo"]),
    .target(
      name: "PangoCairo",
      dependencies: [
        "CPangoCairo", "CRsvg", "CZlib", "LegibleTextShim", "Typesetting", "Drawing", "DynamicType",
        "Geometry",
      ]),

    // The command line tool: a library (tested in process) and a thin executable.
    .target(
      name: "LegibleCLI",
      dependencies: [
        "DynamicType", "Geometry", "Legible", "Audit", "PangoCairo", "Simulation", "Drawing", "Preview",
      ]),
    .executableTarget(name: "legible", dependencies: ["Showcase"]),
    .executableTarget(
      name: "LegibleBenchmark",
      dependencies: [
        "Audit", "PizzaApp", "Preview", "Simulation", "Legible", "PangoCairo", "Typesetting", "Drawing",
        "DynamicType",
        "Geometry",
      ]),

    // Fuzz targets: replays inputs in an ordinary build, runs libFuzzer in a fuzzing build
    // (scripts/fuzz).
    .executableTarget(
      name: "LegibleFuzz",
      dependencies: [
        "LegibleCLI", "Legible", "PangoCairo", "Typesetting", "Drawing", "DynamicType", "Geometry",
      ]),

    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "SimulationTests", dependencies: ["Simulation", "Drawing", "Geometry"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "DynamicType"]),
    .testTarget(
      name: "PizzaAppTests",
      dependencies: [
        "PizzaApp", "LegibleUI", "LegibleTesting", "Audit", "Legible", "LargeContentViewer", "PangoCairo",
        "Typesetting", "Drawing", "DynamicType",
        "Geometry",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "AuditTests",
      dependencies: [
        "Audit", "LegibleTesting", "Showcase", "PizzaApp", "Legible", "LargeContentViewer", "PangoCairo",
        "Typesetting",
        "Drawing", "DynamicType", "Geometry",
      ]),
    .testTarget(
      name: "LargeContentViewerTests",
      dependencies: [
        "LargeContentViewer", "LegibleTesting", "Legible", "PangoCairo", "Typesetting", "Drawing",
        "DynamicType", "Geometry",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "LegibleTests",
      dependencies: [
        "Legible", "LegibleTesting", "Showcase", "PangoCairo", "Typesetting", "Drawing", "DynamicType",
        "Geometry",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "PangoCairoTests",
      dependencies: ["PangoCairo", "LegibleTesting", "Typesetting", "Drawing", "DynamicType"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "DynamicTypeTests", dependencies: ["DynamicType"], exclude: ["Fixtures"]),
    .testTarget(
      name: "LegibleUITests",
      dependencies: ["LegibleUI", "Legible", "PangoCairo", "Drawing", "DynamicType", "Geometry"]),
    .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "Showcase", "legible"]),
    // The tutorial's code (Legible.docc), compiled as it is shown: the first draft of a screen,
    // the screen as fixed, and a program over it.
    .target(
      name: "OrderStatusDraft", dependencies: ["LegibleUI", "Legible", "Audit", "Drawing"],
      path: "Tests/Tutorial/OrderStatusDraft"),
    .target(
      name: "OrderStatus", dependencies: ["LegibleUI", "Legible", "Audit", "Drawing"],
      path: "Tests/Tutorial/OrderStatus"),
    .executableTarget(
      name: "order-screens", dependencies: ["OrderStatus", "LegibleCLI", "Audit"],
      path: "Tests/Tutorial/order-screens"),
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "OrderStatusDraft", "OrderStatus", "order-screens", "LegibleTesting", "LegibleCLI", "LegibleUI",
        "PizzaApp", "Preview",
        "Audit", "Legible", "LargeContentViewer", "Simulation", "PangoCairo", "Typesetting", "Drawing",
        "DynamicType", "Geometry",
      ]),
    .testTarget(
      name: "PreviewTests",
      dependencies: [
        "Preview", "PizzaApp", "PangoCairo", "Legible", "LegibleTesting", "Drawing", "DynamicType", "legible",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
