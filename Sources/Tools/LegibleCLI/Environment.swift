import Foundation
import LegibleUI
import PangoCairo

/// Everything `legible` learns from the machine it runs on, read in this one place: environment
/// variables and the desktop's text-scaling factor. Commands take an `Environment` as a value, so
/// tests give them a made-up one.
public struct Environment: Sendable {
  /// The process's environment variables.
  public var variables: [String: String]
  /// Asks the desktop for its text-scaling factor; nil when there is no answer.
  public var desktopTextScalingFactor: @Sendable () -> String?
  /// Whether standard error is a terminal (progress is shown only then).
  public var errorIsTerminal: Bool
  /// The folder relative paths are read from and written to.
  public var currentDirectory: String
  /// How many processors this process may use: `--jobs` runs that many worker processes.
  public var processorCount: Int
  /// The `legible` executable, started again as worker processes by `--jobs`; nil when there is
  /// none to start (the tool run inside another program), and every job then runs in process.
  public var executablePath: String?
  /// Where worker processes write results that are read back and removed.
  public var temporaryDirectory: URL

  /// An environment of the given variables and settings; by default an empty one, as tests want.
  public init(
    variables: [String: String] = [:], desktopTextScalingFactor: @escaping @Sendable () -> String? = { nil },
    errorIsTerminal: Bool = false, currentDirectory: String = FileManager.default.currentDirectoryPath,
    processorCount: Int = 1, executablePath: String? = nil,
    temporaryDirectory: URL = URL(fileURLWithPath: "/tmp")
  ) {
    self.variables = variables
    self.desktopTextScalingFactor = desktopTextScalingFactor
    self.errorIsTerminal = errorIsTerminal
    self.currentDirectory = currentDirectory
    self.processorCount = max(1, processorCount)
    self.executablePath = executablePath
    self.temporaryDirectory = temporaryDirectory
  }

  /// The name of the variable that adds an app's own fonts: font files and `Info.plist` files
  /// (whose `UIAppFonts` are read, relative to the plist's folder), separated by colons.
  public static let appFontsVariable = "LEGIBLE_APP_FONTS"

  /// The font files `LEGIBLE_APP_FONTS` names, relative paths from the current folder.
  ///
  /// - Throws: `AppFontError` when a plist in it cannot be read.
  public func appFontFiles() throws(AppFontError) -> [URL] {
    guard let value = variables[Self.appFontsVariable] else { return [] }
    var files: [URL] = []
    for entry in value.split(separator: ":") where !entry.isEmpty {
      let url = URL(
        fileURLWithPath: String(entry), relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
      )
      .standardizedFileURL
      files += url.pathExtension == "plist" ? try AppFonts.listed(inInfoPlist: url) : [url]
    }
    return files
  }

  /// The name of the variable that sets the family laid out for the system font in place of the
  /// stand-in (an app font's family, as `legible fonts` lists it).
  public static let systemFontVariable = "LEGIBLE_SYSTEM_FONT"

  /// The family `LEGIBLE_SYSTEM_FONT` names, or nil when it is unset or empty.
  public var systemFontFamily: String? {
    variables[Self.systemFontVariable].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The name of the variable that sets the preferred content size.
  public static let contentSizeVariable = "LEGIBLE_CONTENT_SIZE"

  /// The environment of this process, with the GNOME desktop asked through `gsettings`.
  public static func current() -> Environment {
    Environment(
      variables: ProcessInfo.processInfo.environment,
      desktopTextScalingFactor: { gnomeTextScalingFactor(timeout: 2) }, errorIsTerminal: isatty(2) == 1,
      currentDirectory: FileManager.default.currentDirectoryPath,
      processorCount: ProcessInfo.processInfo.activeProcessorCount,
      executablePath: Bundle.main.executablePath, temporaryDirectory: FileManager.default.temporaryDirectory)
  }

  /// The icon set symbols are drawn from: Debian's Material Design Icons, or none when it is not
  /// installed (symbols are then drawn as placeholders and reported).
  public static func symbols() -> SymbolSet {
    guard let data = FileManager.default.contents(atPath: SymbolSet.debianFont.path) else {
      return SymbolSet()
    }
    return SymbolSet(svgFont: data)
  }

  /// Runs `gsettings get org.gnome.desktop.interface text-scaling-factor`, giving up after
  /// `timeout` seconds (a desktop bus that does not answer must not hang the tool). Nil when
  /// gsettings is missing, fails or is too slow.
  static func gnomeTextScalingFactor(timeout: Double) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let tool = path.split(separator: ":").map({ "\($0)/gsettings" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["get", "org.gnome.desktop.interface", "text-scaling-factor"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do { try process.run() } catch { return nil }
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      return nil
    }
    guard process.terminationStatus == 0 else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
