import Combine
import Foundation
import Testing

@Suite("Sharing one upstream subscription")
struct SharingTests {
  /// A publisher that counts its subscriptions, then sends what its subject sends.
  final class Counted: @unchecked Sendable {
    let subject = PassthroughSubject<Int, Never>()
    private(set) var subscriptions = 0
    private(set) var cancellations = 0
    var publisher: AnyPublisher<Int, Never> {
      subject.handleEvents(
        receiveSubscription: { [unowned self] _ in subscriptions += 1 },
        receiveCancel: { [unowned self] in cancellations += 1 }
      ).eraseToAnyPublisher()
    }
  }

  @Test func subscribersOfAShareMakeOneUpstreamSubscriptionCancelledWithTheLast() {
    let counted = Counted()
    let shared = counted.publisher.share()
    let first = Recorder<Int, Never>()
    let second = Recorder<Int, Never>()
    shared.subscribe(first)
    counted.subject.send(1)
    shared.subscribe(second)
    counted.subject.send(2)
    #expect(counted.subscriptions == 1)
    #expect(first.values == [1, 2])
    #expect(second.values == [2], "a later subscriber gets what is sent from then on")
    first.subscription?.cancel()
    #expect(counted.cancellations == 0)
    second.subscription?.cancel()
    #expect(counted.cancellations == 1)
    #expect(shared == shared && shared != counted.publisher.share())
  }

  @Test func aShareOfAPublisherThatSendsAtOnceReachesItsFirstSubscriber() {
    var got: [String] = []
    let token = Just("menu").share().sink { got.append($0) }
    #expect(got == ["menu"])
    token.cancel()
  }

  @Test func aMulticastSendsNothingUntilConnected() {
    let counted = Counted()
    let multicast = counted.publisher.multicast { PassthroughSubject<Int, Never>() }
    let recorder = Recorder<Int, Never>()
    multicast.subscribe(recorder)
    counted.subject.send(1)
    #expect(counted.subscriptions == 0 && recorder.values.isEmpty)
    let connection = multicast.connect()
    counted.subject.send(2)
    connection.cancel()
    counted.subject.send(3)
    #expect(recorder.values == [2])
    #expect(counted.cancellations == 1)
  }

  @Test func aConnectablePublisherStartsWhenConnected() {
    let subject = PassthroughSubject<Int, Never>()
    let connectable = subject.makeConnectable()
    var got: [Int] = []
    let token = connectable.sink { got.append($0) }
    subject.send(1)
    let connection = connectable.connect()
    subject.send(2)
    #expect(got == [2])
    connection.cancel()
    token.cancel()
  }
}
