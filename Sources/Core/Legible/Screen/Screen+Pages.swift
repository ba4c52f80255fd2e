import Geometry

/// One snapshot of a screen with its scrolling views at a position.
public struct ContentPage: Sendable {
  /// Where each scrolling view stood when the snapshot was taken.
  public var position: ScrollPosition
  /// The screen at that position.
  public var snapshot: LayoutSnapshot

  /// A page of `snapshot`, taken at `position`.
  public init(position: ScrollPosition, snapshot: LayoutSnapshot) {
    self.position = position
    self.snapshot = snapshot
  }
}

/// How far a screen's content was paged through: one entry per scrolling view.
public struct ContentCoverage: Hashable, Sendable, Codable {
  /// One scrolling view's paging.
  public struct Scroller: Hashable, Sendable, Codable {
    /// The scrolling view's snapshot path.
    public var path: String
    /// The content's length and how much of it shows at once, in points, after paging.
    public var contentLength: Double
    /// How much of the content shows at once, in points.
    public var visibleLength: Double
    /// Pages seen (the start included) and pages the whole content takes.
    public var pages: Int
    /// How many pages the whole content takes.
    public var pagesInContent: Int

    /// Whether only a sample of the content was seen (see `PageLimits`).
    public var isSampled: Bool { pages < pagesInContent }
  }

  /// One entry per scrolling view paged through.
  public var scrollers: [Scroller] = []
  /// Snapshots taken in all.
  public var pages = 0

  /// A coverage of `scrollers`, with `pages` snapshots taken.
  public init(scrollers: [Scroller] = [], pages: Int = 0) {
    self.scrollers = scrollers
    self.pages = pages
  }

  /// Whether every scrolling view was paged through to its end.
  public var isComplete: Bool { !scrollers.contains(where: \.isSampled) }
}

/// Bounds on paging through content, so that a list of a million rows costs what a few hundred
/// pages cost.
///
/// A scrolling view whose content takes more than `pagesPerScroller` pages is seen for its first
/// `pagesPerScroller / 2` pages, then at evenly spaced samples of the rest, and its last page;
/// scrolling views inside scrolling content (a strip in a row) are paged up to `nestingDepth`
/// levels deep; no more than `totalPages` snapshots are taken. The coverage says what was left out.
public struct PageLimits: Hashable, Sendable, Codable {
  /// The most pages seen of one scrolling view before the rest is sampled (at least 2).
  public var pagesPerScroller: Int
  /// How deep scrolling views inside scrolling content are paged (0 pages only the outermost).
  public var nestingDepth: Int
  /// The most snapshots taken of one screen (at least 1).
  public var totalPages: Int

  /// Limits on paging; values below the minimums are raised to them.
  public init(pagesPerScroller: Int = 80, nestingDepth: Int = 2, totalPages: Int = 400) {
    self.pagesPerScroller = max(2, pagesPerScroller)
    self.nestingDepth = max(0, nestingDepth)
    self.totalPages = max(1, totalPages)
  }
}

extension Screen {
  /// Snapshots that together show everything a user can reach by scrolling: the screen with every
  /// scrolling view at its start, then each scrolling view (lists, scroll views, sideways strips,
  /// those inside presented views too) paged from start to end, a visible length at a time, so
  /// that every point of its content is on screen in some page. Scrolling views found inside
  /// scrolled content are paged from the page they appear on. Each page is handed to `visit` as
  /// it is taken; the scrolling views are put back where they were afterwards.
  @discardableResult
  public func contentPages(limits: PageLimits = PageLimits(), visit: (ContentPage) -> Void) -> ContentCoverage
  {
    layoutIfNeeded()
    let original = scrollables().map { ($0.view, $0.view.contentOffset) }
    for (view, _) in original where view.contentOffset != 0 { view.scroll(to: 0) }
    var state = PagingState(limits: limits)
    state.visit(self, visit)
    // Asked again after each, since paging a list makes its rows (and what they hold) anew.
    while let next = scrollables().first(where: {
      !state.explored.contains($0.path) && $0.view.maximumOffset > 0.5
    }),
      state.coverage.pages < limits.totalPages
    {
      page(next, depth: 0, state: &state, visit: visit)
    }
    for (view, offset) in original.reversed() { view.scroll(to: offset) }
    layoutIfNeeded()
    return state.coverage
  }

  private func page(
    _ found: (view: any Scrollable, path: String), depth: Int, state: inout PagingState,
    visit: (ContentPage) -> Void
  ) {
    let (view, path) = found
    guard !state.explored.contains(path), view.maximumOffset > 0.5 else { return }
    state.explored.insert(path)
    let step = max(1, view.visibleLength)
    var pages = 1
    var sampled = false
    while state.coverage.pages < state.limits.totalPages {
      let remaining = view.maximumOffset - view.contentOffset
      guard remaining > 0.5 else { break }
      var target = view.contentOffset + step
      if pages >= state.limits.pagesPerScroller / 2 {
        // Past the first half of the budget, sample the rest evenly, ending on the last page.
        let budget = max(1, state.limits.pagesPerScroller - pages)
        let needed = Int((remaining / step).rounded(.up))
        if needed > budget {
          sampled = true
          target = view.contentOffset + remaining / Double(budget)
        }
      }
      let before = view.contentOffset
      view.scroll(to: target)
      layoutIfNeeded()
      guard view.contentOffset > before + 0.25 else { break }
      // The offset on the pixel grid exactly: the same page reached by sums in another order
      // (rows measured as they scroll in) names the same position.
      state.offsets[path] = PixelGrid(scale: traits.displayScale).snapped(view.contentOffset)
      pages += 1
      state.visit(self, visit)
      if depth < state.limits.nestingDepth {
        for nested in scrollables() where nested.path.hasPrefix(path + "/") {
          page(nested, depth: depth + 1, state: &state, visit: visit)
        }
      }
    }
    let total = Int((view.maximumOffset / step).rounded(.up)) + 1
    state.coverage.scrollers.append(
      ContentCoverage.Scroller(
        path: path, contentLength: view.contentLength, visibleLength: view.visibleLength,
        pages: pages, pagesInContent: sampled ? max(total, pages + 1) : max(total, pages)))
    view.scroll(to: 0)
    state.offsets[path] = nil
    layoutIfNeeded()
  }

  /// The visible scrolling views, outermost first, with their snapshot paths.
  public func scrollables() -> [(view: any Scrollable, path: String)] {
    var found: [(view: any Scrollable, path: String)] = []
    func walk(_ view: View, path: String) {
      guard view.isVisible else { return }
      if let scrollable = view as? any Scrollable { found.append((scrollable, path)) }
      for (position, subview) in view.snapshotSubviews.enumerated() {
        let number = view.snapshotNumber(of: subview, at: position)
        walk(
          subview,
          path: path + "/"
            + subview.snapshotPathComponent(role: subview.snapshotContent().role, number: number))
      }
    }
    for (index, view) in ([root].compactMap { $0 } + presented).enumerated() {
      walk(
        view,
        path: index == 0
          ? view.snapshotPathComponent(role: view.snapshotContent().role, number: nil)
          : "presented[\(index - 1)]")
    }
    return found
  }

  /// Where the scrolling views stand now.
  public var scrollPosition: ScrollPosition {
    ScrollPosition(
      Dictionary(
        scrollables().map { ($0.path, $0.view.contentOffset) }, uniquingKeysWith: { first, _ in first }))
  }

  /// Scrolls the scrolling views to `position` (paths it does not name go to their start) and
  /// lays out.
  public func scroll(to position: ScrollPosition) {
    layoutIfNeeded()
    for (view, path) in scrollables() { view.scroll(to: position.offset(of: path)) }
    layoutIfNeeded()
  }

  /// Scrolls the first vertical scrolling view until the view with `identifier` is at its top (or
  /// as near as the content allows), paging through a list to make its row. Returns false, with
  /// the screen back at the start, when no such view can be reached.
  @discardableResult
  public func scroll(toViewWithIdentifier identifier: String) -> Bool {
    layoutIfNeeded()
    guard let (view, path) = scrollables().first(where: { $0.view.axis == .vertical }) else { return false }
    view.scroll(to: 0)
    layoutIfNeeded()
    var pages = 0
    while pages < 10_000 {
      let snapshot = snapshot()
      if let node = snapshot.node(identifier),
        let scroller = snapshot.allNodes.first(where: { $0.path == path })
      {
        view.scroll(to: view.contentOffset + node.frame.minY - scroller.frame.minY)
        layoutIfNeeded()
        return true
      }
      let before = view.contentOffset
      view.scroll(to: before + max(1, view.visibleLength))
      layoutIfNeeded()
      guard view.contentOffset > before + 0.25 else { break }
      pages += 1
    }
    view.scroll(to: 0)
    layoutIfNeeded()
    return false
  }
}

/// What paging has done so far.
private struct PagingState {
  let limits: PageLimits
  var offsets: [String: Double] = [:]
  var explored: Set<String> = []
  var coverage = ContentCoverage()

  init(limits: PageLimits) { self.limits = limits }

  @MainActor mutating func visit(_ screen: Screen, _ body: (ContentPage) -> Void) {
    coverage.pages += 1
    body(ContentPage(position: ScrollPosition(offsets), snapshot: screen.snapshot()))
  }
}
