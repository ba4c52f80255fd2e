import Audit
import DynamicType
import Foundation
import Geometry
import Legible
import LegibleTesting
import PangoCairo
import Testing
import Typesetting

/// Every operation on the worst text a user can paste stays bounded: the audit of each of
/// `HostileText`'s strings in every container, its one-line layout at every width with every
/// truncation, and its smallest size, each well within 5 seconds in a debug build (the benchmark,
/// `legible-benchmark --only hostile`, gives the release figures, under a second each).
@MainActor @Suite struct HostileTextTests {
  static let bound = 5.0
  static let largest = AuditConfiguration(
    category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE, language: "en", variant: "default")

  func seconds(_ body: () -> Void) -> Double {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
  }

  @Test(arguments: HostileText.cases.map(\.name))
  func theAuditOfHostileTextIsBounded(_ name: String) throws {
    let text = try #require(HostileText.cases.first { $0.name == name }).text
    let typesetter = try PangoTypesetter()
    for container in HostileText.Container.allCases {
      var result: ConfigurationResult?
      let time = seconds {
        let screen = HostileText.screen(
          text, in: container, configuration: Self.largest, typesetter: typesetter)
        result = AuditRunner.audit(screen, configuration: Self.largest)
      }
      #expect(time < Self.bound, "\(name) in a \(container.rawValue): \(time) s")
      // Audited, not skipped: the screen was seen.
      #expect(result?.coverage.pages ?? 0 >= 1)
    }
  }

  @Test(arguments: HostileText.cases.map(\.name))
  func oneLineOfHostileTextIsBoundedAtEveryWidthAndTruncation(_ name: String) throws {
    let text = try #require(HostileText.cases.first { $0.name == name }).text
    let typesetter = try PangoTypesetter()
    for truncation in TruncationMode.allCases {
      for width in [0, -1, .nan, .infinity, 40, 320] {
        var request = TextRequest.textStyle(
          text, style: .body, at: .accessibilityExtraExtraExtraLarge, width: width, maximumLines: 1)
        request.truncation = truncation
        var layout: TextLayout?
        let time = seconds { layout = typesetter.layout(request) }
        #expect(time < Self.bound, "\(name), \(truncation), width \(width): \(time) s")
        #expect(layout.map { $0.lineCount <= 1 } == true)
      }
    }
  }

  @Test(arguments: HostileText.cases.map(\.name))
  func theSmallestSizeOfHostileTextIsBounded(_ name: String) throws {
    let text = try #require(HostileText.cases.first { $0.name == name }).text
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge),
      typesetter: try PangoTypesetter())
    let label = Label(text, lines: 0)
    screen.root = Stack(.horizontal, [label, Label("x")])
    var size = Size.zero
    let time = seconds {
      screen.layoutIfNeeded()
      size = label.measure(ProposedSize(width: 0, height: nil), context: screen.context)
    }
    #expect(time < Self.bound, "\(name): \(time) s")
    #expect(size.width.isFinite && size.height.isFinite)
  }

  /// A middle or head ellipsis of one long line shows the text's real end, though only its ends
  /// are shaped.
  @Test(arguments: [TruncationMode.middle, .head])
  func aLongLineElidedInItsMiddleShowsItsRealEnd(_ truncation: TruncationMode) throws {
    let text = "Start " + String(repeating: "filler ", count: 20_000) + "the real end"
    var request = TextRequest.textStyle(text, style: .body, at: .large, width: 320, maximumLines: 1)
    request.truncation = truncation
    let layout = try PangoTypesetter().layout(request)
    let line = try #require(layout.lines.first)
    let elided = try #require(line.elidedUTF8Range)
    let shownEnd = String(decoding: Array(text.utf8)[elided.upperBound...], as: UTF8.self)
    #expect(text.hasSuffix(shownEnd) && "the real end".hasSuffix(shownEnd.suffix(6)), "\(shownEnd)")
    #expect(layout.isTruncated)
    if truncation == .middle { #expect(elided.lowerBound > 0) }
  }
}
