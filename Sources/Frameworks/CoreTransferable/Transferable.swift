import Foundation
import UniformTypeIdentifiers

/// A value that can be shared, dragged or pasted, as Apple's `Transferable` (Core Transferable,
/// brought by `import SwiftUI`): its `transferRepresentation` lists the forms it goes out and
/// comes in as, by content type. `exported(as:)` and `init(importing:contentType:)` run them, as
/// the system does when the value is shared or received; the first form of a type that fits is
/// used, in the order declared.
public protocol Transferable: SendableMetatype {
  /// The forms, as the builder makes them.
  associatedtype Representation: TransferRepresentation
  /// The forms the value goes out and comes in as.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A form a transferable value takes, as Apple's `TransferRepresentation`: the module's
/// (`DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`, `CodableRepresentation`)
/// or one of yours made of them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
  /// The value it carries.
  associatedtype Item: Transferable
  /// What a form of yours is made of.
  associatedtype Body: TransferRepresentation
  /// The forms this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// The forms a representation stands for, in order: each a content type and how the value goes
/// out and comes in (either may be missing).
struct TransferForm<Item>: @unchecked Sendable {
  /// The content type.
  let contentType: UTType
  let export: ((Item) async throws -> Data)?
  let `import`: ((Data) async throws -> Item)?
  /// The name a file of it is given.
  var suggestedFileName: String?
}

/// The module's representations: their forms, each a `TransferForm` of their item.
protocol FormProviding {
  var providedForms: [Any] { get }
}

extension TransferRepresentation {
  /// The forms, in order (a representation of yours: its body's).
  var transferForms: [TransferForm<Item>] {
    if let own = self as? any FormProviding {
      return own.providedForms.compactMap { $0 as? TransferForm<Item> }
    }
    if Body.self == Never.self { return [] }
    return body.transferForms as? [TransferForm<Item>] ?? []
  }
}

/// Why a value could not be transferred.
public struct TransferError: Error, CustomStringConvertible, Sendable {
  public let description: String
}

extension Transferable {
  /// The value's forms, in order.
  static var ownForms: [TransferForm<Self>] {
    transferRepresentation.transferForms as? [TransferForm<Self>] ?? []
  }

  /// The value in the first form of `contentType` (or of a type it conforms to) that can go out.
  public func exported(as contentType: UTType) async throws -> Data {
    let forms = Self.ownForms.filter { $0.export != nil }
    guard
      let form = forms.first(where: { $0.contentType == contentType })
        ?? forms.first(where: { $0.contentType.conforms(to: contentType) })
    else {
      throw TransferError(description: "\(Self.self) does not export \(contentType.identifier).")
    }
    return try await form.export!(self)
  }

  /// The value from `data` of `contentType`, through the first form of that type that comes in.
  public init(importing data: Data, contentType: UTType) async throws {
    let forms = Self.ownForms.filter { $0.import != nil }
    guard
      let form = forms.first(where: { $0.contentType == contentType })
        ?? forms.first(where: { contentType.conforms(to: $0.contentType) })
    else {
      throw TransferError(description: "\(Self.self) does not import \(contentType.identifier).")
    }
    self = try await form.import!(data)
  }

  /// The content types the value goes out as, in order.
  public static var exportedContentTypes: [UTType] {
    ownForms.filter { $0.export != nil }.map(\.contentType)
  }
  /// The content types the value comes in from, in order.
  public static var importedContentTypes: [UTType] {
    ownForms.filter { $0.import != nil }.map(\.contentType)
  }
}

/// Builds a value's forms, as Apple's `TransferRepresentationBuilder`.
@resultBuilder public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> TransferForms<Item>
  where R.Item == Item {
    TransferForms(list: representation.transferForms)
  }
  public static func buildBlock(_ parts: TransferForms<Item>...) -> TransferForms<Item> {
    TransferForms(list: parts.flatMap(\.list))
  }
  public static func buildOptional(_ part: TransferForms<Item>?) -> TransferForms<Item> {
    part ?? TransferForms(list: [])
  }
  public static func buildEither(first: TransferForms<Item>) -> TransferForms<Item> { first }
  public static func buildEither(second: TransferForms<Item>) -> TransferForms<Item> { second }
}

/// Forms in order: what a value's `transferRepresentation` builds.
public struct TransferForms<Item: Transferable>: TransferRepresentation, FormProviding {
  let list: [TransferForm<Item>]
  var providedForms: [Any] { list }
  public var body: Never { return fatalError("forms are the module's own") }
}

extension Never: TransferRepresentation {
  public typealias Item = Never
  public var body: Never { return fatalError("Never has no forms") }
}

extension Never: Transferable {
  public static var transferRepresentation: Never { return fatalError("Never has no forms") }
}
