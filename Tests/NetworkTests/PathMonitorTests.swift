import Dispatch
import Foundation
import Network
import Testing

/// The path monitor answers as a simulator on Wi-Fi: satisfied once started, given to the handler
/// on the monitor's queue and to `for await`; a monitor that requires cellular sees no path.
@Suite struct PathMonitorTests {
  @Test func aStartedMonitorGivesTheSatisfiedPathOnItsQueue() async {
    let monitor = NWPathMonitor()
    #expect(monitor.currentPath.status == .unsatisfied)
    let queue = DispatchQueue(label: "path")
    let path = await withCheckedContinuation { continuation in
      monitor.pathUpdateHandler = { path in
        dispatchPrecondition(condition: .onQueue(queue))
        continuation.resume(returning: path)
      }
      monitor.start(queue: queue)
    }
    #expect(path.status == .satisfied)
    #expect(path.usesInterfaceType(.wifi))
    #expect(!path.usesInterfaceType(.cellular))
    #expect(!path.isExpensive)
    #expect(monitor.currentPath == path)
    monitor.cancel()
  }

  @Test func aMonitorOfCellularSeesNoPath() {
    let monitor = NWPathMonitor(requiredInterfaceType: .cellular)
    monitor.start(queue: .global())
    #expect(monitor.currentPath.status == .unsatisfied)
    #expect(NWPathMonitor(prohibitedInterfaceTypes: [.cellular]).currentPath.status == .unsatisfied)
  }

  @Test func forAwaitGivesThePathAndEndsWithItsTask() async {
    let monitor = NWPathMonitor()
    let task = Task { () -> [NWPath.Status] in
      var seen: [NWPath.Status] = []
      for await path in monitor { seen.append(path.status) }
      return seen
    }
    try? await Task.sleep(nanoseconds: 50_000_000)
    task.cancel()
    #expect(await task.value == [.satisfied])
  }
}
