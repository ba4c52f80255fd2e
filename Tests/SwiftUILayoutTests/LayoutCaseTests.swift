import DynamicType
import Foundation
import Geometry
import LegibleTesting
import LegibleUI
import PangoCairo
import Testing

import struct Legible.Device
import enum Legible.LayoutDirection
import struct Legible.ProposedSize
import class Legible.Screen
import struct Legible.SnapshotNode
import struct Legible.SnapshotText
import struct Legible.Traits

/// Every recorded layout case, laid out by the declarative layer with the real typesetter, left
/// to right and right to left (mirrored back, a right-to-left layout must be the mirror image), at
/// each text size the case holds at.
@MainActor @Suite struct LayoutCaseTests {
  static let typesetter = Result { try PangoTypesetter() }

  /// The cases, read once (never written again).
  nonisolated(unsafe) static let cases: [LayoutCase] = (try? LayoutCase.all()) ?? []

  @Test func theFixturesAreThereAndWellFormed() throws {
    let cases = try LayoutCase.all()
    #expect(cases.count >= 60)
    #expect(Set(cases.map(\.name)).count == cases.count, "two cases share a name")
  }

  @Test(arguments: cases.map(\.name))
  func theCaseLaysOutAsSwiftUIDoes(_ name: String) throws {
    let layoutCase = try #require(Self.cases.first { $0.name == name })
    for category in layoutCase.categories {
      for direction in [Legible.LayoutDirection.leftToRight, .rightToLeft] {
        let measured = try Self.lay(layoutCase, category: category, direction: direction)
        let label = "\(name) at \(category.shortName), \(direction == .leftToRight ? "LTR" : "RTL")"
        for (id, expected) in layoutCase.frames.sorted(by: { $0.key < $1.key }) {
          guard let frame = measured.frames[id] else {
            Issue.record("\(label): no view '\(id)' among \(measured.frames.keys.sorted())")
            continue
          }
          let values = [frame.minX, frame.minY, frame.width, frame.height]
          let matches = zip(values, expected).allSatisfy { abs($0 - $1) <= 0.5 }
          #expect(matches, "\(label): \(id) is \(values), expected \(expected) (\(layoutCase.source))")
        }
        for id in layoutCase.absent {
          #expect(
            measured.frames[id] == nil,
            "\(label): '\(id)' is laid out, expected left out (\(layoutCase.source))")
        }
        for relation in layoutCase.relations {
          do {
            let holds = try Relation(relation).holds(in: measured)
            #expect(
              holds,
              "\(label): \(relation) does not hold: \(Relation.describe(relation, in: measured)) (\(layoutCase.source))"
            )
          } catch {
            Issue.record("\(label): \(error)")
          }
        }
      }
    }
  }

  /// Frames (in the root's coordinates, mirrored back to left to right) and line counts by id.
  struct Measured {
    var frames: [String: Rect] = [:]
    var lines: [String: Int] = [:]
    var baselines: [String: (first: Double, last: Double)] = [:]
  }

  static func lay(_ layoutCase: LayoutCase, category: ContentSizeCategory, direction: Legible.LayoutDirection)
    throws -> Measured
  {
    try lay(
      layoutCase.tree,
      proposal: ProposedSize(width: layoutCase.proposal.width, height: layoutCase.proposal.height),
      on: layoutCase.device, category: category, direction: direction)
  }

  /// Lays out the view `tree` describes, offered `proposal`, on `device` at `category`.
  static func lay(
    _ tree: [String: Any], proposal: ProposedSize, on device: Device, category: ContentSizeCategory,
    direction: Legible.LayoutDirection = .leftToRight
  ) throws -> Measured {
    useSystemSymbols()
    let screen = Screen(
      device: device, traits: Traits(contentSizeCategory: category, layoutDirection: direction),
      typesetter: try typesetter.get())
    let root = try TreeBuilder.build(tree)
    // A top-leading layer of its own carries the root's name, so the case's outermost name is kept.
    let controller = screen.host(ZStack(alignment: .topLeading) { root }.accessibilityIdentifier("root"))
    controller.view.fixedProposal = proposal
    let snapshot = screen.snapshot()
    var measured = Measured()
    var rootFrame = Rect.zero
    func visit(_ node: SnapshotNode) {
      if node.identifier == "root" { rootFrame = node.frame }
      node.children.forEach(visit)
    }
    snapshot.nodes.forEach(visit)
    func record(_ node: SnapshotNode) {
      if let id = node.identifier, measured.frames[id] == nil {
        var frame = node.frame.offsetBy(dx: -rootFrame.minX, dy: -rootFrame.minY)
        if direction == .rightToLeft {
          frame = Rect(
            x: rootFrame.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        measured.frames[id] = frame
        measured.lines[id] = Self.lines(of: node)
        if let text = Self.text(of: node) {
          let top = text.origin.y - rootFrame.minY
          measured.baselines[id] = (top + text.layout.firstBaseline, top + text.layout.lastBaseline)
        }
      }
      node.children.forEach(record)
    }
    snapshot.nodes.forEach(record)
    return measured
  }

  /// The lines of the first text at or under a node.
  static func lines(of node: SnapshotNode) -> Int? { text(of: node)?.layout.lineCount }

  /// The first text at or under a node.
  static func text(of node: SnapshotNode) -> SnapshotText? {
    if let text = node.text { return text }
    for child in node.children { if let text = text(of: child) { return text } }
    return nil
  }
}

/// A relation between measured frames: `<term> <op> <term>`, where a term is a number or
/// `id.property` (x, y, width, height, minX, maxX, minY, maxY, midX, midY, lines, baseline,
/// lastBaseline) optionally plus
/// or minus a number, and `op` is one of `==` (within half a point), `<=`, `>=`, `<`, `>`.
struct Relation {
  let left: Term
  let op: String
  let right: Term

  struct Term {
    let id: String?
    let property: String?
    let constant: Double
  }

  struct Invalid: Error, CustomStringConvertible { let description: String }

  init(_ text: String) throws {
    let parts = text.split(separator: " ").map(String.init)
    guard let opIndex = parts.firstIndex(where: { ["==", "<=", ">=", "<", ">"].contains($0) }) else {
      throw Invalid(description: "'\(text)' has no comparison")
    }
    op = parts[opIndex]
    left = try Self.term(Array(parts[..<opIndex]), text)
    right = try Self.term(Array(parts[(opIndex + 1)...]), text)
  }

  private static func term(_ parts: [String], _ text: String) throws -> Term {
    guard let first = parts.first else { throw Invalid(description: "'\(text)' misses a side") }
    var constant = 0.0
    if parts.count == 3, let number = Double(parts[2]) { constant = parts[1] == "-" ? -number : number }
    if let number = Double(first) { return Term(id: nil, property: nil, constant: number + constant) }
    let pieces = first.split(separator: ".").map(String.init)
    guard pieces.count == 2 else { throw Invalid(description: "'\(first)' is not id.property") }
    return Term(id: pieces[0], property: pieces[1], constant: constant)
  }

  func value(_ term: Term, in measured: LayoutCaseTests.Measured) throws -> Double {
    guard let id = term.id, let property = term.property else { return term.constant }
    guard let frame = measured.frames[id] else { throw Invalid(description: "no view '\(id)'") }
    let value: Double
    switch property {
    case "x", "minX": value = frame.minX
    case "y", "minY": value = frame.minY
    case "width": value = frame.width
    case "height": value = frame.height
    case "maxX": value = frame.maxX
    case "maxY": value = frame.maxY
    case "midX": value = frame.midX
    case "midY": value = frame.midY
    case "lines": value = Double(measured.lines[id] ?? 0)
    case "baseline": value = measured.baselines[id]?.first ?? .nan
    case "lastBaseline": value = measured.baselines[id]?.last ?? .nan
    default: throw Invalid(description: "no property '\(property)'")
    }
    return value + term.constant
  }

  func holds(in measured: LayoutCaseTests.Measured) throws -> Bool {
    let (a, b) = (try value(left, in: measured), try value(right, in: measured))
    switch op {
    case "==": return abs(a - b) <= 0.5
    case "<=": return a <= b + 0.5
    case ">=": return a + 0.5 >= b
    case "<": return a < b
    default: return a > b
    }
  }

  static func describe(_ text: String, in measured: LayoutCaseTests.Measured) -> String {
    guard let relation = try? Relation(text) else { return text }
    let a = (try? relation.value(relation.left, in: measured)).map { String($0) } ?? "?"
    let b = (try? relation.value(relation.right, in: measured)).map { String($0) } ?? "?"
    return "\(a) \(relation.op) \(b)"
  }
}
