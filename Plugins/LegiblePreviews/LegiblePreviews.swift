import Foundation
import PackagePlugin

/// Lists a target's SwiftUI previews for Legible's catalog: at every build it reads the target's
/// Swift files and writes `LegiblePreviews.all`, one `DeclaredPreview` per view of each
/// `PreviewProvider`, so that `audit`, `render`, `preview`, `dump` and `demo` work over a team's
/// previews with no list kept by hand.
@main struct LegiblePreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "LegiblePreviews.swift")
    return [
      .buildCommand(
        displayName: "Listing the previews of \(target.name)",
        executable: try context.tool(named: "legible-previews").url,
        arguments: [output.path] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output])
    ]
  }
}
