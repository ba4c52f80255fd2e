import DynamicType
import Geometry
import Legible

/// The audit as a web page: for each language, a grid of screenshots (a row per category, a column
/// per variant and device, so variants stand side by side), each with its findings drawn as
/// labelled boxes; a filter by check; and the list of findings, each linked to its picture. Extra
/// `pictures` (comparison sheets) come first. Self-contained but for the images, which are files
/// beside it (`screenshots` maps a configuration's slug to a path relative to the page).
public enum HTMLReport {
  public static func render(
    _ result: AuditResult, screenshots: [String: String], pictures: [(title: String, path: String)] = [],
    scale: Double = 0.5
  ) -> String {
    let checks = CheckID.allCases.filter { check in result.findings.contains { $0.check == check } }
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <title>Legible audit: \(escape(result.screen))</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; }
      h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; }
      .summary { margin: 8px 0 16px; } .error { color: #b00020; } .warning { color: #8a5a00; }
      .filters label { margin-right: 12px; white-space: nowrap; }
      table.grid { border-collapse: collapse; } .grid th { font-weight: 600; padding: 4px 8px; text-align: left; vertical-align: top; }
      .grid td { padding: 6px; vertical-align: top; }
      figure { margin: 0; border: 1px solid #d2d2d7; }
      .shot { position: relative; overflow: hidden; }
      figure img { display: block; }
      figure figcaption { font-size: 12px; padding: 2px 4px; background: #f5f5f7; }
      .box { position: absolute; border: 2px solid #d70015; background: rgba(215,0,21,0.08); box-sizing: border-box; }
      .box.warning { border-color: #c77c02; background: rgba(199,124,2,0.08); }
      .box span { position: absolute; top: -1px; left: -1px; background: #d70015; color: white; font-size: 10px; padding: 0 3px; white-space: nowrap; }
      .box.warning span { background: #c77c02; }
      ol.findings li { margin: 4px 0; } .hint { color: #6e6e73; }
      .hidden { display: none !important; }
      </style></head><body>
      <h1>Legible audit: \(escape(result.screen))</h1>
      <p class="summary">\(result.results.count) configurations · <span class="error">\(result.count(atLeast: .error)) errors</span> · <span class="warning">\(result.findings.count - result.count(atLeast: .error)) warnings</span> · touch target \(result.options.touchTarget.rawValue)</p>
      <div class="filters">Show:

      """
    for check in checks {
      let count = result.findings.filter { $0.check == check }.count
      html +=
        "<label><input type=\"checkbox\" checked data-check=\"\(check.rawValue)\"> \(check.rawValue) (\(count))</label>\n"
    }
    html += "</div>\n"
    for picture in pictures {
      html +=
        "<h2>\(escape(picture.title))</h2>\n<p><a href=\"\(escape(picture.path))\"><img src=\"\(escape(picture.path))\" style=\"max-width:100%\" alt=\"\(escape(picture.title))\"></a></p>\n"
    }
    var number = 0
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
            let slug = cell.configuration.slug
            let width = device.size.width * scale
            let height = device.size.height * scale
            html +=
              "<td><figure id=\"\(slug)\" style=\"width:\(formatPoints(width))px\"><div class=\"shot\" style=\"height:\(formatPoints(height))px\">"
            if let picture = screenshots[slug] {
              html +=
                "<img src=\"\(escape(picture))\" width=\"\(formatPoints(width))\" height=\"\(formatPoints(height))\" alt=\"\(escape(cell.configuration.description))\" loading=\"lazy\">"
            } else {
              html +=
                "<div style=\"width:\(formatPoints(width))px;height:\(formatPoints(height))px;background:#f5f5f7\"></div>"
            }
            for finding in cell.findings {
              number += 1
              let frame = finding.frame
              html +=
                "<div class=\"box \(finding.severity.rawValue) check-\(finding.check.rawValue)\" id=\"finding-\(number)\" title=\"\(escape(finding.message))\" style=\"left:\(formatPoints(frame.minX * scale))px;top:\(formatPoints(frame.minY * scale))px;width:\(formatPoints(max(2, frame.width * scale)))px;height:\(formatPoints(max(2, frame.height * scale)))px\"><span>\(number)</span></div>"
            }
            html +=
              "</div><figcaption>\(category.shortName) · \(cell.findings.count) finding\(cell.findings.count == 1 ? "" : "s")</figcaption></figure></td>"
          }
        }
        html += "</tr>\n"
      }
      html += "</table>\n"
    }
    html += "<h2>Findings</h2>\n<ol class=\"findings\">\n"
    number = 0
    for finding in result.findings {
      number += 1
      html +=
        "<li class=\"check-\(finding.check.rawValue)\" value=\"\(number)\"><a href=\"#\(finding.configuration.slug)\">\(escape(finding.configuration.description))</a> · <span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue) \(finding.check.rawValue)</span> · <strong>\(escape(finding.element))</strong>: \(escape(finding.message)). <span class=\"hint\">\(escape(finding.hint))</span></li>\n"
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

  static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
