import Audit
import DynamicType
import Foundation
import Legible
import LegibleCLI
import Testing

/// A settings screen of someone's own: a title and a row whose long label wraps.
@MainActor private let settings = AuditScreen(name: "settings", languages: ["en", "de"]) {
  configuration, typesetter in
  let screen = Screen(
    device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
    typesetter: typesetter)
  let title = Label(
    configuration.language == "de" ? "Einstellungen" : "Settings", font: .textStyle(.largeTitle))
  let row = Label(
    configuration.language == "de"
      ? "Benachrichtigungen für neue Bestellungen anzeigen" : "Show notifications for new orders",
    lines: 0)
  row.identifier = "notifications"
  screen.root = ScrollView(Padding(Stack(.vertical, spacing: .fixed(12), [title, row]), 16))
  return screen
}

@MainActor @Suite struct CatalogTests {
  let catalog = ScreenCatalog(screens: [settings])

  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("legible-catalog-\(UUID().uuidString)")
  }

  @Test func everyCommandWorksOnTheScreensOfYourOwnCatalog() throws {
    let out = folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let screens = ToolRun.inProcess(["screens"], catalog: catalog)
    #expect(screens.status == 0)
    #expect(screens.output.contains("settings") && screens.output.contains("en, de"))
    #expect(!screens.output.contains("menu"))

    let audit = ToolRun.inProcess(
      ["audit", "--categories", "L,AX5", "--languages", "en,de", "--format", "html", "--out", out.path],
      catalog: catalog)
    #expect(audit.status == 0 || audit.status == 1, "\(audit.errors)")
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("settings"))

    let picture = out.appendingPathComponent("settings.png")
    let render = ToolRun.inProcess(
      ["render", "--language", "de", "--category", "AX3", "--out", picture.path], catalog: catalog)
    #expect(render.status == 0, "\(render.errors)")
    #expect(FileManager.default.fileExists(atPath: picture.path))

    let demo = ToolRun.inProcess(
      [
        "demo", "--categories", "AX5", "--devices", "se", "--jobs", "1", "--out",
        out.appendingPathComponent("demo").path,
      ],
      catalog: catalog)
    #expect(demo.status == 0, "\(demo.errors)")
    #expect(demo.output.contains("settings screen in 2 configurations"))
  }

  @Test func theFirstScreenIsTheDefaultAndOthersAreNamedInErrors() {
    let dump = ToolRun.inProcess(["dump"], catalog: catalog)
    #expect(dump.status == 0)
    #expect(dump.output.contains("\"screen\": \"settings\""))
    let unknown = ToolRun.inProcess(["dump", "--screen", "menu"], catalog: catalog)
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("'menu' is not a screen. Use one of: settings."))
  }

  /// A program of your own says its own name in usage lines and help pages.
  @Test func helpAndUsageNameTheProgram() {
    func run(_ arguments: [String]) -> ToolRun {
      ToolRun.inProcess(arguments, catalog: catalog, programName: "settings-screens")
    }
    #expect(run(["--help"]).output.contains("Usage: settings-screens <command>"))
    #expect(run(["help", "audit"]).output.contains("Usage: settings-screens audit"))
    let error = run(["audit", "--bogus"])
    #expect(error.status == 64 && error.errors.contains("See 'settings-screens help audit'."))
    #expect(run(["--version"]).output == "settings-screens (Legible \(LegibleTool.version))\n")
  }

  @Test(arguments: [
    ([], "lists no screens"), (["settings", "settings"], "two screens of the catalog are named 'settings'"),
  ])
  func anUnusableCatalogSaysWhatToFix(_ names: [String], _ message: String) {
    let screens = names.map { _ in settings }
    let run = ToolRun.inProcess(["screens"], catalog: ScreenCatalog(screens: screens))
    #expect(run.status == 70)
    #expect(run.errors.contains(message))
  }

  /// A catalog of previews is audited whole: one report, a verdict per preview; `--screen`
  /// still narrows, and `screens --format json` lists them for scripts.
  @Test func aCatalogOfPreviewsIsAuditedWholeInOneReport() throws {
    let checkout = AuditScreen(name: "Checkout/Preview") { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.root = Label("Pay now", font: .textStyle(.body))
      return screen
    }
    let previews = ScreenCatalog(screens: [settings, checkout], listsPreviews: true)
    let out = folder().appendingPathExtension("json")
    defer { try? FileManager.default.removeItem(at: out) }
    let audit = ToolRun.inProcess(
      ["audit", "--categories", "L", "--devices", "se", "--format", "json", "--out", out.path],
      catalog: previews)
    #expect(audit.status == 0 || audit.status == 1, "\(audit.errors)")
    let report = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
    #expect(report["screen"] as? String == "all screens")
    let variants = Set(
      ((report["configurations"] as? [[String: Any]]) ?? []).compactMap { $0["variant"] as? String })
    // The settings screen comes in one variant, so it is named alone.
    #expect(variants == ["settings", "Checkout/Preview"])

    let one = ToolRun.inProcess(
      ["audit", "--screen", "Checkout/Preview", "--categories", "L", "--devices", "se"], catalog: previews)
    #expect(one.output.contains("Audit of Checkout/Preview"), "\(one.output)")
    // Without previews, the first screen stays the default.
    let first = ToolRun.inProcess(["audit", "--categories", "L", "--devices", "se"], catalog: catalog)
    #expect(first.output.contains("Audit of settings"))

    let walk = ToolRun.inProcess(["audit", "--walk"], catalog: previews)
    #expect(walk.status == 64 && walk.errors.contains("--walk starts from one screen"))

    let listed = ToolRun.inProcess(["screens", "--format", "json"], catalog: previews)
    let names = try #require(
      JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
    #expect(names.compactMap { $0["name"] as? String } == ["settings", "Checkout/Preview"])
    #expect(names.first?["languages"] as? [String] == ["en", "de"])
    #expect(ToolRun.inProcess(["screens", "--format", "yaml"], catalog: previews).status == 64)
  }

  @Test func aScreenNamedAllIsRefusedWithAReason() {
    let clash = ScreenCatalog(screens: [AuditScreen(name: "all", make: settings.make)])
    #expect(clash.problem?.contains("keeps for every screen") == true)
  }
}

@MainActor @Suite struct DumpTests {
  func document(_ arguments: [String]) throws -> [String: Any] {
    let run = ToolRun.inProcess(["dump"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  func texts(_ node: [String: Any]) -> [[String: Any]] {
    let own = (node["text"] as? [String: Any]).map { [$0] } ?? []
    return own + ((node["children"] as? [[String: Any]]) ?? []).flatMap(texts)
  }

  @Test func theDumpGivesEveryTextAsShownAndAsIntended() throws {
    let menu = try document(["--screen", "menu", "--category", "AX3"])
    #expect(menu["screen"] as? String == "menu" && menu["category"] as? String == "accessibilityExtraLarge")
    let all = ((menu["nodes"] as? [[String: Any]]) ?? []).flatMap(texts)
    #expect(all.count > 5)
    for text in all {
      let string = try #require(text["string"] as? String)
      let shown = try #require(text["shown"] as? String)
      let lines = try #require(text["lines"] as? [[String: Any]])
      #expect(lines.count == shown.split(separator: "\n", omittingEmptySubsequences: false).count)
      // What is shown is the string, cut into lines (and shortened where truncated).
      if text["truncated"] as? Bool == false {
        #expect(
          shown.replacingOccurrences(of: "\n", with: "").filter { !$0.isWhitespace }
            == string.filter { !$0.isWhitespace }, "\(shown) is not \(string)")
      }
    }
    // At AX3 the address wraps: shown on several lines.
    #expect(all.contains { ($0["shown"] as? String)?.contains("\n") == true })
  }

  @Test func theDumpSaysWhereTheScreenIsScrolled() throws {
    let start = try document(["--screen", "menu"])
    #expect((start["scrollPosition"] as? [String: Any])?.isEmpty == true)
    let scrolled = try document(["--screen", "menu", "--scroll", "product-3"])
    let offsets = try #require(scrolled["scrollPosition"] as? [String: Double])
    #expect(offsets.values.contains { $0 > 100 })
  }

  @Test func theFirstApproachShowsItsTruncationInTheDump() throws {
    let menu = try document([
      "--variant", "firstApproach", "--category", "AX5", "--device", "se", "--language", "ru",
    ])
    let all = ((menu["nodes"] as? [[String: Any]]) ?? []).flatMap(texts)
    #expect(all.contains { ($0["shown"] as? String)?.contains("…") == true })
  }
}
