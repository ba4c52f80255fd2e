import Foundation
import Testing

@testable import LegibleUI

/// Legible's own modules are told from the team's by name: the list must name every module of
/// the package's core, frameworks and modules, so that a new one's views are never taken for the
/// team's (which would add Legible's own lines to the chain of callers findings show).
@MainActor @Suite struct TeamCodeTests {
  @Test func everyModuleOfThePackageIsOneOfLegibles() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    var modules: Set<String> = []
    for group in ["Core", "Frameworks", "Modules"] {
      let folder = sources.appendingPathComponent(group)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      modules.formUnion(names.filter { !$0.hasPrefix(".") })
    }
    #expect(modules.count > 20)
    #expect(modules == TeamCode.libraryModules)
  }

  struct Mine: View {
    var body: some View { Text("Mine") }
  }

  @Test func aViewDeclaredOutsideLegibleIsTheTeams() {
    #expect(TeamCode.declares(Mine.self))
    #expect(!TeamCode.declares(Label<Text, Image>.self))
  }
}
