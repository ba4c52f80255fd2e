import Foundation
import UniformTypeIdentifiers

/// Told what a document picker picked, as UIKit's `UIDocumentPickerDelegate`.
@preconcurrency @MainActor public protocol UIDocumentPickerDelegate: AnyObject {
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// The Files app's picker, as UIKit's: the types it opens or the files it exports, and its
/// settings, are kept. Nobody picks here, so its delegate is never told of a pick; like every
/// UIKit controller it is shown by SwiftUI's layer as a visible placeholder.
@preconcurrency @MainActor open class UIDocumentPickerViewController: UIViewController {
  /// The types of document that may be opened (empty for an export).
  public let contentTypes: [UTType]
  /// The files to export (empty for an opening picker).
  public let exportedURLs: [URL]
  /// Whether files are copied rather than opened in place.
  public let asCopy: Bool
  /// Told what was picked.
  open weak var delegate: (any UIDocumentPickerDelegate)?
  /// Whether several documents may be picked.
  open var allowsMultipleSelection = false
  /// Whether file extensions show.
  open var shouldShowFileExtensions = false
  /// The folder the picker opens in.
  open var directoryURL: URL?

  /// A picker opening documents of `contentTypes`, copied when `asCopy`.
  public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
    self.contentTypes = contentTypes
    exportedURLs = []
    self.asCopy = asCopy
    super.init()
  }

  /// A picker opening documents of `contentTypes`, in place.
  public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
    self.init(forOpeningContentTypes: contentTypes, asCopy: false)
  }

  /// A picker exporting the files at `urls`, copied when `asCopy`.
  public init(forExporting urls: [URL], asCopy: Bool = false) {
    contentTypes = []
    exportedURLs = urls
    self.asCopy = asCopy
    super.init()
  }
}
