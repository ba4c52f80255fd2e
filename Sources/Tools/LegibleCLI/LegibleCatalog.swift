import Audit
import Foundation
import LegibleUI
import PangoCairo

/// A command-line program over your own screens: every command of `legible` (audit, render,
/// simulate, preview, demo, dump, merge, …) on the screens you list.
///
/// ```swift
/// enum OrderCatalog: LegibleCatalog {
///   static let screens: [AuditScreen] = [OrderScreens.status]
/// }
///
/// OrderCatalog.main()
/// ```
///
/// In a program's `main.swift` (or with `@main` on the catalog), `swift run order-screens audit
/// --format html --out report` then audits the first screen at every size. The `legible` tool itself is such a program, with the reference app's screens.
public protocol LegibleCatalog {
  /// The screens, each with a distinct name; the first is what commands show by default.
  static var screens: [AuditScreen] { get }
  /// SwiftUI previews shown as screens after `screens` (`LegiblePreviews.all` of a target the
  /// `LegiblePreviews` plugin runs on), each named `File/Preview`.
  @MainActor static var previews: [DeclaredPreview] { get }
  /// What `demo` runs; nil (the default) for the first screen over all its languages and
  /// variants, every text size and four phones.
  static var demo: DemoPlan? { get }
  /// The window `preview` opens: nil (the default) for none, so that the program does not link a
  /// window system; `PreviewWindow.self` (the Preview product) for the live window.
  static var liveWindow: (any LiveWindow.Type)? { get }
  /// The app's own fonts, which `Font.custom` names: font files, or those its `Info.plist` lists
  /// (`AppFonts.listed(inInfoPlist:)`); by default none. `LEGIBLE_APP_FONTS` adds more.
  static var appFonts: [URL] { get }
  /// The family laid out for the system font in place of the stand-in, Noto Sans SemiCondensed:
  /// the font the team is licensed to use, usually one of `appFonts`; by default nil.
  /// `LEGIBLE_SYSTEM_FONT` overrides it.
  static var systemFont: String? { get }
}

extension LegibleCatalog {
  public static var screens: [AuditScreen] { [] }
  @MainActor public static var previews: [DeclaredPreview] { [] }
  public static var demo: DemoPlan? { nil }
  public static var liveWindow: (any LiveWindow.Type)? { nil }
  public static var appFonts: [URL] { [] }
  public static var systemFont: String? { nil }

  /// The catalog as the tool reads it.
  @MainActor public static var catalog: ScreenCatalog {
    let previews = previews
    return ScreenCatalog(
      screens: screens + previews.map(AuditScreen.init(preview:)), demo: demo, liveWindow: liveWindow,
      listsPreviews: !previews.isEmpty)
  }

  /// Runs the command the process's arguments name and exits with its status.
  @MainActor public static func main() {
    SymbolSet.loadCurrent(whenFirstUsed: Environment.symbols)
    // Standard output carries the tool's own output only (a report, a worker's answers to its
    // parent): what the screens themselves print (a body's `print`, buffered and flushed at any
    // point) goes to standard error, so that it never lands inside a report or an answer.
    var toolOutput = FileHandle.standardOutput
    fflush(nil)
    let channel = dup(STDOUT_FILENO)
    if channel >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 {
      toolOutput = FileHandle(fileDescriptor: channel, closeOnDealloc: true)
    }
    let output = toolOutput
    var context = CommandContext(
      catalog: catalog, environment: .current(),
      standardOutput: { output.write(Data($0.utf8)) },
      standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      standardInputLine: { readLine(strippingNewline: true) })
    if let path = CommandLine.arguments.first, !path.isEmpty {
      context.programName = URL(fileURLWithPath: path).lastPathComponent
    }
    do {
      try AppFonts.use(appFonts + context.environment.appFontFiles())
      if let family = context.environment.systemFontFamily ?? systemFont {
        try AppFonts.useAsSystemFont(family: family)
        if let typesetter = try? PangoTypesetter(),
          typesetter.resolvedFamily(family).lowercased() != family.lowercased()
        {
          context.standardError(
            "\(context.programName): The system font \(family) is not among the app's fonts or the pinned ones: give its family as `\(context.programName) fonts` lists it, with its files in LEGIBLE_APP_FONTS.\n"
          )
          exit(ExitCode.usage.rawValue)
        }
      }
    } catch {
      context.standardError("\(context.programName): \(error)\n")
      exit(ExitCode.usage.rawValue)
    }
    exit(LegibleTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
  }
}
