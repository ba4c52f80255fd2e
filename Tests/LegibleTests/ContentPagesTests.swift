import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

/// Paging through a screen's scrolling content: every point of it is on screen in some page, the
/// pages are bounded, and the screen is left as it was.
@MainActor @Suite struct ContentPagesTests {
  func listScreen(rows: Int, height: Double = 100) -> (Screen, ListView) {
    let list = ListView(sections: [ListView.Section(rowCount: rows)]) { _, row in
      let label = Label("Row \(row)")
      label.identifier = "row-\(row)"
      return FixedFrame(label, height: height)
    }
    list.identifier = "list"
    let screen = Screen(device: .iPhone6S, typesetter: FixedAdvanceTypesetter())
    screen.root = list
    return (screen, list)
  }

  @Test func everyRowOfAListIsSeenOnSomePage() {
    let (screen, list) = listScreen(rows: 50)
    var seen: Set<String> = []
    var positions: [ScrollPosition] = []
    let coverage = screen.contentPages { page in
      positions.append(page.position)
      for node in page.snapshot.allNodes {
        if let identifier = node.identifier, identifier.hasPrefix("row-"),
          node.frame.intersection(Rect(origin: .zero, size: Device.iPhone6S.size)) != nil
        {
          seen.insert(identifier)
        }
      }
    }
    #expect(seen.count == 50)
    #expect(positions.first == .start)
    #expect(positions.count == coverage.pages)
    // 5,000 points of rows in a 647-point window: 8 pages.
    #expect(coverage.pages == 8)
    #expect(coverage.isComplete)
    #expect(coverage.scrollers.map(\.path) == ["list"])
    #expect(list.contentOffset == 0, "put back where it was")
  }

  @Test func rowsKeepTheirPathsWhateverTheScroll() {
    let (screen, list) = listScreen(rows: 50)
    #expect(screen.scroll(toViewWithIdentifier: "row-21"))
    #expect(list.contentOffset > 0)
    #expect(screen.snapshot().node("row-21")?.path == "list/view[21]/row-21")
  }

  @Test func aVeryLongListIsSampledWithinTheLimits() {
    let (screen, _) = listScreen(rows: 100_000, height: 44)
    let coverage = screen.contentPages(limits: PageLimits(pagesPerScroller: 12)) { _ in }
    #expect(coverage.pages <= 13)
    #expect(!coverage.isComplete)
    #expect(coverage.scrollers.first?.isSampled == true)
  }

  @Test func aSidewaysStripIsPagedAcross() {
    let strip = ScrollView(
      Stack(.horizontal, spacing: .fixed(0), (0..<20).map { FixedFrame(Label("Item \($0)"), width: 100) }),
      axis: .horizontal)
    strip.identifier = "strip"
    let screen = Screen(device: .iPhone6S, typesetter: FixedAdvanceTypesetter())
    screen.root = Stack(.vertical, [strip, Spacer()])
    var offsets: [Double] = []
    let coverage = screen.contentPages { offsets.append($0.position.offset(of: "stack/strip")) }
    #expect(offsets.first == 0)
    #expect(abs((offsets.last ?? 0) - (2_000 - 375)) < 0.01)
    #expect(coverage.pages == 6)
  }

  @Test func scrollingToAViewByItsIdentifier() {
    let (screen, list) = listScreen(rows: 50)
    #expect(screen.scroll(toViewWithIdentifier: "row-30"))
    #expect(list.contentOffset == 3_000)
    #expect(screen.snapshot().node("row-30")?.frame.minY == 20)
    #expect(!screen.scroll(toViewWithIdentifier: "row-99"))
    #expect(list.contentOffset == 0)
  }
}
