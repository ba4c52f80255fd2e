import Foundation
import HealthKit
import Testing

/// Health units convert within a dimension, read from HealthKit's strings, and refuse another
/// dimension.
@Suite struct HKUnitTests {
  func value(_ amount: Double, _ from: HKUnit, in unit: HKUnit) -> Double {
    HKQuantity(unit: from, doubleValue: amount).doubleValue(for: unit)
  }

  @Test func quantitiesReadInAnyUnitOfTheirDimension() {
    #expect(abs(value(12_000, .meter(), in: .meterUnit(with: .kilo)) - 12) < 1e-9)
    #expect(abs(value(1, .mile(), in: .meter()) - 1609.344) < 1e-9)
    #expect(abs(value(70, .gramUnit(with: .kilo), in: .pound()) - 154.3235835) < 1e-6)
    #expect(abs(value(37, .degreeCelsius(), in: .degreeFahrenheit()) - 98.6) < 1e-9)
    #expect(abs(value(1, .kilocalorie(), in: .jouleUnit(with: .kilo)) - 4.184) < 1e-9)
    #expect(abs(value(90, .minute(), in: .hour()) - 1.5) < 1e-12)
    let perMinute = HKUnit.count().unitDivided(by: .minute())
    #expect(abs(value(60, perMinute, in: .count().unitDivided(by: .second())) - 1) < 1e-12)
    #expect(perMinute.unitString == "count/min")
  }

  @Test func unitStringsReadAsHealthKitWritesThem() {
    #expect(HKUnit(from: "count/min") == HKUnit.count().unitDivided(by: .minute()))
    #expect(HKUnit(from: "kg") == HKUnit.gramUnit(with: .kilo))
    #expect(HKUnit(from: "km") == HKUnit.meterUnit(with: .kilo))
    #expect(
      HKUnit(from: "mL/(kg*min)").isEqual(
        HKUnit.literUnit(with: .milli).unitDivided(
          by: HKUnit.gramUnit(with: .kilo).unitMultiplied(by: .minute()))))
    #expect(HKUnit(from: "m^2") == HKUnit.meter().unitRaised(toPower: 2))
    #expect(HKUnit(from: "ms") == HKUnit.secondUnit(with: .milli))
    #expect(HKUnit(from: "%") == HKUnit.percent())
    #expect(HKUnit(from: "km").unitString == "km")
  }

  @Test func aQuantityKnowsWhatItConvertsToAndCompares() {
    let ride = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 12)
    #expect(ride.is(compatibleWith: .mile()) && !ride.is(compatibleWith: .kilocalorie()))
    #expect(HKQuantity(unit: .meter(), doubleValue: 900) < ride)
    #expect(ride == HKQuantity(unit: .meter(), doubleValue: 12_000))
    let distance = HKQuantityType(.distanceCycling)
    #expect(distance.is(compatibleWith: .mile()) && !distance.is(compatibleWith: .count()))
    #expect(
      distance.aggregationStyle == .cumulative && HKQuantityType(.heartRate).aggregationStyle == .discrete)
    #expect(HKObjectType.quantityType(forIdentifier: .distanceCycling) == distance)
  }
}
