import Foundation

/// A kind of health data, as HealthKit's `HKObjectType`: one object per identifier, equal to
/// any other made for the same identifier, so that a set of types asked for authorization and a
/// sample's type meet.
public class HKObjectType: NSObject, @unchecked Sendable {
  /// The identifier (`HKQuantityTypeIdentifierStepCount`).
  public let identifier: String

  init(identifier: String) { self.identifier = identifier }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKObjectType else { return false }
    return type(of: other) == type(of: self) && other.identifier == identifier
  }
  public override var hash: Int { identifier.hashValue }
  public override var description: String { identifier }

  /// The quantity type of `identifier`.
  public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
    HKQuantityType(identifier)
  }
  /// The category type of `identifier`.
  public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
    HKCategoryType(identifier)
  }
  /// The characteristic type of `identifier` (a birth date, a blood type).
  public class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier)
    -> HKCharacteristicType?
  {
    HKCharacteristicType(identifier: identifier.rawValue)
  }
  /// The workouts' type.
  public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
  /// The activity rings' type.
  public class func activitySummaryType() -> HKActivitySummaryType {
    HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier")
  }
}

/// A kind of data recorded as samples over time.
public class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of data that is an amount (steps, a distance, a heart rate), with the dimension its
/// quantities have and how they add up.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
  /// How the type's samples add up: summed (steps) or averaged (a heart rate).
  public let aggregationStyle: HKQuantityAggregationStyle
  /// A unit of the type's dimension.
  let canonicalUnit: HKUnit

  /// The type of `identifier` (iOS 15's initializer).
  public convenience init(_ identifier: HKQuantityTypeIdentifier) {
    let known = HKQuantityTypeIdentifier.known[identifier.rawValue]
    self.init(
      identifier: identifier.rawValue, unit: known?.unit() ?? .count(), style: known?.style ?? .cumulative)
  }

  init(identifier: String, unit: HKUnit, style: HKQuantityAggregationStyle) {
    canonicalUnit = unit
    aggregationStyle = style
    super.init(identifier: identifier)
  }

  /// Whether quantities in `unit` can be samples of this type.
  public func `is`(compatibleWith unit: HKUnit) -> Bool { canonicalUnit.isCompatible(with: unit) }
}

/// A kind of data that is one of a few values (asleep or awake, a mindful minute).
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
  /// The type of `identifier` (iOS 15's initializer).
  public convenience init(_ identifier: HKCategoryTypeIdentifier) {
    self.init(identifier: identifier.rawValue)
  }
}

/// Workouts.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}
/// A fact about the user that does not change over time (a birth date, a blood type).
public final class HKCharacteristicType: HKObjectType, @unchecked Sendable {}
/// The activity rings' daily summaries.
public final class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

/// How a quantity type's samples add up.
public enum HKQuantityAggregationStyle: Int, Sendable {
  case cumulative = 0, discreteArithmetic, discreteTemporallyWeighted, discreteEquivalentContinuousLevel
  /// The older name of `discreteArithmetic`.
  public static let discrete = HKQuantityAggregationStyle.discreteArithmetic
}

/// A quantity type's identifier, as HealthKit's.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  private static func id(_ name: String) -> HKQuantityTypeIdentifier {
    .init("HKQuantityTypeIdentifier\(name)")
  }

  public static let stepCount = id("StepCount")
  public static let distanceWalkingRunning = id("DistanceWalkingRunning")
  public static let distanceCycling = id("DistanceCycling")
  public static let distanceSwimming = id("DistanceSwimming")
  public static let distanceWheelchair = id("DistanceWheelchair")
  public static let distanceDownhillSnowSports = id("DistanceDownhillSnowSports")
  public static let swimmingStrokeCount = id("SwimmingStrokeCount")
  public static let pushCount = id("PushCount")
  public static let flightsClimbed = id("FlightsClimbed")
  public static let activeEnergyBurned = id("ActiveEnergyBurned")
  public static let basalEnergyBurned = id("BasalEnergyBurned")
  public static let appleExerciseTime = id("AppleExerciseTime")
  public static let appleStandTime = id("AppleStandTime")
  public static let appleMoveTime = id("AppleMoveTime")
  public static let heartRate = id("HeartRate")
  public static let restingHeartRate = id("RestingHeartRate")
  public static let walkingHeartRateAverage = id("WalkingHeartRateAverage")
  public static let heartRateVariabilitySDNN = id("HeartRateVariabilitySDNN")
  public static let oxygenSaturation = id("OxygenSaturation")
  public static let respiratoryRate = id("RespiratoryRate")
  public static let bodyTemperature = id("BodyTemperature")
  public static let bloodPressureSystolic = id("BloodPressureSystolic")
  public static let bloodPressureDiastolic = id("BloodPressureDiastolic")
  public static let bloodGlucose = id("BloodGlucose")
  public static let vo2Max = id("VO2Max")
  public static let bodyMass = id("BodyMass")
  public static let leanBodyMass = id("LeanBodyMass")
  public static let height = id("Height")
  public static let bodyMassIndex = id("BodyMassIndex")
  public static let bodyFatPercentage = id("BodyFatPercentage")
  public static let waistCircumference = id("WaistCircumference")
  public static let walkingSpeed = id("WalkingSpeed")
  public static let walkingStepLength = id("WalkingStepLength")
  public static let runningSpeed = id("RunningSpeed")
  public static let cyclingSpeed = id("CyclingSpeed")
  public static let cyclingPower = id("CyclingPower")
  public static let cyclingCadence = id("CyclingCadence")
  public static let environmentalAudioExposure = id("EnvironmentalAudioExposure")
  public static let headphoneAudioExposure = id("HeadphoneAudioExposure")
  public static let dietaryWater = id("DietaryWater")
  public static let dietaryEnergyConsumed = id("DietaryEnergyConsumed")
  public static let dietaryProtein = id("DietaryProtein")
  public static let dietaryCarbohydrates = id("DietaryCarbohydrates")
  public static let dietaryFatTotal = id("DietaryFatTotal")
  public static let dietarySugar = id("DietarySugar")
  public static let dietaryFiber = id("DietaryFiber")
  public static let dietarySodium = id("DietarySodium")
  public static let dietaryCaffeine = id("DietaryCaffeine")
  public static let numberOfTimesFallen = id("NumberOfTimesFallen")
  public static let uvExposure = id("UVExposure")
  public static let timeInDaylight = id("TimeInDaylight")

  /// Each identifier's unit (of its dimension) and how its samples add up.
  static let known: [String: (unit: @Sendable () -> HKUnit, style: HKQuantityAggregationStyle)] = {
    let perMinute: @Sendable () -> HKUnit = { HKUnit.count().unitDivided(by: .minute()) }
    let speed: @Sendable () -> HKUnit = { HKUnit.meter().unitDivided(by: .second()) }
    var table: [String: (unit: @Sendable () -> HKUnit, style: HKQuantityAggregationStyle)] = [:]
    for id in [stepCount, swimmingStrokeCount, pushCount, flightsClimbed, numberOfTimesFallen] {
      table[id.rawValue] = ({ .count() }, .cumulative)
    }
    for id in [
      distanceWalkingRunning, distanceCycling, distanceSwimming, distanceWheelchair,
      distanceDownhillSnowSports,
    ] {
      table[id.rawValue] = ({ .meter() }, .cumulative)
    }
    for id in [activeEnergyBurned, basalEnergyBurned, dietaryEnergyConsumed] {
      table[id.rawValue] = ({ .kilocalorie() }, .cumulative)
    }
    for id in [appleExerciseTime, appleStandTime, appleMoveTime, timeInDaylight] {
      table[id.rawValue] = ({ .minute() }, .cumulative)
    }
    for id in [heartRate, restingHeartRate, walkingHeartRateAverage, respiratoryRate, cyclingCadence] {
      table[id.rawValue] = (perMinute, .discreteArithmetic)
    }
    for id in [walkingSpeed, runningSpeed, cyclingSpeed] { table[id.rawValue] = (speed, .discreteArithmetic) }
    for id in [
      dietaryProtein, dietaryCarbohydrates, dietaryFatTotal, dietarySugar, dietaryFiber, dietarySodium,
      dietaryCaffeine,
    ] {
      table[id.rawValue] = ({ .gram() }, .cumulative)
    }
    table[dietaryWater.rawValue] = ({ .liter() }, .cumulative)
    table[heartRateVariabilitySDNN.rawValue] = ({ .secondUnit(with: .milli) }, .discreteArithmetic)
    for id in [oxygenSaturation, bodyFatPercentage] {
      table[id.rawValue] = ({ .percent() }, .discreteArithmetic)
    }
    table[bodyTemperature.rawValue] = ({ .degreeCelsius() }, .discreteArithmetic)
    for id in [bloodPressureSystolic, bloodPressureDiastolic] {
      table[id.rawValue] = ({ .millimeterOfMercury() }, .discreteArithmetic)
    }
    table[bloodGlucose.rawValue] = (
      { HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci)) }, .discreteArithmetic
    )
    table[vo2Max.rawValue] = (
      {
        HKUnit.literUnit(with: .milli).unitDivided(
          by: HKUnit.gramUnit(with: .kilo).unitMultiplied(by: .minute()))
      },
      .discreteArithmetic
    )
    for id in [bodyMass, leanBodyMass] {
      table[id.rawValue] = ({ .gramUnit(with: .kilo) }, .discreteArithmetic)
    }
    for id in [height, waistCircumference, walkingStepLength] {
      table[id.rawValue] = ({ .meter() }, .discreteArithmetic)
    }
    table[bodyMassIndex.rawValue] = ({ .count() }, .discreteArithmetic)
    table[cyclingPower.rawValue] = ({ HKUnit.joule().unitDivided(by: .second()) }, .discreteArithmetic)
    for id in [environmentalAudioExposure, headphoneAudioExposure] {
      table[id.rawValue] = ({ .decibelAWeightedSoundPressureLevel() }, .discreteEquivalentContinuousLevel)
    }
    table[uvExposure.rawValue] = ({ .count() }, .discreteArithmetic)
    return table
  }()
}

/// A category type's identifier, as HealthKit's.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  private static func id(_ name: String) -> HKCategoryTypeIdentifier {
    .init("HKCategoryTypeIdentifier\(name)")
  }

  public static let sleepAnalysis = id("SleepAnalysis")
  public static let mindfulSession = id("MindfulSession")
  public static let appleStandHour = id("AppleStandHour")
  public static let highHeartRateEvent = id("HighHeartRateEvent")
  public static let lowHeartRateEvent = id("LowHeartRateEvent")
  public static let irregularHeartRhythmEvent = id("IrregularHeartRhythmEvent")
  public static let menstrualFlow = id("MenstrualFlow")
  public static let toothbrushingEvent = id("ToothbrushingEvent")
  public static let handwashingEvent = id("HandwashingEvent")
  public static let headache = id("Headache")
}

/// A characteristic type's identifier, as HealthKit's.
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let biologicalSex = Self("HKCharacteristicTypeIdentifierBiologicalSex")
  public static let bloodType = Self("HKCharacteristicTypeIdentifierBloodType")
  public static let dateOfBirth = Self("HKCharacteristicTypeIdentifierDateOfBirth")
  public static let fitzpatrickSkinType = Self("HKCharacteristicTypeIdentifierFitzpatrickSkinType")
  public static let wheelchairUse = Self("HKCharacteristicTypeIdentifierWheelchairUse")
  public static let activityMoveMode = Self("HKCharacteristicTypeIdentifierActivityMoveMode")
}
