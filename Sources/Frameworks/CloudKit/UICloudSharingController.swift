import Foundation
import UIKit

/// UIKit's controller for inviting people to a share, as `UICloudSharingController` (UIKit's on
/// iOS; here beside CloudKit, whose share it shows). It keeps its share, container and delegate;
/// shown through a representable it is a placeholder, as every UIKit controller is, and it never
/// saves the share (no one is signed in to iCloud).
open class UICloudSharingController: UIViewController {
  /// The share.
  public private(set) var share: CKShare?
  /// Its container.
  public let container: CKContainer?
  /// Told of what happens to the share.
  open weak var delegate: (any UICloudSharingControllerDelegate)?
  /// What people may be given.
  open var availablePermissions: PermissionOptions = []

  /// A controller for the saved `share` in `container`.
  public init(share: CKShare, container: CKContainer) {
    self.share = share
    self.container = container
    super.init()
  }

  /// A controller that makes a share when the user picks how to send it.
  public init(
    preparationHandler:
      @escaping (UICloudSharingController, @escaping (CKShare?, CKContainer?, (any Error)?) -> Void) ->
      Void
  ) {
    container = nil
    super.init()
  }

  /// What people a share is sent to may do.
  public struct PermissionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowPublic = PermissionOptions(rawValue: 1)
    public static let allowPrivate = PermissionOptions(rawValue: 2)
    public static let allowReadOnly = PermissionOptions(rawValue: 4)
    public static let allowReadWrite = PermissionOptions(rawValue: 8)
  }
}

/// Told of what happens to a share a sharing controller shows.
public protocol UICloudSharingControllerDelegate: AnyObject {
  /// The share could not be saved.
  func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error)
  /// The share's title, shown to the people invited.
  func itemTitle(for csc: UICloudSharingController) -> String?
  /// The share's thumbnail.
  func itemThumbnailData(for csc: UICloudSharingController) -> Data?
  /// The share's type.
  func itemType(for csc: UICloudSharingController) -> String?
  /// The share was saved.
  func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController)
  /// Sharing stopped.
  func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController)
}

extension UICloudSharingControllerDelegate {
  public func itemThumbnailData(for csc: UICloudSharingController) -> Data? { nil }
  public func itemType(for csc: UICloudSharingController) -> String? { nil }
  public func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController) {}
  public func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController) {}
}
