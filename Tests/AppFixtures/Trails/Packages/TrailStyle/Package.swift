// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TrailStyle",
  platforms: [.iOS(.v17)],
  products: [.library(name: "TrailStyle", targets: ["TrailStyle"])],
  targets: [
    .target(name: "TrailStyle", path: "Sources/TrailStyle"),
    .testTarget(name: "TrailStyleTests", dependencies: ["TrailStyle"]),
  ]
)
