import Audit
import Foundation
import Legible
import PangoCairo

/// An audit's report folder: `index.html`, `report.json`, `report.junit.xml`, and in
/// `screenshots/` a screenshot per configuration and one per scrolled page with findings; extra
/// pictures (comparison sheets) are files beside them, shown first on the page.
///
/// Screenshots are drawn as each configuration is audited (`drawScreenshots`), by whichever
/// process audits it, and named by configuration, so that shards and worker processes can draw
/// into one folder and the page (`write`) finds them by name.
enum ReportFolder {
  /// The screenshot of a configuration's first viewport (page 0) or its k-th scrolled page, as a
  /// path relative to the folder.
  static func screenshotPath(_ configuration: AuditConfiguration, page: Int) -> String {
    "screenshots/\(HTMLReport.pictureKey(configuration, page: page).replacingOccurrences(of: "@", with: "-page-")).png"
  }

  /// Every screenshot of `results`, by picture key (`HTMLReport.pictureKey`), with its path: the
  /// first viewport and each scrolled page of each configuration.
  static func screenshots(of results: [ConfigurationResult]) -> [(key: String, path: String)] {
    // A screen that failed was never drawn.
    results.filter { !$0.screenFailed }.flatMap { cell in
      (0...cell.scrolledPositions.count).map { page in
        (
          HTMLReport.pictureKey(cell.configuration, page: page),
          screenshotPath(cell.configuration, page: page)
        )
      }
    }
  }

  /// Draws a configuration's screenshots (it must still hold its snapshots) into `folder`.
  @MainActor static func drawScreenshots(
    of result: ConfigurationResult, renderer: Renderer, into folder: URL
  ) throws {
    for (page, snapshot) in result.snapshots.enumerated() {
      let png = try renderer.data(
        snapshot.drawingOperations, canvas: result.configuration.device.size, scale: 1, format: .png)
      try CommandSupport.write(
        Data(png), to: folder.appendingPathComponent(screenshotPath(result.configuration, page: page)))
    }
  }

  /// The folder of a run that was interrupted: the reports of an earlier run are removed (they
  /// would describe screenshots this run has replaced), and the page says what happened.
  static func markInterrupted(_ folder: URL, done: Int, total: Int) {
    for name in ["index.html", "report.json", "report.junit.xml"] {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    let page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Interrupted audit</title></head>
      <body><main><h1>Interrupted audit</h1>
      <p>This run was interrupted after \(done) of \(total) configurations. The folder holds their
      screenshots but no findings: run the command again for a report.</p></main></body></html>

      """
    try? CommandSupport.write(Data(page.utf8), to: folder.appendingPathComponent("index.html"))
  }

  /// Writes the page, the JSON and the JUnit report for `result`, whose screenshots are in the
  /// folder already; `pictures` are files in the folder, shown first.
  static func write(
    _ result: AuditResult, to folder: URL, pictures: [ShardFile.Picture] = [], introduction: [String] = [],
    failOn: Severity = .error, sourceRoot: String? = nil
  ) throws {
    // Links to the code, from the folder the page is in to the folder the run was made in.
    let sourceLinkBase = sourceRoot.map { root -> String in
      let from = folder.standardizedFileURL.pathComponents
      let to = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
      let shared = zip(from, to).prefix { $0 == $1 }.count
      return String(repeating: "../", count: from.count - shared)
        + to.dropFirst(shared).map { $0 + "/" }.joined()
    }
    let screenshots = Dictionary(screenshots(of: result.results), uniquingKeysWith: { first, _ in first })
    // The three are independent: made at once, on as many cores.
    let titled = pictures.map { ($0.title, $0.name) }
    let shots = screenshots
    let pages = ConcurrentSlots(count: 3, initial: "")
    DispatchQueue.concurrentPerform(iterations: 3) { index in
      pages[index] =
        switch index {
        case 0:
          HTMLReport.render(
            result, screenshots: shots, pictures: titled, introduction: introduction,
            sourceLinkBase: sourceLinkBase)
        case 1: JSONReport.render(result)
        default: JUnitReport.render(result, failOn: failOn)
        }
    }
    for (index, name) in ["index.html", "report.json", "report.junit.xml"].enumerated() {
      try CommandSupport.write(Data(pages[index].utf8), to: folder.appendingPathComponent(name))
    }
  }
}
