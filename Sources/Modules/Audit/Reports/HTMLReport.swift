import DynamicType
import Geometry
import Legible

/// The audit as a web page, written to be read: a headline per variant with its own counts and a
/// one-line verdict; the Larger Text evidence (`LargerTextEvidence`); per variant, where each
/// element first breaks as the text grows (`BreakPoints`, a strip of the audited sizes per
/// element) and the findings grouped by element and check, numbered; then, per language, the
/// screenshots in a grid that scrolls within itself under a sticky header (a row per size, a
/// column per variant and phone), each finding drawn as a numbered outline that links to its
/// group and back, and each picture enlarged to its real size by click or keyboard. A glossary
/// explains every check and term the page uses. An `introduction` (paragraphs of plain text)
/// and extra `pictures` (comparison sheets) come first.
///
/// The page is accessible itself: its colours pass WCAG AA (a test reads the style sheet), the
/// strips say their levels in words as well as colours, and every control is a real button or
/// link. Self-contained but for the images, which are files beside it: `screenshots` maps a
/// picture's key (`pictureKey(_:page:)`) to a path relative to the page.
public enum HTMLReport {
  /// The report as an HTML page, with the given screenshots and pictures linked from it.
  public static func render(
    _ result: AuditResult, screenshots: [String: String], pictures: [(title: String, path: String)] = [],
    introduction: [String] = [], scale: Double = 0.5, sourceLinkBase: String? = nil
  ) -> String {
    let breaks = BreakPoints(result)
    let groups = FindingGroup.groups(of: result)
    var number: [String: Int] = [:]
    for group in groups { number[group.key] = group.number }
    let marks = markIDs(result)
    let checks = CheckID.allCases.filter { check in result.findings.contains { $0.check == check } }
    let variants = result.matrix.variants
    let pages = result.results.map(\.coverage.pages).reduce(0, +)

    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Legible audit: \(escape(result.screen))</title>
      <style>\(style)</style></head><body>
      <header>
      <h1>Legible audit: \(escape(result.screen))</h1>
      <ul class="verdicts">

      """
    let contrast = ContrastVerdict(result)
    for variant in variants {
      let found = result.findings.filter { $0.configuration.variant == variant }
      html += "<li><a href=\"#\(slug("variant", variant))\"><strong>\(escape(title(variant)))</strong></a>: "
      html +=
        verdict(
          found, usable: breaks.usable.filter { $0.variant == variant }, contrast: contrast.screen(variant))
        + "</li>\n"
    }
    html += """
      </ul>
      <p class="summary">\(result.results.count.counted("configuration")) (text sizes × phones × languages × variants), \
      \(pages.counted("page")) seen (each screen is checked over its whole scrolling content, a screenful at a time). \
      Touch targets are judged against \(touchTargetName(result.options.touchTarget)). \
      <a href="#glossary">What the words mean</a>.</p>
      </header>
      <nav aria-label="Sections"><ul class="toc">
      <li><a href="#larger-text">Larger Text evidence</a></li>

      """
    for variant in variants {
      html += "<li><a href=\"#\(slug("variant", variant))\">\(escape(title(variant)))</a></li>\n"
    }
    html += """
      <li><a href="#screenshots">Screenshots</a></li>
      <li><a href="#glossary">Glossary</a></li>
      </ul></nav>
      <main>

      """
    for paragraph in introduction { html += "<p class=\"introduction\">\(escape(paragraph))</p>\n" }
    html +=
      "<p class=\"introduction\">Checks run: \(escape(result.options.checksRun)). The text-size verdicts (usable up to, break points, Larger Text) are decided by the text-size checks alone; contrast is judged apart, as Apple's labels are.</p>\n"
    html += largerText(LargerTextEvidence(result))
    for picture in pictures {
      html +=
        "<h2>\(escape(picture.title))</h2>\n<p><a href=\"\(escape(picture.path))\"><img class=\"sheet\" src=\"\(escape(picture.path))\" alt=\"\(escape(picture.title))\"></a></p>\n"
    }
    for variant in variants {
      html += variantSection(
        variant, result: result, breaks: breaks, contrast: contrast.screen(variant),
        groups: groups.filter { $0.variant == variant }, marks: marks, sourceLinkBase: sourceLinkBase)
    }

    // The screenshots: one grid per language.
    html += "<section id=\"screenshots\" aria-labelledby=\"screenshots-title\">\n"
    html += "<h2 id=\"screenshots-title\">Screenshots</h2>\n"
    html +=
      "<p>Each finding is outlined on the screen it was found on, numbered as its group above; the number links to the group. Enlarge a screen to see it at its real size.</p>\n"
    html += "<fieldset class=\"filters\"><legend>Show the findings of</legend>\n"
    for check in checks {
      let count = result.findings.filter { $0.check == check }.count
      html +=
        "<label><input type=\"checkbox\" checked data-check=\"\(check.rawValue)\"> \(check.rawValue) (\(count))</label>\n"
    }
    html += "</fieldset>\n"
    for language in result.matrix.languages {
      html +=
        "<h3>Language: \(escape(language))</h3>\n<div class=\"gridwrap\" tabindex=\"0\" role=\"region\" "
      html +=
        "aria-label=\"Screenshots in \(escape(language))\"><table class=\"grid\"><thead><tr><th scope=\"col\">Size</th>"
      for variant in variants {
        for device in result.matrix.devices {
          html += "<th scope=\"col\">\(escape(title(variant)))<br>\(escape(device.name))</th>"
        }
      }
      html += "</tr></thead><tbody>\n"
      for category in result.matrix.categories {
        html += "<tr><th scope=\"row\">\(category.shortName)</th>"
        for variant in variants {
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
              let found = cell.findings.filter { $0.position == position }.count
              let caption =
                page == 0
                ? "\(category.shortName) · \(found.counted("finding"))"
                  + (cell.coverage.pages > 1 ? " · \(cell.coverage.pages) pages" : "")
                : "scrolled to \(position) · \(found.counted("finding"))"
              html += figure(
                cell, page: page, position: position,
                picture: screenshots[pictureKey(cell.configuration, page: page)],
                caption: caption, scale: scale, number: number, marks: marks)
            }
            if !cell.scrolledPositions.isEmpty { html += "</details>" }
            html += "</td>"
          }
        }
        html += "</tr>\n"
      }
      html += "</tbody></table></div>\n"
    }
    html += "</section>\n"
    html += glossary(checks)
    html += """
      </main>
      <dialog id="zoom" aria-labelledby="zoom-title">
      <div class="zoombar"><h2 id="zoom-title">Screen</h2><button type="button" id="zoom-close">Close</button></div>
      <div id="zoom-body"></div>
      </dialog>
      <script>\(script)</script>
      </body></html>

      """
    return html
  }

  // MARK: Parts

  /// `3 errors, 2 warnings, 1 accepted: usable up to XXXL on the SE, …; contrast: …`. The text-size
  /// part is decided by the text-size checks alone; contrast has its own sentence (`AuditQuestion`).
  static func verdict(
    _ findings: [Finding], usable: [BreakPoints.Usable], contrast: ContrastVerdict.Screen? = nil
  ) -> String {
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.filter { $0.severity == .warning }.count
    let accepted = findings.filter { $0.severity == .accepted }.count
    var counts =
      errors == 0
      ? "<span class=\"ok\">no errors</span>" : "<span class=\"error\">\(errors.counted("error"))</span>"
    counts += ", \(warnings.counted("warning")), \(accepted) accepted"
    let contrastPart = contrast.map { "; " + escape($0.sentence) } ?? ""
    if !findings.contains(where: \.breaksTextSize) {
      return counts + ": usable at every size audited" + contrastPart
    }
    // Per phone, the worst of its languages.
    func reach(_ item: BreakPoints.Usable) -> Int { item.atEverySize ? Int.max : item.upTo?.rawValue ?? -1 }
    var phones: [(device: Device, worst: BreakPoints.Usable)] = []
    for item in usable {
      if let index = phones.firstIndex(where: { $0.device == item.device }) {
        if reach(item) < reach(phones[index].worst) { phones[index].worst = item }
      } else {
        phones.append((item.device, item))
      }
    }
    var byReach: [(reach: String, devices: [String])] = []
    for (device, item) in phones {
      let reach =
        item.atEverySize ? "at every size" : item.upTo.map { "up to \($0.shortName)" } ?? "at no size"
      if let index = byReach.firstIndex(where: { $0.reach == reach }) {
        byReach[index].devices.append(device.label)
      } else {
        byReach.append((reach, [device.label]))
      }
    }
    let languages = Set(usable.map(\.language))
    return counts + ": usable "
      + byReach.map { "\($0.reach) on the \(list($0.devices))" }.joined(separator: ", ")
      + (languages.count > 1 ? " (in its worst language)" : "") + contrastPart
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  static func largerText(_ evidence: LargerTextEvidence) -> String {
    var html = """
      <section id="larger-text" aria-labelledby="larger-text-title">
      <h2 id="larger-text-title">Larger Text evidence</h2>
      <p>What this audit measured, as evidence for your own Larger Text declaration on the App Store; \
      it is not Apple's review. A screen meets the test when its body text can be enlarged to at least \
      200% of the default (\(LargerTextEvidence.twofold.shortName): \(formatPoints(TextStyle.body.pointSize(at: LargerTextEvidence.twofold))) pt \
      against \(formatPoints(TextStyle.body.pointSize(at: .large))) pt at L) with no error up to that size, \
      and nothing truncated, clipped or overlapping.</p>
      <table class="evidence"><thead><tr><th scope="col">Screen</th><th scope="col">Largest size with no error</th>\
      <th scope="col">Body text there</th><th scope="col">Meets 200%</th><th scope="col">Configurations</th></tr></thead><tbody>

      """
    for claim in evidence.claims {
      let body =
        claim.largestWithoutError.map {
          "\(formatPoints(TextStyle.body.pointSize(at: $0))) pt (\(LargerTextEvidence.percent(LargerTextEvidence.enlargement(at: $0))))"
        } ?? "–"
      let sizes =
        claim.categories.isEmpty
        ? "" : "\(claim.categories.first!.shortName)–\(claim.categories.last!.shortName)"
      let why =
        claim.meets200Percent
        ? "<span class=\"ok\">yes</span>"
        : "<span class=\"error\">no</span>"
          + (claim.blocking.first.map {
            ": \(escape($0.check.rawValue)) at \($0.configuration.category.shortName) on the \($0.configuration.device.label) (\(escape($0.element)))"
          }
            ?? (claim.categories.contains(LargerTextEvidence.twofold)
              ? "" : ": \(LargerTextEvidence.twofold.shortName) was not audited"))
      html +=
        "<tr><th scope=\"row\">\(escape(title(claim.screen)))</th><td>\(claim.largestWithoutError?.shortName ?? "none")</td><td>\(body)</td><td>\(why)</td><td>\(claim.configurations): \(sizes) × \(escape(claim.devices.map(\.label).joined(separator: ", "))) × \(escape(claim.languages.joined(separator: ", ")))</td></tr>\n"
    }
    html +=
      "</tbody></table>\n<p>The same as Markdown, to keep with your declaration: <code>audit --format larger-text</code>.</p>\n</section>\n"
    return html
  }

  static func variantSection(
    _ variant: String, result: AuditResult, breaks: BreakPoints, contrast: ContrastVerdict.Screen?,
    groups: [FindingGroup],
    marks: [Finding: String], sourceLinkBase: String? = nil
  ) -> String {
    let found = result.findings.filter { $0.configuration.variant == variant }
    let id = slug("variant", variant)
    var html = """
      <section id="\(id)" aria-labelledby="\(id)-title">
      <h2 id="\(id)-title">\(escape(title(variant)))</h2>
      <p class="verdict">\(verdict(found, usable: breaks.usable.filter { $0.variant == variant }, contrast: contrast))</p>

      """
    let strips = breaks.strips.filter { $0.variant == variant }
    let categories = result.matrix.categories.sorted()
    if !strips.isEmpty {
      html += """
        <h3>Where each element breaks</h3>
        <p>For each element with a finding, how it fares at each text size, on each phone and in each \
        language: ✓ clean, ! warning, ✕ error; the first size with an error, and whether every larger \
        size fails too.</p>
        <div class="tablewrap" tabindex="0" role="region" aria-label="Where each element breaks: \(escape(title(variant)))">
        <table class="breaks"><thead><tr><th scope="col">Element</th><th scope="col">Phone</th><th scope="col">Language</th>
        """
      for category in categories { html += "<th scope=\"col\">\(category.shortName)</th>" }
      html += "<th scope=\"col\">Breaks from</th></tr></thead><tbody>\n"
      for strip in strips {
        html +=
          "<tr><th scope=\"row\">\(escape(strip.element))<br><span class=\"checks\">\(escape(strip.checks.map(\.rawValue).joined(separator: ", ")))</span></th><td>\(escape(strip.device.label))</td><td>\(escape(strip.language))</td>"
        for category in categories {
          guard let level = strip.levels.first(where: { $0.category == category }) else {
            html += "<td class=\"lv none\">–<span class=\"sr\"> not audited</span></td>"
            continue
          }
          switch level.severity {
          case .error?:
            html +=
              "<td class=\"lv error\"><span aria-hidden=\"true\">✕</span><span class=\"sr\">error</span></td>"
          case .warning?:
            html +=
              "<td class=\"lv warning\"><span aria-hidden=\"true\">!</span><span class=\"sr\">warning</span></td>"
          default:
            html +=
              "<td class=\"lv clean\"><span aria-hidden=\"true\">✓</span><span class=\"sr\">clean</span></td>"
          }
        }
        let from =
          strip.firstError.map {
            "\($0.shortName)" + (strip.failsAtEverySizeAbove ? " and up" : ", not at every size above")
          }
          ?? "no error"
        html += "<td>\(from)</td></tr>\n"
      }
      html += "</tbody></table></div>\n"
    }
    if groups.isEmpty {
      html += "<p>No findings.</p>\n</section>\n"
      return html
    }
    html += """
      <h3>Findings by element and check</h3>
      <p>Each group is one element found wanting by one check, in every configuration where it was; \
      its number marks it on the screenshots.</p>
      <ol class="groups">

      """
    for group in groups {
      let first = group.findings.first { $0.severity == group.severity } ?? group.findings[0]
      let sizes = Set(group.findings.map(\.configuration.category)).sorted()
      let range = sizes.count == 1 ? sizes[0].shortName : "\(sizes.first!.shortName)–\(sizes.last!.shortName)"
      html += """
        <li id="g-\(group.number)" value="\(group.number)" class="group check-\(group.check.rawValue)">
        <p><span class="sev \(group.severity.rawValue)">\(group.severity.rawValue)</span> \
        <strong>\(escape(group.element))</strong> · <a href="#check-\(group.check.rawValue)">\(group.check.rawValue)</a> · \
        \(group.findings.count.counted("configuration")), \(range)</p>
        <p>\(escape(first.message)). <span class="hint">\(escape(first.hint))</span></p>

        """
      if let location = first.location {
        func linked(_ location: CodeLocation) -> String {
          let code = "<code>\(escape(location.description))</code>"
          return sourceLinkBase.map {
            "<a href=\"\(escape($0 + location.file))#L\(location.line)\">\(code)</a>"
          }
            ?? code
        }
        let calls = first.callers.map { ", used from \(linked($0))" }.joined()
        html += "<p class=\"location\">Made at \(linked(location))\(calls)</p>\n"
      }
      html += fitNote(group.findings, first: first)
      html += """
        <p class="seen">Marked on: 
        """
      let marks = group.findings.prefix(12).map { finding in
        "<a href=\"#\(marks[finding] ?? "")\">\(finding.configuration.category.shortName) · \(escape(finding.configuration.device.label)) · \(escape(finding.configuration.language))</a>"
      }
      html += marks.joined(separator: ", ") + (group.findings.count > 12 ? ", …" : "") + "</p>\n"
      html +=
        "<details><summary>Where in the layout</summary><code>\(escape(group.path))</code></details></li>\n"
    }
    html += "</ol>\n</section>\n"
    return html
  }

  /// How near the group's text is to the width that decides it, and in how many configurations
  /// so near that iOS's own font could decide the other way; empty for findings without text.
  static func fitNote(_ findings: [Finding], first: Finding) -> String {
    guard let fit = first.fit else { return "" }
    let near = findings.filter { $0.fit?.dependsOnTheFont == true }.count
    let sensitive =
      near == 0
      ? ""
      : " \(near == findings.count ? "In every configuration" : "In \(near.counted("configuration")) of \(findings.count)") the text is within \(Int(TextFit.fontSensitiveShare * 100))% of that width: iOS's own font may decide it the other way."
    return "<p class=\"fit\">Fit: \(escape(fit.description)).\(sensitive)</p>\n"
  }

  static func glossary(_ checks: [CheckID]) -> String {
    var html = """
      <section id="glossary" aria-labelledby="glossary-title">
      <h2 id="glossary-title">Glossary</h2>
      <dl>
      <dt>configuration</dt><dd>One text size, on one phone, in one language, of one variant.</dd>
      <dt>text sizes</dt><dd>The twelve content size categories of iOS, XS to XXXL and the accessibility sizes AX1 to AX5; L is the default.</dd>
      <dt>page</dt><dd>A screenful of a screen's scrolling content; the audit scrolls through all of it.</dd>
      <dt>usable up to</dt><dd>The largest size at which, and at every smaller size, no error was found.</dd>

      """
    for severity in Severity.allCases.reversed() {
      html += "<dt>\(severity.rawValue)</dt><dd>\(escape(severity.explanation))</dd>\n"
    }
    for check in checks {
      html +=
        "<dt id=\"check-\(check.rawValue)\">\(check.rawValue)</dt><dd>\(escape(check.explanation))</dd>\n"
    }
    return html + "</dl>\n</section>\n"
  }

  /// The key of a configuration's picture: its slug for the first viewport, `slug@k` for its k-th
  /// scrolled page (`ConfigurationResult.scrolledPositions[k - 1]`).
  public static func pictureKey(_ configuration: AuditConfiguration, page: Int) -> String {
    page == 0 ? configuration.slug : "\(configuration.slug)@\(page)"
  }

  static func anchor(_ configuration: AuditConfiguration, page: Int) -> String {
    page == 0 ? configuration.slug : "\(configuration.slug)-page-\(page)"
  }

  /// The ids of the findings' outlines on their screenshots: the configuration and the
  /// finding's place among its findings.
  static func markIDs(_ result: AuditResult) -> [Finding: String] {
    var ids: [Finding: String] = [:]
    for cell in result.results {
      for (index, finding) in cell.findings.enumerated() where ids[finding] == nil {
        ids[finding] = "m-\(cell.configuration.slug)-\(index)"
      }
    }
    return ids
  }

  /// One picture with the outlines of the findings made at its position, placed in fractions of
  /// the screen so that the same marks serve the thumbnail and the enlarged picture.
  static func figure(
    _ cell: ConfigurationResult, page: Int, position: ScrollPosition, picture: String?, caption: String,
    scale: Double, number: [String: Int], marks: [Finding: String]
  ) -> String {
    let device = cell.configuration.device
    let width = formatPoints(device.size.width * scale)
    let height = formatPoints(device.size.height * scale)
    let id = anchor(cell.configuration, page: page)
    let found = cell.findings.filter { $0.position == position }.count
    let name =
      cell.configuration.description + (position.isStart ? "" : ", scrolled to \(position)")
      + ", \(found.counted("finding"))"
    var html =
      "<figure id=\"\(id)\" style=\"width:\(width)px\" data-width=\"\(formatPoints(device.size.width))\"><div class=\"shot\" style=\"height:\(height)px\">"
    if let picture {
      html +=
        "<img src=\"\(escape(picture))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escape(name))\" loading=\"lazy\">"
    } else {
      html += "<div class=\"blank\" role=\"img\" aria-label=\"\(escape(name)) (no picture)\"></div>"
    }
    func percent(_ value: Double, of whole: Double) -> String { formatPoints(value / whole * 100) + "%" }
    for finding in cell.findings where finding.position == position {
      let frame = finding.frame
      let group = number[FindingGroup.key(of: finding)] ?? 0
      html +=
        "<a class=\"mark \(finding.severity.rawValue) check-\(finding.check.rawValue)\" id=\"\(marks[finding] ?? "")\" href=\"#g-\(group)\" style=\"left:\(percent(frame.minX, of: device.size.width));top:\(percent(frame.minY, of: device.size.height));width:\(percent(max(2 / scale, frame.width), of: device.size.width));height:\(percent(max(2 / scale, frame.height), of: device.size.height))\"><span>\(group)</span><span class=\"sr\"> \(finding.severity.rawValue) \(finding.check.rawValue): \(escape(finding.element))</span></a>"
    }
    html +=
      "</div><figcaption>\(escape(caption)) <button type=\"button\" class=\"enlarge\" data-figure=\"\(id)\">"
    html +=
      "Enlarge<span class=\"sr\"> \(escape(cell.configuration.description))</span></button></figcaption></figure>"
    return html
  }

  static func title(_ variant: String) -> String { AuditScreen.title(ofVariant: variant) }

  static func slug(_ prefix: String, _ text: String) -> String {
    prefix + "-" + String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  static func touchTargetName(_ target: AuditOptions.TouchTarget) -> String {
    switch target {
    case .apple: "Apple's 44 × 44 pt"
    case .android: "Android's 48 × 48 dp"
    case .wcag: "WCAG 2.2's 24 × 24 px"
    }
  }

  static func escape(_ text: String) -> String { JUnitReport.escape(text) }

  static let style = """
    body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 16px 24px; max-width: 1240px; color: #1d1d1f; background: #ffffff; }
    a { color: #0b57d0; } a:visited { color: #6a1b9a; }
    h1 { font-size: 24px; margin: 8px 0; } h2 { font-size: 20px; margin-top: 36px; } h3 { font-size: 16px; margin-top: 24px; }
    .verdicts { padding-left: 20px; font-size: 16px; } .verdicts li { margin: 4px 0; }
    .summary { color: #3a3a3c; }
    .toc { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; padding: 0; }
    .error { color: #b00020; } .warning { color: #8a5a00; } .ok { color: #0d652d; }
    .sev { font-weight: 600; } .sev.error { color: #b00020; } .sev.warning { color: #8a5a00; } .sev.accepted { color: #4a4a4f; }
    .hint { color: #4a4a4f; } .checks { font-weight: 400; font-size: 12px; color: #4a4a4f; }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    table { border-collapse: collapse; } th, td { text-align: left; vertical-align: top; }
    .evidence th, .evidence td { border-bottom: 1px solid #d2d2d7; padding: 6px 10px; }
    .tablewrap { position: relative; overflow: auto; max-width: 100%; max-height: 70vh; border: 1px solid #d2d2d7; }
    .breaks th, .breaks td { padding: 4px 6px; border-bottom: 1px solid #e5e5ea; font-size: 13px; }
    .breaks thead th { position: sticky; top: 0; background: #ffffff; z-index: 1; }
    .lv { text-align: center; min-width: 26px; font-weight: 700; }
    .lv.clean { color: #0d652d; background: #e6f4ea; } .lv.warning { color: #ffffff; background: #8a5a00; }
    .lv.error { color: #ffffff; background: #b00020; } .lv.none { color: #4a4a4f; background: #f5f5f7; }
    .groups li { margin: 10px 0; } .groups p { margin: 2px 0; } .seen { font-size: 13px; }
    code { font-size: 12px; overflow-wrap: anywhere; }
    .filters { border: 1px solid #d2d2d7; margin: 8px 0 12px; } .filters label { margin-right: 12px; white-space: nowrap; }
    .gridwrap { position: relative; overflow: auto; max-width: 100%; max-height: 85vh; border: 1px solid #d2d2d7; }
    .grid thead th { position: sticky; top: 0; background: #ffffff; z-index: 3; font-weight: 600; padding: 4px 8px; }
    .grid tbody th { position: sticky; left: 0; background: #ffffff; z-index: 2; padding: 6px; }
    .grid td { padding: 6px; }
    figure { position: relative; margin: 0; border: 1px solid #d2d2d7; background: #ffffff; }
    .shot { position: relative; overflow: hidden; } .shot img { display: block; width: 100%; height: 100%; }
    .blank { width: 100%; height: 100%; background: #f5f5f7; }
    figcaption { font-size: 12px; padding: 2px 4px; color: #1d1d1f; background: #f5f5f7; display: flex; justify-content: space-between; gap: 4px; }
    .enlarge { font: inherit; color: #0b57d0; background: #ffffff; border: 1px solid #0b57d0; border-radius: 4px; cursor: pointer; }
    .mark { position: absolute; border: 2px solid #d70015; box-sizing: border-box; text-decoration: none; }
    .mark.warning { border-color: #8a5a00; } .mark.accepted { border-color: #6e6e73; border-style: dashed; }
    .mark span:first-child { position: absolute; bottom: 100%; left: -2px; background: #b00020; color: #ffffff; font-size: 9px; line-height: 11px; padding: 0 2px; }
    .mark.warning span:first-child { background: #8a5a00; color: #ffffff; }
    .mark.accepted span:first-child { background: #4a4a4f; color: #ffffff; }
    .mark:focus { outline: 3px solid #0b57d0; }
    details.pages { margin-top: 4px; font-size: 12px; } details.pages figure { margin-top: 6px; }
    img.sheet { max-width: 100%; }
    dialog { max-width: 96vw; max-height: 96vh; padding: 0; border: 1px solid #8e8e93; }
    .zoombar { position: sticky; top: 0; display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 6px 12px; background: #ffffff; color: #1d1d1f; z-index: 4; }
    .zoombar h2 { font-size: 15px; margin: 0; }
    #zoom-close { font: inherit; color: #ffffff; background: #0b57d0; border: 0; border-radius: 4px; padding: 4px 12px; cursor: pointer; }
    #zoom-body { padding: 12px; } #zoom-body .mark span:first-child { font-size: 12px; line-height: 14px; }
    .hidden { display: none !important; }
    dt { font-weight: 600; margin-top: 8px; } dd { margin-left: 16px; }
    """

  static let script = """
    for (const box of document.querySelectorAll('.filters input')) {
      box.addEventListener('change', () => {
        for (const element of document.querySelectorAll('.check-' + box.dataset.check)) {
          element.classList.toggle('hidden', !box.checked);
        }
      });
    }
    const zoom = document.getElementById('zoom');
    const body = document.getElementById('zoom-body');
    let opener = null;
    function enlarge(figure, from) {
      const copy = figure.cloneNode(true);
      copy.removeAttribute('id');
      for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
      for (const button of copy.querySelectorAll('.enlarge')) button.remove();
      const width = figure.dataset.width + 'px';
      copy.style.width = width;
      const shot = copy.querySelector('.shot');
      shot.style.height = 'auto';
      const image = copy.querySelector('img');
      if (image) { image.removeAttribute('width'); image.removeAttribute('height'); image.loading = 'eager'; image.style.height = 'auto'; }
      body.replaceChildren(copy);
      document.getElementById('zoom-title').textContent = figure.querySelector('img, .blank')?.getAttribute('alt') || figure.querySelector('.blank')?.getAttribute('aria-label') || 'Screen';
      opener = from;
      zoom.showModal();
    }
    for (const button of document.querySelectorAll('.enlarge')) {
      button.addEventListener('click', () => enlarge(document.getElementById(button.dataset.figure), button));
    }
    for (const image of document.querySelectorAll('.shot img')) {
      image.addEventListener('click', () => enlarge(image.closest('figure'), image.closest('figure').querySelector('.enlarge')));
    }
    document.getElementById('zoom-close').addEventListener('click', () => zoom.close());
    zoom.addEventListener('close', () => { body.replaceChildren(); if (opener) opener.focus(); });
    body.addEventListener('click', (event) => { if (event.target.closest('a.mark')) zoom.close(); });
    """
}

/// The findings of one element by one check in one variant, numbered for the page.
struct FindingGroup {
  var number: Int
  var variant: String
  var check: CheckID
  var path: String
  var element: String
  var severity: Severity
  var findings: [Finding]
  var key: String { "\(variant)\u{0}\(check.rawValue)\u{0}\(path)" }

  static func key(of finding: Finding) -> String {
    "\(finding.configuration.variant)\u{0}\(finding.check.rawValue)\u{0}\(finding.path)"
  }

  /// The groups of `result`, by variant in the matrix's order, the worst and most frequent first.
  static func groups(of result: AuditResult) -> [FindingGroup] {
    var byKey: [String: [Finding]] = [:]
    for finding in result.findings { byKey[key(of: finding), default: []].append(finding) }
    var groups: [FindingGroup] = []
    for variant in result.matrix.variants {
      let own = byKey.filter { $0.value[0].configuration.variant == variant }.map { _, findings in
        FindingGroup(
          number: 0, variant: variant, check: findings[0].check, path: findings[0].path,
          element: findings[0].element, severity: findings.map(\.severity).max() ?? .warning,
          findings: findings)
      }
      groups += own.sorted {
        ($0.severity, $0.findings.count, $1.path, $1.check.rawValue) > (
          $1.severity, $1.findings.count, $0.path, $0.check.rawValue
        )
      }
    }
    for index in groups.indices { groups[index].number = index + 1 }
    return groups
  }
}
