import Foundation

/// A network interface, as Network's `NWInterface`.
public struct NWInterface: Hashable, Sendable, CustomStringConvertible {
  /// The kind of an interface.
  public enum InterfaceType: Hashable, Sendable {
    case other, wifi, cellular, wiredEthernet, loopback
  }
  /// Its name (`en0`).
  public let name: String
  /// Its kind.
  public let type: InterfaceType
  /// Its index.
  public let index: Int

  public var description: String { name }
}

/// The state of the network for an app, as Network's `NWPath`.
public struct NWPath: Equatable, Sendable, CustomStringConvertible {
  /// Whether the path can be used.
  public enum Status: Hashable, Sendable {
    case satisfied, unsatisfied, requiresConnection
  }
  /// Why a path cannot be used.
  public enum UnsatisfiedReason: Hashable, Sendable {
    case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
  }

  /// Whether it can be used.
  public let status: Status
  /// Why not, when it cannot.
  public let unsatisfiedReason: UnsatisfiedReason
  /// The interfaces it can use, preferred first.
  public let availableInterfaces: [NWInterface]
  /// Whether it is costly (a cellular or hotspot link).
  public let isExpensive: Bool
  /// Whether Low Data Mode is on.
  public let isConstrained: Bool
  /// Whether it routes IPv4.
  public let supportsIPv4: Bool
  /// Whether it routes IPv6.
  public let supportsIPv6: Bool
  /// Whether it resolves names.
  public let supportsDNS: Bool

  /// Whether it uses an interface of `type`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }

  public var description: String {
    status == .satisfied ? "satisfied (\(availableInterfaces))" : "unsatisfied"
  }

  /// The path of a simulator on a Mac's Wi-Fi.
  static let simulator = NWPath(
    status: .satisfied, unsatisfiedReason: .notAvailable,
    availableInterfaces: [NWInterface(name: "en0", type: .wifi, index: 1)], isExpensive: false,
    isConstrained: false, supportsIPv4: true, supportsIPv6: true, supportsDNS: true)

  /// No path (an interface of a type the monitor requires is not there).
  static let none = NWPath(
    status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [], isExpensive: false,
    isConstrained: false, supportsIPv4: false, supportsIPv6: false, supportsDNS: false)
}
