// PhotosUI under its own name where Apple's is not: the photo picker needs the user's library,
// which a simulator with no photos does not have: SwiftUI's `PhotosPicker` is a button that opens
// nothing, drawn as its label, and a picked item is never delivered.
import Foundation
import LegibleUI
import UniformTypeIdentifiers

/// A picked photo or video (none is delivered here).
public struct PhotosPickerItem: Hashable, Sendable {
  /// Its identifier in the library.
  public let itemIdentifier: String?
  /// Its types.
  public let supportedContentTypes: [UTType]

  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
    supportedContentTypes = [.image]
  }

  /// Loads it as `type`: nil, as no library is here.
  public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// Which items a picker offers.
public struct PHPickerFilter: Equatable, Sendable {
  let name: String
  public static let images = PHPickerFilter(name: "images")
  public static let videos = PHPickerFilter(name: "videos")
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// SwiftUI's photo picker: its label, as a button that opens nothing here (no library).
public struct PhotosPicker<Label: View>: View {
  let label: Label

  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: Any? = nil, @ViewBuilder label: () -> Label
  ) { self.label = label() }

  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil,
    matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil, @ViewBuilder label: () -> Label
  ) { self.label = label() }

  public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
  public init(
    _ titleKey: String, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil
  ) {
    label = Text(titleKey)
  }
  public init(
    _ titleKey: String, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    matching filter: PHPickerFilter? = nil
  ) { label = Text(titleKey) }
}

extension View {
  /// Shows the photo picker when `isPresented` (it opens nothing here: no library).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil
  ) -> some View { self }
  /// Shows the photo picker for several items (it opens nothing here).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    matching filter: PHPickerFilter? = nil
  ) -> some View { self }
}
