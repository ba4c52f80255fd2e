import Audit
import Foundation
import PangoCairo

/// Writes an audit's report folder: `index.html`, `report.json`, `report.junit.xml`, and in
/// `screenshots/` a screenshot per configuration and one per scrolled page with findings; extra
/// pictures (comparison sheets) are written beside them and shown first on the page.
enum ReportFolder {
  @MainActor static func write(
    _ result: AuditResult, renderer: Renderer, to folder: URL,
    pictures: [(title: String, name: String, png: [UInt8])] = [],
    failOn: Severity = .error, progress: ((Int, Int) -> Void)? = nil
  ) throws {
    var screenshots: [String: String] = [:]
    for (index, configuration) in result.results.enumerated() {
      for (page, snapshot) in ([configuration.snapshot] + configuration.pages.map(\.snapshot)).enumerated() {
        let png = try renderer.data(
          snapshot.drawingOperations, canvas: configuration.configuration.device.size, scale: 1, format: .png)
        let key = HTMLReport.pictureKey(configuration.configuration, page: page)
        let name = "screenshots/\(key.replacingOccurrences(of: "@", with: "-page-")).png"
        try CommandSupport.write(Data(png), to: folder.appendingPathComponent(name))
        screenshots[key] = name
      }
      progress?(index + 1, result.results.count)
    }
    for picture in pictures {
      try CommandSupport.write(Data(picture.png), to: folder.appendingPathComponent(picture.name))
    }
    let html = HTMLReport.render(
      result, screenshots: screenshots, pictures: pictures.map { ($0.title, $0.name) })
    try CommandSupport.write(Data(html.utf8), to: folder.appendingPathComponent("index.html"))
    try CommandSupport.write(
      Data(JSONReport.render(result).utf8), to: folder.appendingPathComponent("report.json"))
    try CommandSupport.write(
      Data(JUnitReport.render(result, failOn: failOn).utf8),
      to: folder.appendingPathComponent("report.junit.xml"))
  }
}
