import Dispatch
import Foundation

/// The state of a device's Bluetooth, as Core Bluetooth's.
public enum CBManagerState: Int, Sendable {
  case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// Whether the app may use Bluetooth, as Core Bluetooth's.
public enum CBManagerAuthorization: Int, Sendable {
  case notDetermined = 0, restricted, denied, allowedAlways
}

/// What central and peripheral managers share, as Core Bluetooth's `CBManager`. An iPhone
/// simulator has no Bluetooth: every manager's state is `.unsupported`, told to its delegate
/// once after it is made, as on a simulator.
open class CBManager: NSObject, @unchecked Sendable {
  /// The state of Bluetooth: `.unknown` until the delegate is told, then `.unsupported`.
  open internal(set) var state: CBManagerState = .unknown
  /// Whether the app may use Bluetooth: the simulator asks nothing.
  open class var authorization: CBManagerAuthorization { .allowedAlways }
  /// The app's authorization (iOS 13's instance property).
  open var authorization: CBManagerAuthorization { Self.authorization }

  /// Tells `tell` the manager's state once it is known, on `queue` (the main queue when nil).
  func announceState(on queue: DispatchQueue?, _ tell: @escaping @Sendable () -> Void) {
    (queue ?? .main).async { [weak self] in
      self?.state = .unsupported
      tell()
    }
  }
}

/// An error of Core Bluetooth.
public struct CBError: Error, Equatable, Sendable {
  /// What went wrong, with Core Bluetooth's raw values.
  public enum Code: Int, Sendable {
    case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled,
      connectionTimeout, peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed,
      connectionLimitReached, unkownDevice, operationNotSupported, peerRemovedPairingInformation,
      encryptionTimedOut, tooManyLEPairedDevices
  }
  /// What went wrong.
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// The keys of a peripheral's advertisement, and the options of scans and connections.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
