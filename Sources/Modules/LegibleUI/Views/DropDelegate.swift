import CoreGraphics
import Foundation
import UIKit
import UniformTypeIdentifiers

/// What a drop over a view would do, as SwiftUI's.
public enum DropOperation: Sendable {
  case cancel, forbidden, copy, move
}

/// A drop target's answer while items are dragged over it, as SwiftUI's.
public struct DropProposal: Sendable {
  /// What the drop would do.
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// The items dragged over a drop target and where, as SwiftUI's.
public struct DropInfo: @unchecked Sendable {
  /// Where the drag is, in the target's space.
  public let location: CGPoint
  private let providers: [NSItemProvider]

  /// Items at `location` (for tests and the app's own code; nothing is dragged at rest).
  public init(location: CGPoint, itemProviders: [NSItemProvider]) {
    self.location = location
    providers = itemProviders
  }

  /// Whether any item is of one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// The items of one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in
      provider.registeredTypeIdentifiers.contains { identifier in
        guard let type = UTType(identifier) else { return false }
        return contentTypes.contains { type.conforms(to: $0) }
      }
    }
  }
}

/// What a drop target of the app's own does as items are dragged over it and dropped, as
/// SwiftUI's; every method but `performDrop` has SwiftUI's default.
@MainActor @preconcurrency public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

extension View {
  /// The view as a drop target whose `delegate` decides (kept: nothing is dropped at rest).
  public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View { self }

  /// The view as a drop target of items of `supportedContentTypes` (kept: nothing is dropped at
  /// rest, so `isTargeted` stays false).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    self
  }

  /// The view as a drop target told where items are dropped (kept: nothing is dropped at rest).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    self
  }

  /// The view as a drag source of the item `data` makes (kept: nothing is dragged at rest).
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
}
