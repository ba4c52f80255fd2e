import Foundation
import LegibleUI
// PhotosUI under its own name where Apple's is not: the photo picker needs the user's library,
// which a simulator with no photos does not have: SwiftUI's `PhotosPicker` is its label as a
// button; the picker it presents is a sheet holding a reported placeholder; no item is picked.
@_exported import UIKit  // as the framework's headers import UIKit on iOS
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

  /// Loads it as `type`, telling `completionHandler` the result: nil, as no library is here.
  @discardableResult
  public func loadTransferable<T>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    DispatchQueue.global().async {
      progress.completedUnitCount = 1
      completionHandler(.success(nil))
    }
    return progress
  }
}

/// Which items a picker offers.
public struct PHPickerFilter: Equatable, Sendable {
  let name: String
  public static let images = PHPickerFilter(name: "images")
  public static let videos = PHPickerFilter(name: "videos")
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  public static let panoramas = PHPickerFilter(name: "panoramas")
  public static let screenshots = PHPickerFilter(name: "screenshots")
  public static let bursts = PHPickerFilter(name: "bursts")
  public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
  public static let slomoVideos = PHPickerFilter(name: "slomoVideos")
  public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos")
  public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos")
  public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
  public static let spatialMedia = PHPickerFilter(name: "spatialMedia")
  /// Items every one of `filters` lets through.
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "all(\(filters.map(\.name).joined(separator: ",")))")
  }
  /// Items any of `filters` lets through.
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "any(\(filters.map(\.name).joined(separator: ",")))")
  }
  /// Items `filter` does not let through.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
    PHPickerFilter(name: "not(\(filter.name))")
  }
}

extension PhotosPickerItem {
  /// Which encoding of a picked item an app is given, as Photos' `EncodingDisambiguationPolicy`
  /// (kept: nothing is picked here).
  public enum EncodingDisambiguationPolicy: Hashable, Sendable {
    case automatic, current, compatible
  }
}

/// How a picker for several items selects, as PhotosUI's `PhotosPickerSelectionBehavior` (kept).
public enum PhotosPickerSelectionBehavior: Hashable, Sendable {
  case `default`, ordered, continuous, continuousAndOrdered
}

/// SwiftUI's photo picker: its label, as a button that presents the picker's sheet (a reported
/// placeholder here: no library). The library, encoding and selection behaviour are kept.
public struct PhotosPicker<Label: View>: View {
  let label: Label
  @State private var isPresented = false

  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) { self.label = label() }

  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) { self.label = label() }

  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) { self.label = label() }

  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) { self.label = label() }

  public var body: some View {
    Button(action: { isPresented = true }) { label }
      .sheet(isPresented: $isPresented) { PlatformContentPlaceholder("PhotosPicker") }
  }
}

extension PhotosPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>,
    matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    label = Text(titleKey)
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) { label = Text(title) }
}

extension View {
  /// Shows the photo picker in a sheet when `isPresented`: the library cannot be shown here, so
  /// the sheet holds a reported placeholder (`unrendered-content`), and nothing is picked.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("PhotosPicker") }
  }
  /// Shows the photo picker for several items in a sheet when `isPresented` (a reported
  /// placeholder here).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    sheet(isPresented: isPresented) { PlatformContentPlaceholder("PhotosPicker") }
  }
}
