import Audit
import Drawing
import DynamicType
import LegibleUI
import Testing

import struct Legible.LayoutSnapshot
import struct Legible.SnapshotNode

/// What a row asks of its list: its separators hidden or coloured, and the list's own background
/// left out so that the team's shows.
@MainActor @Suite struct ListRowTests {
  /// The separators drawn: thin shapes in the list, top to bottom, with their colours.
  private func separators(_ snapshot: LayoutSnapshot) -> [(y: Double, color: Drawing.Color?)] {
    snapshot.allNodes.filter { $0.shape != nil && $0.frame.height <= 1 && $0.frame.width > 100 }
      .map { ($0.frame.minY, $0.shape?.fill) }.sorted { $0.y < $1.y }
  }

  @Test func aRowHidesTheSeparatorsUnderAndOverIt() throws {
    let screen = try realScreen()
    screen.host(
      List {
        Text("One")
        Text("Two")
        Text("Three")
        Text("Four")
      })
    #expect(separators(screen.snapshot()).count == 3, "between the four rows")
    let under = try realScreen()
    under.host(
      List {
        Text("One").listRowSeparator(.hidden, edges: .bottom)
        Text("Two")
        Text("Three")
        Text("Four")
      })
    #expect(separators(under.snapshot()).count == 2)
    let both = try realScreen()
    both.host(
      List {
        Text("One")
        Text("Two").listRowSeparator(.hidden).padding(.vertical, 2)
        Text("Three")
        Text("Four")
      })
    // Hidden through the padding written after it: the lines over and under "Two" go.
    let left = separators(both.snapshot())
    let two = try #require(both.node(showing: "Two"))
    #expect(left.count == 1)
    #expect(left.allSatisfy { $0.y > two.frame.maxY + 10 })
    #expect(both.notAppliedFindings().isEmpty)
  }

  @Test func rowsAreAtLeastTheEnvironmentsMinimumHeightAndHeadersTheirs() throws {
    func rowSpacing(_ height: CGFloat?) throws -> Double {
      let screen = try realScreen()
      screen.host(
        List {
          Text("One")
          Text("Two")
          Text("Three")
        }
        .environment(\.defaultMinListRowHeight, height ?? 44))
      let lines = separators(screen.snapshot())
      try #require(lines.count == 2)
      return lines[1].y - lines[0].y
    }
    #expect(try rowSpacing(nil) == 44)
    #expect(try rowSpacing(70) == 70)
    // Below the content's own height (a line of body text and the insets), the row keeps it.
    let small = try rowSpacing(20)
    #expect(small > 40 && small < 44)
    func firstRowTop(_ header: CGFloat?) throws -> Double {
      let screen = try realScreen()
      screen.host(
        List { Section("Toppings") { Text("Basil") } }.environment(\.defaultMinListHeaderHeight, header))
      let title = try #require(screen.node(showing: "TOPPINGS"))
      let row = try #require(screen.node(showing: "Basil"))
      #expect(title.frame.maxY < row.frame.minY)
      return row.frame.minY
    }
    let plain = try firstRowTop(nil)
    let tall = try firstRowTop(100)
    #expect(tall > plain + 40, "the header is at least 100 points tall")
  }

  @Test func aRowColoursItsSeparators() throws {
    let screen = try realScreen()
    screen.host(
      List {
        Text("One")
        Text("Two").listRowSeparatorTint(.red, edges: .top)
        Text("Three").listRowSeparatorTint(.blue)
      })
    let colors = separators(screen.snapshot()).map(\.color)
    #expect(
      colors == [LegibleUI.Color.red.drawingColor, LegibleUI.Color.blue.drawingColor],
      "over Two red, under it Three's blue")
  }

  @Test func aHiddenContentBackgroundLetsTheTeamsShowAndTheAuditJudgesTextOnIt() throws {
    let list = { (hidden: Bool) in
      List {
        Text("On the team's background").foregroundStyle(.white).listRowBackground(Color.clear)
      }
      .scrollContentBackground(hidden ? .hidden : .automatic)
      .background(Color.black)
    }
    var options = AuditOptions()
    options.checks = [.contrast]
    func contrast(_ hidden: Bool) throws -> [Finding] {
      let screen = try realScreen()
      screen.host(list(hidden))
      #expect(screen.notAppliedFindings().isEmpty)
      return AuditRunner.audit(
        screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
      ).findings
    }
    #expect(!(try contrast(false)).isEmpty, "white on the list's grey background")
    #expect(try contrast(true).isEmpty, "white on the team's black")
  }
}

extension LegibleUI.Color {
  /// The colour as drawn.
  fileprivate var drawingColor: Drawing.Color? { _color(in: EnvironmentValues()) }
}
