import CoreBluetooth
import Foundation
import Testing

/// Core Bluetooth on an iPhone simulator, which has no Bluetooth: a manager's delegate is told
/// `.unsupported` once, scanning finds nothing, and identifiers compare as Core Bluetooth's.
@Suite struct CoreBluetoothTests {
  final class Watcher: NSObject, CBCentralManagerDelegate, @unchecked Sendable {
    var states: [CBManagerState] = []
    var found = 0
    func centralManagerDidUpdateState(_ central: CBCentralManager) { states.append(central.state) }
    func centralManager(
      _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
      rssi: NSNumber
    ) { found += 1 }
  }

  @Test func theStateIsUnsupportedAndNothingIsFound() async throws {
    let watcher = Watcher()
    let queue = DispatchQueue(label: "bluetooth")
    let manager = CBCentralManager(delegate: watcher, queue: queue)
    manager.scanForPeripherals(withServices: [CBUUID(string: "180D")], options: nil)
    for _ in 0..<200 where queue.sync(execute: { watcher.states.isEmpty }) {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    queue.sync {
      #expect(watcher.states == [.unsupported])
      #expect(watcher.found == 0)
    }
    #expect(!manager.isScanning && manager.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty)
    #expect(manager.requestedServices == [CBUUID(string: "180D")])
  }

  @Test func shortIdentifiersEqualTheirFullFormAndPrintShort() {
    let heartRate = CBUUID(string: "180D")
    #expect(heartRate.uuidString == "180D")
    #expect(heartRate == CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB"))
    #expect(heartRate != CBUUID(string: "2A37"))
    let full = CBUUID(string: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
    #expect(full.uuidString == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E" && full.data.count == 16)
    #expect(Set([heartRate, CBUUID(string: "0000180d-0000-1000-8000-00805f9b34fb")]).count == 1)
  }

  @Test func aPeripheralsRequestsAreKeptUnanswered() {
    let peripheral = CBPeripheral._make(name: "Speed Sensor")
    #expect(peripheral.state == .disconnected && peripheral.services == nil)
    peripheral.discoverServices(nil)
    #expect(peripheral.services == nil)
    let characteristic = CBMutableCharacteristic(
      type: CBUUID(string: "2A37"), properties: [.read, .notify], value: nil, permissions: [.readable])
    #expect(characteristic.properties.contains(.notify) && !characteristic.isNotifying)
  }
}
