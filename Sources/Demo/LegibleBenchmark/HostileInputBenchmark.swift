import Audit
import Drawing
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleTesting
import PangoCairo
import Simulation
import Typesetting

/// Bounded work on hostile input: each case laid out (or simulated) from scratch, milliseconds,
/// median of runs. The cases are those that once ran for seconds or minutes: a 1 MB word wrapped
/// at widths 0, 1, 40 and 320 with no line limit, the same unwrapped, a 100,000-grapheme Devanagari
/// word with a two-line limit and clipping, a list of labels holding such words, 10,000 combining
/// marks on one letter, and a blur far wider than its image; then each of `HostileText`'s strings
/// audited over its whole content in each of its containers at AX5 on the SE (every check, the
/// real typesetter), laid out on one line at widths from NaN to infinity with each truncation,
/// and with no limit and two lines at narrow and wide widths with each truncation; reported (the
/// HTML and JSON of its audit in a list), dumped (a list row of it at XS, as JSON and as text),
/// and measured at its smallest (the floor a stack asks a label for).
@MainActor enum HostileInputBenchmark {
  static func run(runs: Int, only prefix: String? = nil) throws -> [String: Any] {
    let word = String(repeating: "a", count: 1 << 20)
    let devanagari = String(repeating: "क्षि", count: 25_000)
    let marks = "a" + String(repeating: "\u{0301}", count: 10_000)
    var clipped = TextRequest.textStyle(devanagari, style: .body, at: .large, width: 100, maximumLines: 2)
    clipped.truncation = .clip
    var cases: [(String, @MainActor (PangoTypesetter) throws -> Void)] = []
    for width in [0.0, 1, 40, 320] {
      cases.append(
        (
          "1MBWordAtWidth\(Int(width))",
          { _ = $0.layout(.textStyle(word, style: .body, at: .large, width: width)) }
        ))
    }
    cases.append(("1MBWordUnwrapped", { _ = $0.layout(.textStyle(word, style: .body, at: .large)) }))
    cases.append(("100kGraphemeDevanagariTwoLinesClipped", { _ = $0.layout(clipped) }))
    cases.append(
      ("10000CombiningMarks", { _ = $0.layout(.textStyle(marks, style: .body, at: .large, width: 200)) }))
    cases.append(
      (
        "listOfTenHostileLabelsSnapshot",
        { typesetter in
          let list = ListView(sections: [ListView.Section(rowCount: 10)]) { _, row in
            Label(row % 2 == 0 ? word : devanagari, lines: 0)
          }
          let screen = Screen(device: .iPhone6S, typesetter: typesetter)
          screen.root = list
          _ = screen.snapshot()
        }
      ))
    let image = Bitmap(width: 750, height: 1334, pixels: [UInt8](repeating: 200, count: 750 * 1334 * 4))
    cases.append(
      (
        "simulateAcuityAt99999cmAnd99999ppi",
        { _ in
          _ = try Simulator.apply(
            .reducedAcuity(denominator: 200), to: image,
            viewing: ViewingConditions(distanceCentimetres: 99_999, pixelsPerInch: 99_999))
        }
      ))
    let large = AuditConfiguration(
      category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE, language: "en", variant: "default")
    let small = AuditConfiguration(
      category: .extraSmall, device: .iPhoneSE, language: "en", variant: "default")
    for hostile in HostileText.cases {
      for container in HostileText.Container.allCases {
        cases.append(
          (
            "audit/\(hostile.name)/\(container.rawValue)",
            { typesetter in
              let screen = HostileText.screen(
                hostile.text, in: container, configuration: large, typesetter: typesetter)
              _ = AuditRunner.audit(screen, configuration: large)
            }
          ))
      }
      for truncation in TruncationMode.allCases {
        for width in [0, -1, .nan, .infinity, 40, 320] {
          cases.append(
            (
              "oneLine/\(hostile.name)/\(truncation.rawValue)/\(width)",
              { typesetter in
                var request = TextRequest.textStyle(
                  hostile.text, style: .body, at: .accessibilityExtraExtraExtraLarge, width: width,
                  maximumLines: 1)
                request.truncation = truncation
                _ = typesetter.layout(request)
              }
            ))
        }
      }
      for limit in [0, 2] {
        for truncation in TruncationMode.allCases {
          for width in [40.0, 320] {
            cases.append(
              (
                "lines/\(hostile.name)/\(limit)/\(truncation.rawValue)/\(Int(width))",
                { typesetter in
                  var request = TextRequest.textStyle(
                    hostile.text, style: .body, at: .accessibilityExtraExtraExtraLarge, width: width,
                    maximumLines: limit)
                  request.truncation = truncation
                  _ = typesetter.layout(request)
                }
              ))
          }
        }
      }
      // What a user reads of it: the HTML report of its audit in a list at AX5, and the dump of
      // a list row holding it at XS.
      cases.append(
        (
          "report/\(hostile.name)",
          { typesetter in
            let screen = HostileText.screen(
              hostile.text, in: .list, configuration: large, typesetter: typesetter)
            let result = AuditResult(
              screen: hostile.name,
              matrix: AuditMatrix(categories: [large.category], devices: [large.device]),
              options: AuditOptions(), results: [AuditRunner.audit(screen, configuration: large)])
            _ = HTMLReport.render(result, screenshots: [:])
            _ = JSONReport.render(result)
          }
        ))
      cases.append(
        (
          "dump/\(hostile.name)",
          { typesetter in
            let screen = HostileText.screen(
              hostile.text, in: .list, configuration: small, typesetter: typesetter, lines: 0)
            screen.layoutIfNeeded()
            let snapshot = screen.snapshot()
            _ = snapshot.json()
            _ = snapshot.dump
          }
        ))
      cases.append(
        (
          "smallest/\(hostile.name)",
          { typesetter in
            let screen = HostileText.screen(
              hostile.text, in: .stack, configuration: large, typesetter: typesetter, lines: 0,
              lineBreak: .character)
            let label = Label(hostile.text, lines: 0)
            screen.root = Stack(.horizontal, [label, Label("x")])
            screen.layoutIfNeeded()
            _ = label.measure(ProposedSize(width: 0, height: nil), context: screen.context)
          }
        ))
    }
    var figures: [String: Double] = [:]
    for (name, body) in cases where prefix.map(name.hasPrefix) ?? true {
      var times: [Double] = []
      for _ in 0..<runs {
        let typesetter = try PangoTypesetter()
        times.append(try seconds { try body(typesetter) })
      }
      figures[name] = median(times) * 1e3
      // As it goes, for a run that is watched: the slow cases show before the end.
      FileHandle.standardError.write(Data("hostile \(name): \(Int(figures[name]!)) ms\n".utf8))
    }
    return ["milliseconds": figures]
  }
}
