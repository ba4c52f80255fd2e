import CoreGraphics
import Foundation
import UIKit
import UniformTypeIdentifiers

/// A view that makes its views from a collection, as SwiftUI's `DynamicViewContent` (`ForEach`
/// is one): the rows of a list that can be deleted, moved, inserted and dropped on. A screen
/// drawn at rest shows no swipe, drag or drop, so these actions are kept (see `ForEach`'s
/// `deleteAction` and `moveAction`), never performed.
@MainActor @preconcurrency public protocol DynamicViewContent: View {
  /// The collection's type.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Inserts items dropped between rows (kept: nothing is dropped at rest).
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  )
    -> some DynamicViewContent
  {
    self
  }

  /// Inserts items of `payloadType` dropped between rows (kept: nothing is dropped at rest).
  public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void)
    -> some DynamicViewContent
  {
    self
  }
}

extension View {
  /// The view as a drag source with a preview of its own (kept: nothing is dragged at rest).
  public func draggable<V: View, T>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V)
    -> some View
  {
    self
  }

  /// The view as a drop target for items of `payloadType` (kept: nothing is dropped at rest).
  public func dropDestination<T>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    self
  }
}
