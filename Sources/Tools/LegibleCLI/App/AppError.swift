/// Why `legible app` cannot audit an app at all (a file that does not build is not one: it is
/// left out and reported). Each message says what to do.
enum AppError: Error, Equatable, CustomStringConvertible {
  case noFolder(String)
  case notAFolder(String)
  case noSwiftFiles(String)
  case noLegiblePackage(String?)
  case unreadableProject(String, reason: String)
  case noTarget(String, available: [String])
  case cannotWrite(String, reason: String)
  case toolchain(String)
  case buildFailed(log: String)
  case nothingBuilt(leftOut: Int)
  case noPreviews(built: Int)
  case everyPreviewFailed(Int)
  case cannotListPreviews(String, reason: String)

  var description: String {
    switch self {
    case .cannotListPreviews(let program, let reason):
      return
        "the app's previews could not be listed (\(program) screens): it \(reason); run that command to see why"
    case .noFolder(let path):
      return "there is no folder \(path); give the folder of the app's sources (where its .swift files are)"
    case .notAFolder(let path):
      return "\(path) is a file; give the folder of the app's sources, not one of its files"
    case .noSwiftFiles(let path):
      return
        "\(path) holds no Swift file outside tests, extensions and packages; give the folder of the app's sources"
    case .noLegiblePackage(let path):
      let which =
        path.map { "\($0) is not Legible's package folder (no Package.swift naming Legible)" }
        ?? "cannot find Legible's package folder to build the app against"
      return "\(which); give it with --legible-package <folder> or LEGIBLE_PACKAGE"
    case .unreadableProject(let path, let reason):
      return "cannot read the Xcode project \(path): \(reason)"
    case .noTarget(let name, let available):
      return available.isEmpty
        ? "--target \(name): the folder holds no Xcode project with targets; leave --target out"
        : "the Xcode project has no target \(name); use one of: \(available.joined(separator: ", "))"
    case .cannotWrite(let path, let reason):
      return "cannot write the build folder \(path): \(reason); choose another with --build-folder"
    case .toolchain(let reason):
      return "cannot run the Swift toolchain: \(reason); put `swift` on the PATH"
    case .buildFailed(let log):
      return
        "the app's build failed without naming a file of the app, so nothing can be left out to make it build. "
        + "The build said:\n\(log)"
    case .nothingBuilt(let leftOut):
      return "none of the app's files builds here (\(leftOut) left out: their causes are listed above)"
    case .everyPreviewFailed(let count):
      return
        "each of the \(count) previews crashed or hung when laid out (listed above), so none can be audited"
    case .noPreviews(let built):
      return
        "\(built) files of the app built, but none of them declares a #Preview or a PreviewProvider, and no "
        + "SwiftUI App marked @main opens on a screen that built (an app started by a UIKit delegate is not opened); "
        + "add a preview of a screen (or of the app's root view) and run again"
    }
  }
}
