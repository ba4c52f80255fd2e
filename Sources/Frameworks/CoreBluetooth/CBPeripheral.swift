import Foundation

/// The state of a peripheral's connection.
public enum CBPeripheralState: Int, Sendable {
  case disconnected = 0, connecting, connected, disconnecting
}

/// How a characteristic's value is written.
public enum CBCharacteristicWriteType: Int, Sendable {
  case withResponse = 0, withoutResponse
}

/// A remote device, as Core Bluetooth's `CBPeripheral`. A central manager finds none on a
/// simulator, so an app's code meets one only in tests (`_make(name:)`); its requests are kept,
/// and, as the peripheral is not connected, its delegate is never answered.
open class CBPeripheral: NSObject, @unchecked Sendable {
  /// Its identity on this device.
  public let identifier: UUID
  /// Its advertised name.
  open private(set) var name: String?
  /// Its connection's state: disconnected.
  open private(set) var state: CBPeripheralState = .disconnected
  /// Told what its requests find.
  open weak var delegate: (any CBPeripheralDelegate)?
  /// Its services found: none until discovered.
  open private(set) var services: [CBService]?
  /// Whether it can take a write without response now.
  open var canSendWriteWithoutResponse: Bool { false }

  init(identifier: UUID, name: String?) {
    self.identifier = identifier
    self.name = name
  }

  /// A peripheral named `name`, for tests of an app's own code.
  public static func _make(name: String?, identifier: UUID = UUID()) -> CBPeripheral {
    CBPeripheral(identifier: identifier, name: name)
  }

  /// Asks for its services (unanswered: not connected).
  open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
  /// Asks for `service`'s characteristics (unanswered).
  open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
  /// Reads `characteristic`'s value (unanswered).
  open func readValue(for characteristic: CBCharacteristic) {}
  /// Writes `data` to `characteristic` (unanswered).
  open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
  /// Asks to be told of `characteristic`'s changes (unanswered).
  open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
  /// Reads the signal's strength (unanswered).
  open func readRSSI() {}
  /// The longest value a write of `type` takes.
  open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}

/// What a peripheral tells its delegate, as Core Bluetooth's protocol; every method is optional.
public protocol CBPeripheralDelegate: NSObjectProtocol {
  func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic,
    error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didReadRSSI rssi: NSNumber, error: (any Error)?)
  func peripheralDidUpdateName(_ peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic,
    error: (any Error)?
  ) {}
  public func peripheral(_ peripheral: CBPeripheral, didReadRSSI rssi: NSNumber, error: (any Error)?) {}
  public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
}

/// A peripheral's service, as Core Bluetooth's `CBService`.
open class CBService: NSObject, @unchecked Sendable {
  /// Its identifier.
  public let uuid: CBUUID
  /// Whether it is a primary service.
  open var isPrimary: Bool
  /// Its characteristics found.
  open var characteristics: [CBCharacteristic]?
  /// The peripheral it is on.
  open internal(set) weak var peripheral: CBPeripheral?

  init(type: CBUUID, primary: Bool) {
    uuid = type
    isPrimary = primary
  }
}

/// A service an app publishes.
open class CBMutableService: CBService, @unchecked Sendable {
  public override init(type: CBUUID, primary: Bool) { super.init(type: type, primary: primary) }
}

/// What a characteristic allows.
public struct CBCharacteristicProperties: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let broadcast = Self(rawValue: 0x01)
  public static let read = Self(rawValue: 0x02)
  public static let writeWithoutResponse = Self(rawValue: 0x04)
  public static let write = Self(rawValue: 0x08)
  public static let notify = Self(rawValue: 0x10)
  public static let indicate = Self(rawValue: 0x20)
  public static let authenticatedSignedWrites = Self(rawValue: 0x40)
  public static let extendedProperties = Self(rawValue: 0x80)
}

/// Who may read and write a published characteristic.
public struct CBAttributePermissions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let readable = Self(rawValue: 0x01)
  public static let writeable = Self(rawValue: 0x02)
  public static let readEncryptionRequired = Self(rawValue: 0x04)
  public static let writeEncryptionRequired = Self(rawValue: 0x08)
}

/// A service's characteristic, as Core Bluetooth's `CBCharacteristic`.
open class CBCharacteristic: NSObject, @unchecked Sendable {
  /// Its identifier.
  public let uuid: CBUUID
  /// What it allows.
  open var properties: CBCharacteristicProperties
  /// Its last value read.
  open var value: Data?
  /// Whether the app is told of its changes.
  open internal(set) var isNotifying = false
  /// The service it is in.
  open internal(set) weak var service: CBService?

  init(type: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
    uuid = type
    self.properties = properties
    self.value = value
  }
}

/// A characteristic an app publishes.
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
  /// Who may read and write it.
  open var permissions: CBAttributePermissions

  public init(
    type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?,
    permissions: CBAttributePermissions
  ) {
    self.permissions = permissions
    super.init(type: UUID, properties: properties, value: value)
  }
}
