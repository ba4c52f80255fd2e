import BackgroundTasks
import Foundation
import Testing

/// Background tasks answer as on a simulator: handlers register, a submitted request is refused
/// as unavailable (and recorded), and nothing is pending.
@Suite struct BackgroundTasksTests {
  @Test func aRequestIsRefusedAsUnavailableAsOnASimulator() async throws {
    let scheduler = BGTaskScheduler.shared
    #expect(
      scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) {
        $0.setTaskCompleted(success: true)
      })
    let request = BGAppRefreshTaskRequest(identifier: "app.refresh")
    request.earliestBeginDate = Date(timeIntervalSinceNow: 3600)
    do {
      try scheduler.submit(request)
      Issue.record("a simulator refuses background tasks")
    } catch let error as BGTaskScheduler.Error {
      #expect(error.code == .unavailable)
    }
    #expect(scheduler.submitted.contains { $0 === request })
    #expect(await scheduler.pendingTaskRequests().isEmpty)
    #expect(scheduler.registeredIdentifiers.contains("app.refresh"))
  }
}
