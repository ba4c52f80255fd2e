import Foundation
import Testing

@testable import LegibleCLI

/// What an app's code finds through `Bundle.main` by name is where Foundation looks for it on
/// Linux: beside the catalog program.
@Suite struct AppBundleResourcesTests {
  @Test func foundationsBundleFindsTheModelAndTheStringsLinkedBesideTheProgram() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App")
    let model = app.appendingPathComponent("Rides.xcdatamodeld")
    let english = app.appendingPathComponent("en.lproj")
    for folder in [model, english] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let strings = english.appendingPathComponent("Localizable.strings")
    try Data("\"current_speed\" = \"Current Speed\";\n".utf8).write(to: strings)
    let program = root.appendingPathComponent("build")
    try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)

    let resources = AppBundleResources(dataModels: [model], stringFiles: [strings])
    resources.link(into: program)
    resources.link(into: program)  // a second run replaces its links

    let bundle = try #require(Bundle(path: program.path))
    #expect(
      bundle.url(forResource: "Rides", withExtension: "momd")?.resolvingSymlinksInPath()
        == model.resolvingSymlinksInPath())
    #expect(bundle.localizedString(forKey: "current_speed", value: nil, table: nil) == "Current Speed")
    #expect(resources.note?.contains("development language") == true)
    #expect(AppBundleResources(dataModels: [model], stringFiles: []).note == nil)
  }
}
