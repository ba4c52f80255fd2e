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

  @Test func receiveOnDeliversOnTheQueueGiven() async {
    // The queue, told by a value set on it.
    let target = DispatchQueue(label: "receiver")
    let key = DispatchSpecificKey<Bool>()
    target.setSpecific(key: key, value: true)
    let onTarget = Collected<Bool>()
    let token = Just(1).subscribe(on: DispatchQueue.global()).receive(on: target)
      .sink { _ in onTarget.append(DispatchQueue.getSpecific(key: key) == true) }
    await waitUntil { !onTarget.values.isEmpty }
    #expect(onTarget.values == [true])
    token.cancel()
  }

  @Test func aTimerPublisherCountsDownOnARunLoop() async {
    let loop = RunLoopThread()
    defer { loop.stop() }
    let remaining = Collected<Date>()
    let token = Timer.publish(every: 0.02, on: loop.runLoop, in: .common).autoconnect().sink { date in
      if remaining.values.count < 3 { remaining.append(date) }
    }
    await waitUntil { remaining.values.count == 3 }
    #expect(remaining.values.count == 3)
    #expect(remaining.values == remaining.values.sorted())
    token.cancel()
    let after = remaining.values.count
    try? await Task.sleep(nanoseconds: 80_000_000)
    #expect(remaining.values.count == after)
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

/// A thread running a run loop of its own, for timers that must not wait for the main thread.
final class RunLoopThread: @unchecked Sendable {
  private(set) var runLoop: RunLoop!
  private let ready = DispatchSemaphore(value: 0)
  private var thread: Thread?

  init() {
    let thread = Thread { [unowned self] in
      runLoop = RunLoop.current
      RunLoop.current.add(Timer(timeInterval: 3600, repeats: true) { _ in }, forMode: .default)
      ready.signal()
      while !Thread.current.isCancelled {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02))
      }
    }
    self.thread = thread
    thread.start()
    ready.wait()
  }

  func stop() { thread?.cancel() }
}
