import Combine
import Foundation
import Testing

/// Timing operators run on a queue of their own, so that a busy main thread cannot starve them;
/// what is delivered on the main queue is waited for (never timed).
@Suite("Schedulers, timers and time")
@MainActor struct SchedulingTests {
  let queue = DispatchQueue(label: "scheduling-tests")

  @Test func debounceDeliversTheLastValueOfABurst() async {
    let subject = PassthroughSubject<String, Never>()
    let got = Collected<String>()
    let token = subject.debounce(for: .milliseconds(40), scheduler: queue).sink { got.append($0) }
    queue.sync { for text in ["p", "pi", "piz", "pizza"] { subject.send(text) } }
    await waitUntil { !got.values.isEmpty }
    try? await Task.sleep(nanoseconds: 100_000_000)
    #expect(got.values == ["pizza"])
    subject.send("pasta")
    await waitUntil { got.values.count == 2 }
    #expect(got.values == ["pizza", "pasta"])
    token.cancel()
  }

  @Test func throttleDeliversTheFirstValueAtOnceThenOnePerInterval() async {
    let subject = PassthroughSubject<Int, Never>()
    let got = Collected<Int>()
    let token = subject.throttle(for: .milliseconds(200), scheduler: queue, latest: true).sink {
      got.append($0)
    }
    queue.sync {
      subject.send(1)
      subject.send(2)
      subject.send(3)
    }
    await waitUntil { got.values.count == 2 }
    #expect(got.values == [1, 3])
    token.cancel()
  }

  @Test func receiveOnDeliversOnTheMainQueue() async {
    // The main queue, told by a value set on it (the thread that drains it need not be the
    // process's first).
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    var onMain: [Bool] = []
    let token = Just(1).subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
      .sink { _ in onMain.append(DispatchQueue.getSpecific(key: key) == true) }
    await waitUntil { !onMain.isEmpty }
    #expect(onMain == [true])
    token.cancel()
  }

  @Test func aTimerPublisherCountsDown() async {
    var remaining = 3
    var ticks: [Date] = []
    let token = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect().sink { date in
      guard remaining > 0 else { return }
      remaining -= 1
      ticks.append(date)
    }
    await waitUntil { remaining == 0 }
    #expect(remaining == 0)
    #expect(ticks == ticks.sorted())
    token.cancel()
    let after = ticks.count
    try? await Task.sleep(nanoseconds: 80_000_000)
    #expect(ticks.count == after)
  }

  @Test func delayAndImmediateScheduler() async {
    var got: [Int] = []
    _ = [1, 2].publisher.receive(on: ImmediateScheduler.shared).sink { got.append($0) }
    #expect(got == [1, 2])
    let start = Date()
    let at = Collected<Date>()
    let token = Just(3).delay(for: .milliseconds(30), scheduler: queue).sink { _ in at.append(Date()) }
    await waitUntil { !at.values.isEmpty }
    #expect((at.values.first?.timeIntervalSince(start) ?? 0) >= 0.025)
    token.cancel()
  }

  @Test func notificationsArePublished() {
    let center = NotificationCenter()
    let name = Notification.Name("OrderPlaced")
    var got: [String] = []
    let token = center.publisher(for: name).compactMap { $0.object as? String }.sink { got.append($0) }
    center.post(name: name, object: "order 1")
    token.cancel()
    center.post(name: name, object: "order 2")
    #expect(got == ["order 1"])
  }

  @Test func valuesAreAnAsyncSequence() async throws {
    var got: [Int] = []
    for await value in [1, 2, 3].publisher.values { got.append(value) }
    #expect(got == [1, 2, 3])
    var thrown: Error?
    do {
      for try await _ in Fail<Int, TestError>(error: TestError(code: 4)).values {}
    } catch { thrown = error }
    #expect((thrown as? TestError) == TestError(code: 4))
  }

  @Test func strideLiteralsAndUnits() {
    #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(1500) == .seconds(1.5))
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    let stride: DispatchQueue.SchedulerTimeType.Stride = 0.5
    #expect(stride.magnitude == 500_000_000)
  }
}
