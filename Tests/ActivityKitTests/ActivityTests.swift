import ActivityKit
import Foundation
import Testing

/// A Live Activity is started, updated and ended as on iOS, with nothing to show it.
@Suite struct ActivityTests {
  struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
      var minutesLeft: Int
    }
    var orderNumber: Int
  }

  @Test func anActivityIsListedUpdatedAndEnded() async throws {
    #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
    let delivery = try Activity.request(
      attributes: DeliveryAttributes(orderNumber: 42),
      content: ActivityContent(state: .init(minutesLeft: 20), staleDate: nil))
    #expect(Activity<DeliveryAttributes>.activities.contains { $0.id == delivery.id })
    let updates = delivery.contentUpdates
    await delivery.update(ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
    var iterator = updates.makeAsyncIterator()
    #expect(await iterator.next()?.state.minutesLeft == 5)
    #expect(delivery.content.state.minutesLeft == 5 && delivery.pushToken == nil)
    await delivery.end(nil, dismissalPolicy: .immediate)
    #expect(delivery.activityState == .dismissed)
    #expect(!Activity<DeliveryAttributes>.activities.contains { $0.id == delivery.id })
    await delivery.update(ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
    #expect(delivery.content.state.minutesLeft == 5, "an ended activity takes no update")
  }
}
