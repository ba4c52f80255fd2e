import Dispatch
import Foundation

/// Finds and connects to peripherals, as Core Bluetooth's `CBCentralManager`, on an iPhone
/// simulator, which has no Bluetooth: the delegate is told the state once
/// (`centralManagerDidUpdateState`, `.unsupported`) on the manager's queue, and as on iOS
/// outside the powered-on state, scanning and connecting do nothing and no peripheral is ever
/// found. The calls an app makes are kept (`isScanning` stays false).
open class CBCentralManager: CBManager, @unchecked Sendable {
  /// Told of the state and of what is found (never anything here).
  open weak var delegate: (any CBCentralManagerDelegate)?
  /// Whether it scans: never, as Bluetooth is not there.
  open private(set) var isScanning = false
  /// The services the app last asked to scan for (kept).
  public private(set) var requestedServices: [CBUUID]?

  /// A manager telling `delegate`, on `queue` (the main queue when nil).
  public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil)
  {
    self.delegate = delegate
    super.init()
    announceState(on: queue) { [weak self] in
      guard let self else { return }
      self.delegate?.centralManagerDidUpdateState(self)
    }
  }

  /// A manager without a delegate, on the main queue.
  public convenience override init() { self.init(delegate: nil, queue: nil) }

  /// Scans for peripherals advertising `serviceUUIDs`: nothing happens without Bluetooth.
  open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {
    requestedServices = serviceUUIDs
  }
  /// Stops scanning.
  open func stopScan() { isScanning = false }
  /// Connects to `peripheral`: nothing happens without Bluetooth.
  open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
  /// Cancels a connection or its attempt.
  open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
  /// The known peripherals of `identifiers`: none.
  open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
  /// The connected peripherals with `serviceUUIDs`: none.
  open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// What a central manager tells its delegate, as Core Bluetooth's protocol. Only the state is
/// required; the rest are optional.
public protocol CBCentralManagerDelegate: NSObjectProtocol {
  func centralManagerDidUpdateState(_ central: CBCentralManager)
  func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
    rssi: NSNumber)
  func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
  func centralManager(
    _ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
  func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
  func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
}

extension CBCentralManagerDelegate {
  public func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
    rssi: NSNumber
  ) {}
  public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
  public func centralManager(
    _ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?
  ) {}
  public func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?
  ) {}
  public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}

/// Advertises services, as Core Bluetooth's `CBPeripheralManager`, on a simulator without
/// Bluetooth: the delegate is told `.unsupported` once, and advertising does nothing.
open class CBPeripheralManager: CBManager, @unchecked Sendable {
  /// Told of the state (and of nothing else here).
  open weak var delegate: (any CBPeripheralManagerDelegate)?
  /// Whether it advertises: never.
  open private(set) var isAdvertising = false

  public init(
    delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil
  ) {
    self.delegate = delegate
    super.init()
    announceState(on: queue) { [weak self] in
      guard let self else { return }
      self.delegate?.peripheralManagerDidUpdateState(self)
    }
  }

  /// Starts advertising `advertisementData`: nothing happens without Bluetooth.
  open func startAdvertising(_ advertisementData: [String: Any]?) {}
  /// Stops advertising.
  open func stopAdvertising() {}
  /// Publishes `service`: kept.
  open func add(_ service: CBMutableService) { services.append(service) }
  /// Removes every service published.
  open func removeAllServices() { services = [] }
  /// The services published.
  public private(set) var services: [CBMutableService] = []
}

/// What a peripheral manager tells its delegate.
public protocol CBPeripheralManagerDelegate: NSObjectProtocol {
  func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
}
