import Audit
import DynamicType
import Foundation
import LegibleTesting
import PangoCairo
import SwiftUIGallery
import Testing

import struct Legible.CodeLocation

/// Findings on the gallery's screens name the line of the gallery's code that made the element:
/// nearly all of them carry a location, every location is in the gallery's own files, and a
/// sample spread over the report points at a call that makes a view of the element's kind.
@MainActor @Suite struct FindingLocationTests {
  /// The views whose call may make an element of each role (a label is a `Text`, the title a
  /// control makes for itself, a navigation bar's title, or a text a `Canvas` draws, which has no
  /// line of its own outside a builder).
  static let makers: [String: Set<String>] = [
    "label": [
      "Text", "Label", "TextField", "SecureField", "Button", "Toggle", "Stepper", "Picker", "Link",
      "GroupBox",
      "Section", "NavigationLink", "Menu", "LabeledContent", "DatePicker", "ProgressView", "Gauge",
      "ShareLink", "navigationTitle", "Canvas",
    ],
    "image": ["Image", "Label", "AsyncImage", "Button"],
    "button": [
      "Button", "Stepper", "Toggle", "Link", "NavigationLink", "Menu", "Picker", "ShareLink", "DatePicker",
    ],
    "stack": [
      "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "Form", "Section",
    ],
    "view": [
      "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "Group", "GroupBox",
      "Section",
      "ScrollView", "List", "Form", "NavigationLink", "Button", "RoundedRectangle", "Rectangle", "Circle",
      "Capsule", "Color", "ForEach", "Image", "AsyncImage",
    ],
  ]

  @Test func findingsNameTheLineOfTheGallerysOwnCallThatMadeTheElement() throws {
    let typesetter = try PangoTypesetter()
    let matrix = AuditMatrix(categories: [.accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE])
    let findings = LegiblePreviews.all.flatMap { preview in
      auditFindings(of: AuditScreen(preview: preview), matrix: matrix, typesetter: typesetter)
    }
    #expect(findings.count >= 100)
    let located = findings.filter { $0.location != nil }
    #expect(Double(located.count) >= 0.95 * Double(findings.count), "\(located.count) of \(findings.count)")
    for finding in located {
      #expect(finding.location?.file.contains("/Sources/Demo/SwiftUIGallery/") == true, "\(finding.summary)")
    }
    // Twenty, spread over the report: the line holds a call that makes a view of the element's kind.
    let sample = stride(from: 0, to: located.count, by: max(1, located.count / 20)).prefix(20).map {
      located[$0]
    }
    #expect(sample.count == 20)
    for finding in sample {
      let location = try #require(finding.location)
      let lines = try String(contentsOfFile: location.file, encoding: .utf8).components(separatedBy: "\n")
      let line = lines[location.line - 1]
      let role = String(finding.element.prefix { $0 != " " })
      let calls = Set(
        line.matches(of: /([A-Z][A-Za-z]*|navigationTitle)\s*[({]/).map { String($0.output.1) })
      let makers = try #require(Self.makers[role], "no makers listed for \(role)")
      #expect(!calls.isDisjoint(with: makers), "\(finding.element) at line \(location.line): \(line)")
    }
  }

  /// The line of the gallery's code `location` names.
  private func line(_ location: CodeLocation) throws -> String {
    try String(contentsOfFile: location.file, encoding: .utf8).components(separatedBy: "\n")[
      location.line - 1]
  }

  @Test func aFindingInAComponentNamesItsUsesUpToThePreview() throws {
    let typesetter = try PangoTypesetter()
    let preview = try #require(LegiblePreviews.all.first { $0.file == "BookClubModel.swift" })
    let matrix = AuditMatrix(categories: [.accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE])
    let findings = auditFindings(of: AuditScreen(preview: preview), matrix: matrix, typesetter: typesetter)
    // A finding in the library tab: made in LibraryView, used by the club's root, used by the
    // provider's preview.
    let inLibrary = try #require(findings.first { $0.location?.file.hasSuffix("/LibraryView.swift") == true })
    #expect(inLibrary.callers.count == 2, "\(inLibrary.summary)")
    #expect(try line(#require(inLibrary.callers.first)).contains("LibraryView()"))
    #expect(try line(#require(inLibrary.callers.last)).contains("BookClubRoot()"))
    // Every finding of a gallery preview ends at a line of the preview's file (the preview's own
    // texts have no caller).
    for finding in findings {
      if let last = finding.callers.last { #expect(last.file.hasSuffix("/BookClubModel.swift")) }
    }
  }
}
