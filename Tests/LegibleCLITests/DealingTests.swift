import Testing

@testable import LegibleCLI

@Suite struct DealingTests {
  /// Items 0…7, costliest first as given; even items are one language, odd the other.
  let items = Array(0..<8)
  let groups = Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, $0 % 2) })

  @Test func eachWorkerKeepsToOneLanguageWhileItLasts() {
    let state = WorkerState(count: 2, items: items, groups: groups)
    // The first worker takes the costliest; the second starts on the language no one holds.
    #expect(state.next(for: 0) == 0)
    #expect(state.next(for: 1) == 1)
    #expect(state.next(for: 0) == 2)
    #expect(state.next(for: 0) == 4)
    #expect(state.next(for: 1) == 3)
    #expect(state.next(for: 0) == 6)
    // Its language done, the first worker helps with the other, costliest first.
    #expect(state.next(for: 0) == 5)
    #expect(state.next(for: 1) == 7)
    #expect(state.next(for: 0) == nil && state.next(for: 1) == nil)
  }

  @Test func withoutGroupsItemsGoInTheOrderGiven() {
    let state = WorkerState(count: 2, items: [5, 3, 9], groups: [:])
    #expect(
      [state.next(for: 1), state.next(for: 0), state.next(for: 1), state.next(for: 0)] == [5, 3, 9, nil])
  }
}
