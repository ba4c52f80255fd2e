import Foundation

/// A decoder of a whole value from some input, as Combine's `TopLevelDecoder`: what
/// `decode(type:decoder:)` decodes each value with (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
  /// What it decodes from (`Data`).
  associatedtype Input
  /// A value of `type` decoded from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder of a whole value, as Combine's `TopLevelEncoder`: what `encode(encoder:)` encodes
/// each value with (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder {
  /// What it encodes to (`Data`).
  associatedtype Output
  /// `value` encoded.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
  /// Each value decoded by a top-level decoder; a value that does not decode fails the stream.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let decoder: Coder

    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
      upstream.tryMap { [decoder] in try decoder.decode(Output.self, from: $0) }.receive(
        subscriber: subscriber)
    }
  }

  /// Each value encoded by a top-level encoder; a value that does not encode fails the stream.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let encoder: Coder

    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
      upstream.tryMap { [encoder] in try encoder.encode($0) }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Each value decoded as `type` by `decoder` (`URLSession`'s data, decoded as the app's model).
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder>
  where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }

  /// Each value encoded by `encoder`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
  where Output: Encodable {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
