import Foundation
import Testing

@testable import LegibleCLI

/// A worker told that no items are left takes none after: an item given back later waits for
/// another worker instead of being lost.
@Suite struct ClosedWorkerTests {
  @Test func anItemGivenBackAfterAWorkerWasToldNoneWereLeftGoesToAnother() throws {
    // The first worker is told none are left; then a crashed worker gives item 3 back, and the
    // first worker's reader, answering its last item, deals that item to it.
    let state = WorkerState(count: 2, items: [])
    let pipe = Pipe()
    let worker = WorkerProcess(process: Process(), input: pipe.fileHandleForWriting, state: state)
    worker.deal(nil)
    state.putBack([3])
    worker.deal(state.next(for: 0))
    // Its input closed, it cannot take the item: the item waits for another worker.
    #expect(state.hasUndealt)
    #expect(state.next(for: 1) == 3)
  }
}
