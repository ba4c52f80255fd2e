import Testing

@testable import LegibleCLI

@Suite struct DealingTests {
  @Test func eachWorkerGoesThroughARunOfNeighboursOfItsOwn() {
    // Items 10…17, neighbours sharing work, of equal cost: two runs of four.
    let state = WorkerState(count: 2, items: Array(10..<18))
    #expect(state.next(for: 0) == 10)
    #expect(state.next(for: 1) == 14)
    #expect(state.next(for: 1) == 15)
    #expect(state.next(for: 0) == 11)
    #expect(state.next(for: 1) == 16)
    #expect(state.next(for: 1) == 17)
    // Its run done, the second worker takes from the back of the first's, and they meet.
    #expect(state.next(for: 1) == 13)
    #expect(state.next(for: 0) == 12)
    #expect(state.next(for: 0) == nil && state.next(for: 1) == nil)
  }

  @Test func runsAreCutByEstimatedCostNotByCount() {
    // The last item costs as much as the three before it: it is a run of its own.
    let state = WorkerState(count: 2, items: [0, 1, 2, 3], costs: [1, 1, 1, 3])
    #expect(state.next(for: 1) == 3)
    #expect(state.next(for: 0) == 0)
    // The second worker, done, helps from the back of the first's run.
    #expect(state.next(for: 1) == 2)
    #expect(state.next(for: 0) == 1)
    #expect(state.next(for: 0) == nil)
  }

  @Test func aThiefTakesFromTheRunWithTheMostWorkLeft() {
    let state = WorkerState(count: 3, items: Array(0..<9))
    #expect(state.next(for: 0) == 0)
    #expect(state.next(for: 0) == 1)
    #expect(state.next(for: 0) == 2)
    #expect(state.next(for: 1) == 3)
    // Worker 0 is done; worker 2 has three items left, worker 1 two.
    #expect(state.next(for: 0) == 8)
    #expect(state.next(for: 0) == 5)
  }

  @Test func badCostsCountOneAndEveryItemIsDealtOnce() {
    let state = WorkerState(count: 4, items: Array(0..<5), costs: [.nan, -1, .infinity, 2])
    var dealt: [Int] = []
    var worker = 0
    while let item = state.next(for: worker) ?? state.next(for: (worker + 1) % 4) {
      dealt.append(item)
      worker = (worker + 3) % 4
    }
    #expect(dealt.sorted() == Array(0..<5))
    #expect(WorkerState(count: 0, items: [7]).next(for: 0) == 7)
    #expect(WorkerState(count: 2, items: []).next(for: 1) == nil)
  }
}
