import Foundation
import LegibleTesting
import Testing

/// The README's table of view modifiers is the one the code gives (`ModifierTable`): a modifier
/// added, or changed from kept to applied, changes the table, and this test fails until the
/// README says so (`LEGIBLE_RECORD_GOLDENS=1` writes it).
@Suite struct ModifierTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let begin = "<!-- view modifiers: made by ModifierTableTests -->"
  static let end = "<!-- end of view modifiers -->"

  @Test func theReadmesTableIsTheOneTheCodeGives() throws {
    let table = try ModifierTable(folder: Self.root.appendingPathComponent("Sources/Modules/LegibleUI"))
    let readmeURL = Self.root.appendingPathComponent("README.md")
    let readme = try String(contentsOf: readmeURL, encoding: .utf8)
    let start = try #require(readme.range(of: Self.begin), "the README has no \(Self.begin) line")
    let stop = try #require(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
    let made = "\n" + table.markdown + "\n"
    if Goldens.recording {
      try (readme[..<start.upperBound] + made + readme[stop.lowerBound...]).write(
        to: readmeURL, atomically: true, encoding: .utf8)
      Issue.record("Wrote the README's table of modifiers; run again without LEGIBLE_RECORD_GOLDENS.")
    } else {
      #expect(
        String(readme[start.upperBound..<stop.lowerBound]) == made,
        "The README's table of modifiers is not the code's: run the tests with LEGIBLE_RECORD_GOLDENS=1.")
    }
  }

  @Test func aModifierIsClassifiedByWhatItsBodyDoes() {
    let source = """
      extension View {
        /// Applied.
        public func padded() -> some View { modifier(Pad()) }
        /// Applied, with a trailing closure.
        public func placed() -> some View {
          Placing() { self }
        }
        /// Reported.
        public func blurred(_ radius: CGFloat) -> some View { notApplied("blur(radius:)") }
        /// Rotates the view in 3D (kept: drawn flat).
        public func turned() -> some View {
          self
        }
        /// Drawn as a grey box: approximated.
        public func mapped() -> some View { modifier(Box()) }
        private func helper() -> some View { self }
        /// A signature on several lines, with a default closure before the body's brace.
        public func backed<V: View>(
          alignment: Alignment = .center, @ViewBuilder content: () -> V = { EmptyView() }
        ) -> some View {
          notApplied("backed(alignment:content:)")
        }
      }
      """
    let found = ModifierTable.modifiers(in: source)
    #expect(found.map(\.0) == ["padded", "placed", "blurred", "turned", "mapped", "backed"])
    #expect(found.map(\.1) == [.applied, .applied, .notApplied, .accepted, .approximated, .notApplied])
    #expect(found[3].2 == "Rotates the view in 3D (kept: drawn flat)")
  }
}
