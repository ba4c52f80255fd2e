import Combine
import Foundation
import Testing

@Suite("Publishers deliver what subscribers ask for")
struct PublisherTests {
  @Test func aSequenceDeliversNoMoreThanTheDemand() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    [1, 2, 3, 4, 5].publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completion == nil)
    recorder.subscription?.request(.max(2))
    #expect(recorder.values == [1, 2, 3, 4])
    recorder.subscription?.request(.max(5))
    #expect(recorder.values == [1, 2, 3, 4, 5])
    #expect(recorder.finished)
  }

  @Test func demandReturnedFromReceiveAddsUp() {
    let recorder = Recorder<Int, Never>(initial: .max(1), perValue: .max(1))
    (1...4).publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2, 3, 4])
    #expect(recorder.finished)
  }

  @Test func anEmptySequenceFinishesWithoutDemand() {
    let recorder = Recorder<Int, Never>(initial: .none)
    [Int]().publisher.subscribe(recorder)
    #expect(recorder.finished)
  }

  @Test func demandArithmeticSaturates() {
    #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(5) == .none)
    #expect(Subscribers.Demand.max(2) + 3 == .max(5))
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(3) < .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
    #expect(Subscribers.Demand.max(4).max == 4)
  }

  @Test func justAndOptionalAndResult() {
    var got: [Int] = []
    var done = false
    _ = Just(7).sink(receiveCompletion: { _ in done = true }, receiveValue: { got.append($0) })
    _ = Optional(8).publisher.sink { got.append($0) }
    _ = Optional<Int>.none.publisher.sink { got.append($0) }
    _ = Result<Int, TestError>.success(9).publisher.sink(
      receiveCompletion: { _ in }, receiveValue: { got.append($0) })
    #expect(got == [7, 8, 9])
    #expect(done)
  }

  @Test func failAndEmptyComplete() {
    let failing = Recorder<Int, TestError>()
    Fail(error: TestError(code: 3)).subscribe(failing)
    #expect(failing.failure == TestError(code: 3))
    let empty = Recorder<Int, Never>()
    Empty().subscribe(empty)
    #expect(empty.finished)
    let never = Recorder<Int, Never>()
    Empty(completeImmediately: false).subscribe(never)
    #expect(never.completion == nil)
  }

  @Test func aFutureRunsOnceAndServesLateSubscribers() {
    var runs = 0
    var fulfil: ((Result<String, Never>) -> Void)?
    let future = Future<String, Never> { promise in
      runs += 1
      fulfil = promise
    }
    let early = Recorder<String, Never>()
    future.subscribe(early)
    #expect(early.values.isEmpty)
    fulfil?(.success("ready"))
    fulfil?(.success("again"))
    let late = Recorder<String, Never>()
    future.subscribe(late)
    #expect(runs == 1)
    #expect(early.values == ["ready"] && early.finished)
    #expect(late.values == ["ready"] && late.finished)
  }

  @Test func aFutureWaitsForDemandBeforeItsValue() {
    let future = Future<Int, Never> { $0(.success(1)) }
    let recorder = Recorder<Int, Never>(initial: .none)
    future.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [1])
    #expect(recorder.finished)
  }

  @Test func deferredMakesAPublisherPerSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    var got: [Int] = []
    _ = deferred.sink { got.append($0) }
    _ = deferred.sink { got.append($0) }
    #expect(got == [1, 2])
  }

  @Test func anErasedPublisherBehavesAsItsSource() {
    let erased: AnyPublisher<Int, Never> = [1, 2, 3].publisher.map { $0 * 10 }.eraseToAnyPublisher()
    var got: [Int] = []
    _ = erased.sink { got.append($0) }
    #expect(got == [10, 20, 30])
    let again = erased.eraseToAnyPublisher()
    _ = again.sink { got.append($0) }
    #expect(got == [10, 20, 30, 10, 20, 30])
  }
}

@Suite("Sequence publishers take each element once")
struct SequenceOnceTests {
  @Test func anIteratorOfReferenceSemanticsLosesNoElement() {
    var source = [1, 2, 3].makeIterator()
    let shared = AnyIterator { source.next() }
    var got: [Int] = []
    _ = AnySequence { shared }.publisher.sink { got.append($0) }
    #expect(got == [1, 2, 3])
  }
}
