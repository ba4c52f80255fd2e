import Foundation

/// A workout, as HealthKit's `HKWorkout`: its activity, span, and the distance and energy
/// recorded for it.
public final class HKWorkout: HKSample, @unchecked Sendable {
  /// What was done.
  public let workoutActivityType: HKWorkoutActivityType
  /// How long it lasted.
  public let duration: TimeInterval
  /// The distance covered, when one was recorded.
  public let totalDistance: HKQuantity?
  /// The energy burned, when recorded.
  public let totalEnergyBurned: HKQuantity?

  public init(
    activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval = 0,
    totalEnergyBurned: HKQuantity? = nil, totalDistance: HKQuantity? = nil, metadata: [String: Any]? = nil
  ) {
    workoutActivityType = activityType
    self.duration = duration > 0 ? duration : endDate.timeIntervalSince(startDate)
    self.totalEnergyBurned = totalEnergyBurned
    self.totalDistance = totalDistance
    super.init(type: HKObjectType.workoutType(), start: startDate, end: endDate, metadata: metadata)
  }

  /// A workout over `startDate` to `endDate`.
  public convenience init(activityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
    self.init(activityType: activityType, start: startDate, end: endDate, duration: 0)
  }
}

/// What a workout was, as HealthKit's activity types (their raw values are HealthKit's).
public enum HKWorkoutActivityType: UInt, Sendable {
  case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing,
    climbing, cricket, crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical,
    equestrianSports, fencing, fishing, functionalStrengthTraining, golf, gymnastics, handball, hiking,
    hockey,
    hunting, lacrosse, martialArts, mindAndBody, mixedMetabolicCardioTraining, paddleSports, play,
    preparationAndRecovery, racquetball, rowing, rugby, running, sailing, skatingSports, snowSports, soccer,
    softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis, trackAndField,
    traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga,
    barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining,
    jumpRope, kickboxing, pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace,
    taiChi, mixedCardio, handCycling, discSports, fitnessGaming, cardioDance, socialDance, pickleball,
    cooldown
  case swimBikeRun = 82, transition
  case other = 3000
}
