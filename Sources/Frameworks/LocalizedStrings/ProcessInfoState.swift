import Foundation

/// What Foundation's `ProcessInfo` tells on iOS and Linux's does not: the power and thermal state,
/// as a simulator's (Low Power Mode off, nominal temperature).
extension ProcessInfo {
  /// How hot the device runs.
  public enum ThermalState: Int, Sendable {
    case nominal, fair, serious, critical
  }

  /// Nominal, as a simulator's.
  public var thermalState: ThermalState { .nominal }
  /// Off, as on a simulator.
  public var isLowPowerModeEnabled: Bool { false }
  /// False: the app runs as an iPhone app, not on a Mac.
  public var isiOSAppOnMac: Bool { false }
  /// False: the app is not built for Mac Catalyst.
  public var isMacCatalystApp: Bool { false }
  /// Posted when the thermal state changes (never here).
  public static let thermalStateDidChangeNotification = Notification.Name(
    "NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
  /// Posted when Low Power Mode is turned on or off (never here).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let NSProcessInfoPowerStateDidChange = Notification.Name(
    "NSProcessInfoPowerStateDidChangeNotification")
}

/// The volume capacities iOS gives for storing important and opportunistic data: here, the
/// volume's available capacity for both.
extension URLResourceKey {
  public static let volumeAvailableCapacityForImportantUsageKey = URLResourceKey(
    rawValue: "NSURLVolumeAvailableCapacityForImportantUsageKey")
  public static let volumeAvailableCapacityForOpportunisticUsageKey = URLResourceKey(
    rawValue: "NSURLVolumeAvailableCapacityForOpportunisticUsageKey")
}

extension URLResourceValues {
  /// The volume's available capacity, in bytes (asked for with `volumeAvailableCapacityKey` too).
  public var volumeAvailableCapacityForImportantUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
  /// The volume's available capacity, in bytes.
  public var volumeAvailableCapacityForOpportunisticUsage: Int64? { volumeAvailableCapacity.map(Int64.init) }
}
