import Combine
import Foundation
import Testing

@Suite("Subjects and the subscribers Combine provides")
struct SubjectTests {
  @Test func aPassthroughSubjectDeliversToThoseWhoAsked() {
    let subject = PassthroughSubject<Int, Never>()
    let eager = Recorder<Int, Never>()
    let idle = Recorder<Int, Never>(initial: .none)
    subject.subscribe(eager)
    subject.subscribe(idle)
    subject.send(1)
    idle.subscription?.request(.max(1))
    subject.send(2)
    subject.send(3)
    #expect(eager.values == [1, 2, 3])
    #expect(idle.values == [2])
    subject.send(completion: .finished)
    subject.send(4)
    #expect(eager.values == [1, 2, 3] && eager.finished && idle.finished)
    let late = Recorder<Int, Never>()
    subject.subscribe(late)
    #expect(late.finished && late.values.isEmpty)
  }

  @Test func aCurrentValueSubjectGivesItsValueFirst() {
    let subject = CurrentValueSubject<String, Never>("a")
    var got: [String] = []
    let token = subject.sink { got.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(got == ["a", "b", "c"])
    #expect(subject.value == "c")
    let waiting = Recorder<String, Never>(initial: .none)
    subject.subscribe(waiting)
    subject.send("d")
    waiting.subscription?.request(.max(1))
    #expect(waiting.values == ["d"])
    token.cancel()
  }

  @Test func cancellingASinkStopsIt() {
    let subject = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    var token: AnyCancellable? = subject.sink { got.append($0) }
    subject.send(1)
    token?.cancel()
    subject.send(2)
    #expect(got == [1])
    token = subject.sink { got.append($0 * 100) }
    subject.send(3)
    token = nil
    subject.send(4)
    #expect(got == [1, 300])
  }

  @Test func storedCancellablesLiveAsLongAsTheirSet() {
    let subject = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    var bag = Set<AnyCancellable>()
    subject.sink { got.append($0) }.store(in: &bag)
    subject.send(1)
    #expect(bag.count == 1)
    bag.removeAll()
    subject.send(2)
    #expect(got == [1])
    var list: [AnyCancellable] = []
    subject.sink { got.append($0) }.store(in: &list)
    subject.send(5)
    #expect(got == [1, 5])
  }

  @Test func assignWritesToAnObject() {
    final class Box {
      var text = ""
    }
    let box = Box()
    let subject = PassthroughSubject<String, Never>()
    let token = subject.assign(to: \.text, on: box)
    subject.send("hello")
    #expect(box.text == "hello")
    token.cancel()
    subject.send("later")
    #expect(box.text == "hello")
  }

  @Test func aSubjectCanSubscribeToAPublisher() {
    let subject = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    let token = subject.sink { got.append($0) }
    let link = [1, 2].publisher.subscribe(subject)
    #expect(got == [1, 2])
    _ = (token, link)
  }
}
