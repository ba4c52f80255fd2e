// swift-format-ignore-file: AlwaysUseLowerCamelCase
// HealthKit's global constants, under the names HealthKit gives them.

/// HealthKit's metadata keys that apps attach most.
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
public let HKMetadataKeyTimeZone = "HKTimeZone"
/// Sorts samples by their start date (`NSSortDescriptor(key: HKSampleSortIdentifierStartDate, …)`).
public let HKSampleSortIdentifierStartDate = "startDate"
/// Sorts samples by their end date.
public let HKSampleSortIdentifierEndDate = "endDate"
/// No limit on the samples a query returns.
public let HKObjectQueryNoLimit = 0
