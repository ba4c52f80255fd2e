import DynamicType
import Geometry
import Legible

/// The page's own colours pass WCAG AA: every rule that sets a text colour sets it on the page's
/// white or on its own background, at 4.5:1 or more (a test reads the style sheet).
///
/// The audit as a web page: for each language, a grid of screenshots (a row per category, a column
/// per variant and device, so variants stand side by side), each with its findings drawn as
/// labelled boxes; under each, the scrolled pages where more was found, each with its own boxes;
/// a filter by check; and the list of findings, each linked to the picture it is drawn on. An
/// `introduction` (paragraphs of plain text) and extra `pictures` (comparison sheets) come first. Self-contained but for the images, which are files
/// beside it: `screenshots` maps a picture's key (`pictureKey(_:page:)`) to a path relative to
/// the page.
public enum HTMLReport {
  /// The report as an HTML page, with the given screenshots and pictures linked from it.
  public static func render(
    _ result: AuditResult, screenshots: [String: String], pictures: [(title: String, path: String)] = [],
    introduction: [String] = [], scale: Double = 0.5
  ) -> String {
    let checks = CheckID.allCases.filter { check in result.findings.contains { $0.check == check } }
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <title>Legible audit: \(escape(result.screen))</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #ffffff; }
      a { color: #0b57d0; } a:visited { color: #6a1b9a; }
      h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; }
      .summary { margin: 8px 0 16px; } .error { color: #b00020; } .warning { color: #8a5a00; }
      .filters label { margin-right: 12px; white-space: nowrap; }
      table.grid { border-collapse: collapse; } .grid th { font-weight: 600; padding: 4px 8px; text-align: left; vertical-align: top; }
      .grid td { padding: 6px; vertical-align: top; }
      figure { margin: 0; border: 1px solid #d2d2d7; }
      .shot { position: relative; overflow: hidden; }
      figure img { display: block; }
      figure figcaption { font-size: 12px; padding: 2px 4px; color: #1d1d1f; background: #f5f5f7; }
      .box { position: absolute; border: 2px solid #d70015; background: rgba(215,0,21,0.08); box-sizing: border-box; }
      .box.warning { border-color: #8a5a00; background: rgba(199,124,2,0.08); }
      .box span { position: absolute; top: -1px; left: -1px; background: #d70015; color: #ffffff; font-size: 10px; padding: 0 3px; white-space: nowrap; }
      .box.warning span { background: #8a5a00; color: #ffffff; }
      .box.accepted { border-color: #6e6e73; background: rgba(110,110,115,0.06); }
      .box.accepted span { background: #6e6e73; color: #ffffff; }
      details.pages { margin-top: 4px; font-size: 12px; } details.pages figure { margin-top: 6px; }
      ol.findings li { margin: 4px 0; } .hint { color: #6e6e73; }
      .hidden { display: none !important; }
      </style></head><body>
      <h1>Legible audit: \(escape(result.screen))</h1>
      <p class="summary">\(result.results.count) configurations · \(result.results.map(\.coverage.pages).reduce(0, +)) pages seen · <span class="error">\(result.count(.error)) errors</span> · <span class="warning">\(result.count(.warning)) warnings</span> · \(result.count(.accepted)) accepted · touch target \(result.options.touchTarget.rawValue)</p>
      <div class="filters">Show:

      """
    for check in checks {
      let count = result.findings.filter { $0.check == check }.count
      html +=
        "<label><input type=\"checkbox\" checked data-check=\"\(check.rawValue)\"> \(check.rawValue) (\(count))</label>\n"
    }
    html += "</div>\n"
    for paragraph in introduction { html += "<p class=\"introduction\">\(escape(paragraph))</p>\n" }
    for picture in pictures {
      html +=
        "<h2>\(escape(picture.title))</h2>\n<p><a href=\"\(escape(picture.path))\"><img src=\"\(escape(picture.path))\" style=\"max-width:100%\" alt=\"\(escape(picture.title))\"></a></p>\n"
    }
    // Findings are numbered in report order; each is drawn on the page it was found at.
    var numbers: [Finding: Int] = [:]
    for (index, finding) in result.findings.enumerated() where numbers[finding] == nil {
      numbers[finding] = index + 1
    }
    for language in result.matrix.languages {
      // One grid per language: a row per category, a column per variant and device, so the
      // variants stand side by side.
      html += "<h2>\(escape(language))</h2>\n<table class=\"grid\"><tr><th></th>"
      for variant in result.matrix.variants {
        for device in result.matrix.devices {
          html += "<th>\(escape(variant))<br>\(escape(device.name))</th>"
        }
      }
      html += "</tr>\n"
      for category in result.matrix.categories {
        html += "<tr><th>\(category.shortName)</th>"
        for variant in result.matrix.variants {
          for device in result.matrix.devices {
            guard
              let cell = result.results.first(where: {
                $0.configuration.variant == variant && $0.configuration.language == language
                  && $0.configuration.device == device && $0.configuration.category == category
              })
            else {
              html += "<td></td>"
              continue
            }
            html += "<td>"
            for (page, position) in ([ScrollPosition.start] + cell.scrolledPositions).enumerated() {
              if page == 1 {
                html +=
                  "<details class=\"pages\"><summary>\(cell.scrolledPositions.count) scrolled page\(cell.scrolledPositions.count == 1 ? "" : "s") with findings</summary>"
              }
              let caption =
                page == 0
                ? "\(category.shortName) · \(cell.findings.count) finding\(cell.findings.count == 1 ? "" : "s")"
                  + (cell.coverage.pages > 1 ? " · \(cell.coverage.pages) pages" : "")
                : "scrolled to \(position)"
              html += figure(
                cell, page: page, position: position,
                picture: screenshots[pictureKey(cell.configuration, page: page)],
                caption: caption, scale: scale, numbers: numbers)
            }
            if !cell.scrolledPositions.isEmpty { html += "</details>" }
            html += "</td>"
          }
        }
        html += "</tr>\n"
      }
      html += "</table>\n"
    }
    html += "<h2>Findings</h2>\n<ol class=\"findings\">\n"
    // Grouped by variant (a walked app's place) when there are several.
    let grouped = result.matrix.variants.count > 1
    var heading: String?
    for cell in result.results {
      if grouped, !cell.findings.isEmpty, heading != cell.configuration.variant {
        heading = cell.configuration.variant
        html += "</ol>\n<h3>\(escape(cell.configuration.variant))</h3>\n<ol class=\"findings\">\n"
      }
      for finding in cell.findings {
        let page = cell.scrolledPositions.firstIndex(of: finding.position).map { $0 + 1 } ?? 0
        let scrolled =
          finding.position.isStart ? "" : " (scrolled to \(escape(finding.position.description)))"
        html +=
          "<li class=\"check-\(finding.check.rawValue)\" value=\"\(numbers[finding] ?? 0)\"><a href=\"#\(anchor(cell.configuration, page: page))\">\(escape(finding.configuration.description))</a> · <span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue) \(finding.check.rawValue)</span> · <strong>\(escape(finding.element))</strong>\(scrolled): \(escape(finding.message)). <span class=\"hint\">\(escape(finding.hint))</span></li>\n"
      }
    }
    html += """
      </ol>
      <script>
      for (const box of document.querySelectorAll('.filters input')) {
        box.addEventListener('change', () => {
          for (const element of document.querySelectorAll('.check-' + box.dataset.check)) {
            element.classList.toggle('hidden', !box.checked);
          }
        });
      }
      </script>
      </body></html>

      """
    return html
  }

  /// The key of a configuration's picture: its slug for the first viewport, `slug@k` for its k-th
  /// scrolled page (`ConfigurationResult.scrolledPositions[k - 1]`).
  public static func pictureKey(_ configuration: AuditConfiguration, page: Int) -> String {
    page == 0 ? configuration.slug : "\(configuration.slug)@\(page)"
  }

  static func anchor(_ configuration: AuditConfiguration, page: Int) -> String {
    page == 0 ? configuration.slug : "\(configuration.slug)-page-\(page)"
  }

  /// One picture with the boxes of the findings made at its position.
  static func figure(
    _ cell: ConfigurationResult, page: Int, position: ScrollPosition, picture: String?, caption: String,
    scale: Double, numbers: [Finding: Int]
  ) -> String {
    let device = cell.configuration.device
    let width = formatPoints(device.size.width * scale)
    let height = formatPoints(device.size.height * scale)
    var html =
      "<figure id=\"\(anchor(cell.configuration, page: page))\" style=\"width:\(width)px\"><div class=\"shot\" style=\"height:\(height)px\">"
    if let picture {
      html +=
        "<img src=\"\(escape(picture))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escape(cell.configuration.description)) \(escape(caption))\" loading=\"lazy\">"
    } else {
      html += "<div style=\"width:\(width)px;height:\(height)px;background:#f5f5f7\"></div>"
    }
    for finding in cell.findings where finding.position == position {
      let frame = finding.frame
      html +=
        "<div class=\"box \(finding.severity.rawValue) check-\(finding.check.rawValue)\" title=\"\(escape(finding.message))\" style=\"left:\(formatPoints(frame.minX * scale))px;top:\(formatPoints(frame.minY * scale))px;width:\(formatPoints(max(2, frame.width * scale)))px;height:\(formatPoints(max(2, frame.height * scale)))px\"><span>\(numbers[finding] ?? 0)</span></div>"
    }
    return html + "</div><figcaption>\(escape(caption))</figcaption></figure>"
  }

  static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
