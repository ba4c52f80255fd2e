import Foundation

extension Publishers {
  /// Writes a line for each event that passes, as Combine's `print(_:to:)`: "receive
  /// subscription", each demand, "receive value: (…)", "receive finished" or "receive error: (…)"
  /// and "receive cancel", after `prefix` and a colon when there is one, to `stream` or else the
  /// standard output. The events pass on unchanged.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// What each line starts with.
    public let prefix: String
    public let upstream: Upstream
    /// Where the lines go (nil: the standard output).
    public let stream: (any TextOutputStream)?

    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let prefix = prefix
      var stream = stream
      let line: (String) -> Void = { text in
        let full = prefix.isEmpty ? text : "\(prefix): \(text)"
        if stream != nil { stream?.write(full + "\n") } else { Swift.print(full) }
      }
      upstream.handleEvents(
        receiveSubscription: { line("receive subscription: (\($0))") },
        receiveOutput: { line("receive value: (\($0))") },
        receiveCompletion: { end in
          switch end {
          case .finished: line("receive finished")
          case .failure(let error): line("receive error: (\(error))")
          }
        },
        receiveCancel: { line("receive cancel") },
        receiveRequest: { line("request \($0)") }
      ).receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// The same events, each written as a line (see `Publishers.Print`).
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}
