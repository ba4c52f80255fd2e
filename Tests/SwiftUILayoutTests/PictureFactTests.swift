import DynamicType
import Foundation
import LegibleUI
import Testing

import class Legible.Label
import struct Legible.ProposedSize
import class Legible.Screen
import struct Legible.Traits

/// Legible against what iOS simulators drew for public projects' snapshot tests (`PictureFact`):
/// each view's size within a pixel of the picture's in height and 1.5% in width (the most Legible may differ by at any text style and size), and each text's
/// line count exact.
@MainActor @Suite struct PictureFactTests {
  /// The facts, read once (never written again).
  nonisolated(unsafe) static let facts: [PictureFact] = (try? PictureFact.all()) ?? []

  /// A height may differ by a pixel of the picture, a width by this share of iOS's.
  static let widthShare = 0.015

  @Test func theFactsAreThereAndWellFormed() throws {
    let facts = try PictureFact.all()
    #expect(facts.count >= 25)
    #expect(Set(facts.map(\.name)).count == facts.count, "two facts share a name")
  }

  @Test func mostFactsHoldWithoutAKnownDifference() throws {
    let facts = try PictureFact.all()
    let known = facts.filter { $0.known != nil }
    #expect(Double(known.count) <= Double(facts.count) * 0.1, "\(known.map(\.name))")
  }

  @Test(arguments: facts.map(\.name))
  func legibleDrawsWhatIOSDrew(_ name: String) throws {
    let fact = try #require(Self.facts.first { $0.name == name })
    let measured = try Self.measure(fact)
    let mismatches = Self.mismatches(fact, measured)
    if let known = fact.known {
      withKnownIssue(Comment(rawValue: known)) {
        for mismatch in mismatches { Issue.record(Comment(rawValue: mismatch)) }
      }
    } else {
      for mismatch in mismatches { Issue.record(Comment(rawValue: mismatch)) }
    }
  }

  /// What differs from the picture, one sentence each.
  static func mismatches(_ fact: PictureFact, _ measured: LayoutCaseTests.Measured) -> [String] {
    let pixel = 1 / fact.device.scale + 0.01
    var found: [String] = []
    for (id, size) in fact.sizes.sorted(by: { $0.key < $1.key }) {
      guard let frame = measured.frames[id] else {
        found.append("\(fact.name): no view '\(id)'")
        continue
      }
      if let width = size.width, abs(frame.width - width) > max(width * widthShare, pixel) {
        found.append("\(fact.name): \(id) is \(frame.width) pt wide, iOS drew \(width) (\(fact.source))")
      }
      if let height = size.height, abs(frame.height - height) > pixel {
        found.append("\(fact.name): \(id) is \(frame.height) pt tall, iOS drew \(height) (\(fact.source))")
      }
    }
    for (id, count) in fact.lines.sorted(by: { $0.key < $1.key }) where measured.lines[id] != count {
      found.append(
        "\(fact.name): \(id) takes \(measured.lines[id].map(String.init) ?? "no") lines, iOS drew \(count) (\(fact.source))"
      )
    }
    return found
  }

  /// Lays the fact's view out as its test did.
  static func measure(_ fact: PictureFact) throws -> LayoutCaseTests.Measured {
    switch fact.subject {
    case .tree(let tree, let proposal):
      return try LayoutCaseTests.lay(
        tree, proposal: ProposedSize(width: proposal.width, height: proposal.height), on: fact.device,
        category: fact.category)
    case .label(let setup):
      let screen = Screen(
        device: fact.device, traits: Traits(contentSizeCategory: fact.category),
        typesetter: try LayoutCaseTests.typesetter.get())
      let label = Label(setup.text, font: .textStyle(setup.style), lines: setup.lines)
      screen.root = label
      screen.layoutIfNeeded()
      let proposal = ProposedSize(width: setup.width, height: nil)
      let size = label.measure(proposal, context: screen.context)
      label.place(
        in: .init(x: 0, y: 0, width: size.width, height: size.height), proposal: proposal,
        context: screen.context)
      var measured = LayoutCaseTests.Measured()
      measured.frames["label"] = .init(x: 0, y: 0, width: size.width, height: size.height)
      measured.lines["label"] = label.currentLayout(context: screen.context).lineCount
      return measured
    }
  }
}
