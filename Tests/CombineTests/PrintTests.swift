import Combine
import Foundation
import Testing

/// `print` writes each event as Combine writes it and passes the events on.
@Suite struct PrintTests {
  final class Lines: TextOutputStream {
    var text = ""
    func write(_ string: String) { text += string }
  }

  @Test func eachEventIsALineAfterThePrefix() {
    let lines = Lines()
    var received: [Int] = []
    let cancellable = [1, 2].publisher.print("ride", to: lines).sink { received.append($0) }
    #expect(received == [1, 2])
    let written = lines.text.split(separator: "\n").map(String.init)
    #expect(written.first?.hasPrefix("ride: receive subscription: (") == true)
    #expect(
      Array(written.dropFirst()) == [
        "ride: request unlimited", "ride: receive value: (1)", "ride: receive value: (2)",
        "ride: receive finished",
      ])
    cancellable.cancel()
    let failing = Lines()
    _ = Fail<Int, URLError>(error: URLError(.notConnectedToInternet)).print(to: failing).sink(
      receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(failing.text.contains("receive error: ("))
    #expect(!failing.text.contains(": receive error"), "no prefix, no colon before the event")
  }
}
