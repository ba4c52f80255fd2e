// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Legible",
  products: [
    .library(name: "DynamicType", targets: ["DynamicType"]),
    .library(name: "Geometry", targets: ["Geometry"]),
    .executable(name: "legible", targets: ["legible"]),
  ],
  targets: [
    // Pure modules: no C, no Foundation.
    .target(name: "Geometry"),
    .target(name: "DynamicType", dependencies: ["Geometry"]),

    // The command line tool: a library (tested in process) and a thin executable.
    .target(name: "LegibleCLI", dependencies: ["DynamicType", "Geometry"]),
    .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),

    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(
      name: "DynamicTypeTests", dependencies: ["DynamicType"], exclude: ["Fixtures"]),
    .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "legible"]),
  ],
  swiftLanguageModes: [.v6]
)
