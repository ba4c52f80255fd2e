import Foundation

/// A piece of health data, as HealthKit's `HKObject`: its identity, its metadata and the app
/// that saved it.
public class HKObject: NSObject, @unchecked Sendable {
  /// Its identity.
  public let uuid = UUID()
  /// What the app attached to it (`HKMetadataKey…` keys).
  public let metadata: [String: Any]?
  /// The app that saved it: this one.
  public let sourceRevision = HKSourceRevision(source: .default(), version: nil)
  /// The device that recorded it: none, for data an app saves.
  public var device: HKDevice? { nil }

  init(metadata: [String: Any]?) { self.metadata = metadata }
}

/// A sample: data of a type over a span of time.
public class HKSample: HKObject, @unchecked Sendable {
  /// Its type.
  public let sampleType: HKSampleType
  /// When it starts.
  public let startDate: Date
  /// When it ends (not before it starts).
  public let endDate: Date

  init(type: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
    precondition(end >= start, "HKSample: the end date \(end) is before the start date \(start)")
    sampleType = type
    startDate = start
    endDate = end
    super.init(metadata: metadata)
  }
}

/// An amount over a span of time (a ride's distance, a heart rate).
public class HKQuantitySample: HKSample, @unchecked Sendable {
  /// Its type.
  public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
  /// The amount. Making a sample whose quantity is not of its type's dimension traps with both
  /// named, as HealthKit raises an exception.
  public let quantity: HKQuantity
  /// How many quantities it holds (1 for one measurement).
  public var count: Int { 1 }

  public init(
    type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
    metadata: [String: Any]? = nil
  ) {
    precondition(
      quantity.is(compatibleWith: quantityType.canonicalUnit),
      "HKQuantitySample: \(quantity) is not a quantity of \(quantityType.identifier)")
    self.quantity = quantity
    super.init(type: quantityType, start: startDate, end: endDate, metadata: metadata)
  }
}

/// One of a few values over a span of time (asleep, a mindful session).
public class HKCategorySample: HKSample, @unchecked Sendable {
  /// Its type.
  public var categoryType: HKCategoryType { sampleType as! HKCategoryType }
  /// The value (for sleep, an `HKCategoryValueSleepAnalysis`).
  public let value: Int

  public init(
    type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil
  ) {
    self.value = value
    super.init(type: type, start: startDate, end: endDate, metadata: metadata)
  }
}

/// The values of a sleep sample.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
  case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5
  /// The older name of `asleepUnspecified`.
  public static let asleep = HKCategoryValueSleepAnalysis.asleepUnspecified
}

/// The value of a category sample that has none of its own (a mindful session).
public enum HKCategoryValue: Int, Sendable {
  case notApplicable = 0
}

/// An app or device that saves health data.
public final class HKSource: NSObject, @unchecked Sendable {
  /// Its name.
  public let name: String
  /// Its bundle identifier.
  public let bundleIdentifier: String

  init(name: String, bundleIdentifier: String) {
    self.name = name
    self.bundleIdentifier = bundleIdentifier
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? HKSource)?.bundleIdentifier == bundleIdentifier
  }
  public override var hash: Int { bundleIdentifier.hashValue }

  /// This app.
  public class func `default`() -> HKSource {
    let info = Bundle.main.infoDictionary
    return HKSource(
      name: info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String
        ?? ProcessInfo.processInfo.processName,
      bundleIdentifier: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
  }
}

/// A source at a version.
public final class HKSourceRevision: NSObject, @unchecked Sendable {
  public let source: HKSource
  public let version: String?
  public init(source: HKSource, version: String?) {
    self.source = source
    self.version = version
  }
}

/// A device that recorded data.
public final class HKDevice: NSObject, @unchecked Sendable {
  public let name: String?
  public let manufacturer: String?
  public let model: String?
  public init(
    name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
    softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?
  ) {
    self.name = name
    self.manufacturer = manufacturer
    self.model = model
  }
}
