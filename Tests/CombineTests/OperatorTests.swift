import Combine
import Foundation
import Testing

@Suite("Operators")
struct OperatorTests {
  @Test func valuesAreTransformedAndFiltered() {
    var got: [String] = []
    _ = [1, 2, 2, 3, nil, 4, 4, 5].publisher
      .compactMap { $0 }
      .removeDuplicates()
      .filter { $0 != 3 }
      .dropFirst()
      .map { "n\($0)" }
      .prefix(3)
      .sink { got.append($0) }
    #expect(got == ["n2", "n4", "n5"])
  }

  @Test func scanAndFirstAndReplaceNil() {
    var sums: [Int] = []
    _ = (1...4).publisher.scan(0, +).sink { sums.append($0) }
    #expect(sums == [1, 3, 6, 10])
    var first: [Int] = []
    _ = (1...9).publisher.first { $0 > 4 }.sink { first.append($0) }
    _ = [Int?.none, 2].publisher.replaceNil(with: 0).sink { first.append($0) }
    #expect(first == [5, 0, 2])
  }

  @Test func aFilterAsksForAnotherValueForEachItDrops() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(recorder)
    #expect(recorder.values == [3, 6])
  }

  @Test func prefixFinishesAndCancelsItsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    let recorder = Recorder<Int, Never>()
    subject.handleEvents(receiveCancel: { cancelled = true }).prefix(2).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == [1, 2] && recorder.finished)
    #expect(cancelled)
  }

  @Test func errorsCanBeMappedReplacedCaughtAndRetried() {
    let tried = Recorder<Int, Error>()
    [1, 2, 3].publisher.tryMap { value -> Int in
      if value == 2 { throw TestError(code: 2) }
      return value
    }.subscribe(tried)
    #expect(tried.values == [1])
    #expect((tried.failure as? TestError) == TestError(code: 2))

    let subject = PassthroughSubject<Int, TestError>()
    let replaced = Recorder<Int, Never>()
    subject.replaceError(with: -1).subscribe(replaced)
    subject.send(5)
    subject.send(completion: .failure(TestError(code: 1)))
    #expect(replaced.values == [5, -1] && replaced.finished)

    let caught = Recorder<Int, Never>()
    Fail<Int, TestError>(error: TestError(code: 9)).catch { Just($0.code) }.subscribe(caught)
    #expect(caught.values == [9] && caught.finished)

    var attempts = 0
    let retried = Recorder<Int, TestError>()
    Deferred { () -> AnyPublisher<Int, TestError> in
      attempts += 1
      return attempts < 3
        ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }.retry(5).subscribe(retried)
    #expect(retried.values == [3] && retried.finished)

    let mapped = Recorder<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 1)).mapError { TestError(code: $0.code + 10) }.subscribe(
      mapped)
    #expect(mapped.failure == TestError(code: 11))
  }

  @Test func replaceErrorWaitsForDemandForItsValue() {
    let recorder = Recorder<Int, Never>(initial: .none)
    Fail<Int, TestError>(error: TestError(code: 1)).replaceError(with: 4).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [4] && recorder.finished)
  }

  @Test func combineLatestDeliversOnceEachHasAValue() {
    let name = PassthroughSubject<String, Never>()
    let age = PassthroughSubject<Int, Never>()
    var got: [String] = []
    let token = name.combineLatest(age) { "\($0) \($1)" }.sink { got.append($0) }
    name.send("Ana")
    #expect(got.isEmpty)
    age.send(30)
    name.send("Bo")
    age.send(31)
    #expect(got == ["Ana 30", "Bo 30", "Bo 31"])
    token.cancel()
  }

  @Test func combineLatestFinishesWhenAllHave() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.combineLatest(b, c).map { $0 + $1 + $2 }.subscribe(recorder)
    a.send(1)
    b.send(2)
    c.send(3)
    a.send(completion: .finished)
    b.send(completion: .finished)
    #expect(recorder.values == [6] && !recorder.finished)
    c.send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test func mergeInterleavesAndFailsFast() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let recorder = Recorder<Int, TestError>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(3)
    b.send(completion: .failure(TestError(code: 5)))
    a.send(4)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.failure == TestError(code: 5))
  }

  @Test func mergeKeepsValuesUntilAsked() {
    let recorder = Recorder<Int, Never>(initial: .max(1))
    Publishers.MergeMany([1, 2].publisher, [3].publisher).subscribe(recorder)
    #expect(recorder.values == [1])
    recorder.subscription?.request(.unlimited)
    #expect(recorder.values == [1, 2, 3] && recorder.finished)
  }

  @Test func zipPairsInOrder() {
    let recorder = Recorder<String, Never>()
    [1, 2, 3].publisher.zip(["a", "b"].publisher).map { "\($0)\($1)" }.subscribe(recorder)
    #expect(recorder.values == ["1a", "2b"])
  }

  @Test func flatMapAndSwitchToLatest() {
    var got: [Int] = []
    _ = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.sink { got.append($0) }
    #expect(got == [1, 10, 2, 20])

    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)
    second.send(3)
    outer.send(completion: .finished)
    #expect(recorder.values == [1, 3] && !recorder.finished)
    second.send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test func prependAndAppend() {
    var got: [Int] = []
    _ = [2, 3].publisher.prepend(1).append(4, 5).sink { got.append($0) }
    #expect(got == [1, 2, 3, 4, 5])
  }
}
