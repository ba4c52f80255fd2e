import Foundation
import FoundationNetworking

extension URLSession {
  /// A publisher that performs a data task when subscribed to, and delivers its data and response
  /// or fails with its `URLError` (a cancelled subscription cancels the task).
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher that performs a data task for `request` when subscribed to.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// The publisher of one data task.
  public struct DataTaskPublisher: Publisher, @unchecked Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
    /// The request.
    public let request: URLRequest
    /// The session.
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
      let subject = PassthroughSubject<Output, URLError>()
      let task = Locked<URLSessionDataTask?>(nil)
      let request = request
      let session = session
      subject.subscribe(
        Relay(
          subscriber,
          hooks: .init(
            cancel: { task.withLock { $0 }?.cancel() },
            request: { demand in
              guard demand > 0 else { return }
              let start = task.withLock { current -> URLSessionDataTask? in
                guard current == nil else { return nil }
                let made = session.dataTask(with: request) { data, response, error in
                  if let response, let data {
                    subject.send((data, response))
                    subject.send(completion: .finished)
                  } else {
                    subject.send(completion: .failure((error as? URLError) ?? URLError(.unknown)))
                  }
                }
                current = made
                return made
              }
              start?.resume()
            }), step: { .emit($0) }, end: { .complete($0) }))
    }
  }
}
