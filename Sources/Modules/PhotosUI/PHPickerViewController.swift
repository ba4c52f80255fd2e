import Foundation
import UIKit

/// The user's photo library, as Photos' `PHPhotoLibrary`: a simulator's with nothing set up,
/// whose access is not determined until asked and then limited to no photos.
public final class PHPhotoLibrary: @unchecked Sendable {
  private static let library = PHPhotoLibrary()
  /// The library.
  public static func shared() -> PHPhotoLibrary { library }
  /// Whether the app may read or add photos (not determined here until asked).
  public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    .notDetermined
  }
  /// Asks for access: limited, to no photos.
  public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
    .limited
  }
  /// Asks for access, handing the answer (limited) to `handler`.
  public static func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
  ) {
    handler(.limited)
  }
}

/// How much of the library an app asks for.
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1, readWrite
}

/// Whether an app may use the library.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized, limited
}

/// What a photo picker offers and how many may be picked.
public struct PHPickerConfiguration: Sendable {
  /// How picked items are handed over.
  public enum AssetRepresentationMode: Int, Sendable {
    case automatic, current, compatible
  }
  /// How a picker's selection behaves.
  public enum Selection: Int, Sendable {
    case `default`, ordered, continuous, continuousAndOrdered
  }
  /// Which items it offers (all when nil).
  public var filter: PHPickerFilter?
  /// How many may be picked (0: as many as the system allows).
  public var selectionLimit = 1
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  public var selection = Selection.default
  /// The identifiers of items picked before.
  public var preselectedAssetIdentifiers: [String] = []

  /// A configuration without a library (items come without identifiers).
  public init() {}
  /// A configuration reading `photoLibrary` (items come with identifiers).
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// A picked item: its provider and its identifier in the library.
public struct PHPickerResult: Hashable, @unchecked Sendable {
  public let itemProvider: NSItemProvider
  public let assetIdentifier: String?
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(itemProvider)) }
}

/// UIKit's photo picker, as a representable presents it: its configuration and delegate are
/// kept. It is never shown here (a UIKit controller in SwiftUI is a reported placeholder), and a
/// simulator with no photos has none to pick, so its delegate is never told of a pick.
@preconcurrency @MainActor open class PHPickerViewController: UIViewController {
  /// What it offers.
  public let configuration: PHPickerConfiguration
  /// What is told of the picked items (never called here).
  open weak var delegate: (any PHPickerViewControllerDelegate)?

  /// A picker of `configuration`.
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init()
  }
}

/// What a photo picker tells its app.
@preconcurrency @MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
  /// The user finished picking (never here).
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
