import Foundation

/// A unit of a health quantity, as HealthKit's `HKUnit`: a product of base units raised to
/// powers (mass, length, time, energy, temperature, volume, pressure, count, percent), each with
/// its factor to the SI unit, so that any two units of the same dimension convert. Units are made
/// by HealthKit's factory methods (`.meter()`, `.count().unitDivided(by: .minute())`) or from
/// their strings (`HKUnit(from: "count/min")`, `"kg"`, `"mL/(kg*min)"`); `unitString` gives the
/// string back.
public final class HKUnit: NSObject, @unchecked Sendable {
  /// The dimensions of a unit: each base dimension's power.
  struct Dimension: Hashable {
    var powers: [String: Int] = [:]
    static func base(_ name: String) -> Dimension { Dimension(powers: [name: 1]) }
    func multiplied(by other: Dimension, power: Int = 1) -> Dimension {
      var result = powers
      for (name, value) in other.powers { result[name, default: 0] += value * power }
      return Dimension(powers: result.filter { $0.value != 0 })
    }
  }

  /// The unit's string, as HealthKit writes it.
  public let unitString: String
  /// The base dimensions and their powers.
  let dimension: Dimension
  /// The value of one of this unit in the SI units of its dimension.
  let factor: Double
  /// An offset added after the factor (temperatures in °C and °F), nil for other units.
  let offset: Double

  init(_ string: String, _ dimension: Dimension, factor: Double, offset: Double = 0) {
    unitString = string
    self.dimension = dimension
    self.factor = factor
    self.offset = offset
  }

  /// The unit `string` names (`"count/min"`, `"kg"`, `"mL/(kg*min)"`, `"km"`, `"degC"`); a string
  /// HealthKit would not read traps with its name, as HealthKit raises an exception.
  public convenience init(from string: String) {
    guard let unit = HKUnit.parse(string) else {
      preconditionFailure("HKUnit: \"\(string)\" is not a unit HealthKit reads")
    }
    self.init(unit.unitString, unit.dimension, factor: unit.factor, offset: unit.offset)
  }

  public override var description: String { unitString }
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKUnit else { return false }
    return other.dimension == dimension && abs(other.factor - factor) <= 1e-12 * max(1, abs(factor))
      && other.offset == offset
  }
  public override var hash: Int { dimension.hashValue }

  /// Whether quantities of the two units convert into each other.
  func isCompatible(with other: HKUnit) -> Bool { dimension == other.dimension }

  // Composition.

  /// This unit times `unit`.
  public func unitMultiplied(by unit: HKUnit) -> HKUnit {
    HKUnit(
      "\(unitString)*\(unit.unitString)", dimension.multiplied(by: unit.dimension),
      factor: factor * unit.factor)
  }
  /// This unit over `unit`.
  public func unitDivided(by unit: HKUnit) -> HKUnit {
    let below =
      unit.unitString.contains("*") || unit.unitString.contains("/")
      ? "(\(unit.unitString))" : unit.unitString
    return HKUnit(
      "\(unitString)/\(below)", dimension.multiplied(by: unit.dimension, power: -1),
      factor: factor / unit.factor)
  }
  /// This unit raised to `power`.
  public func unitRaised(toPower power: Int) -> HKUnit {
    HKUnit(
      "\(unitString)^\(power)", Dimension().multiplied(by: dimension, power: power),
      factor: Foundation.pow(factor, Double(power)))
  }
  /// One over this unit.
  public func reciprocal() -> HKUnit { HKUnit("1", Dimension(), factor: 1).unitDivided(by: self) }

  // Converting values.

  func toBase(_ value: Double) -> Double { value * factor + offset }
  func fromBase(_ value: Double) -> Double { (value - offset) / factor }
}

/// A metric prefix for HealthKit's units, as `HKMetricPrefix`.
public enum HKMetricPrefix: Int, Sendable {
  case none = 0, femto = 13, pico = 1, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera

  var factor: Double {
    switch self {
    case .none: 1
    case .femto: 1e-15
    case .pico: 1e-12
    case .nano: 1e-9
    case .micro: 1e-6
    case .milli: 1e-3
    case .centi: 1e-2
    case .deci: 1e-1
    case .deca: 1e1
    case .hecto: 1e2
    case .kilo: 1e3
    case .mega: 1e6
    case .giga: 1e9
    case .tera: 1e12
    }
  }

  var symbol: String {
    switch self {
    case .none: ""
    case .femto: "f"
    case .pico: "p"
    case .nano: "n"
    case .micro: "mc"
    case .milli: "m"
    case .centi: "c"
    case .deci: "d"
    case .deca: "da"
    case .hecto: "h"
    case .kilo: "k"
    case .mega: "M"
    case .giga: "G"
    case .tera: "T"
    }
  }
}

extension HKUnit {
  private static func prefixed(
    _ symbol: String, _ dimension: String, _ factor: Double, _ prefix: HKMetricPrefix
  )
    -> HKUnit
  {
    HKUnit(prefix.symbol + symbol, .base(dimension), factor: factor * prefix.factor)
  }

  // Mass (in kilograms).
  public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("g", "mass", 1e-3, prefix) }
  public static func gram() -> HKUnit { gramUnit(with: .none) }
  public static func ounce() -> HKUnit { HKUnit("oz", .base("mass"), factor: 0.028349523125) }
  public static func pound() -> HKUnit { HKUnit("lb", .base("mass"), factor: 0.45359237) }
  public static func stone() -> HKUnit { HKUnit("st", .base("mass"), factor: 6.35029318) }
  public static func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit {
    HKUnit("mol<\(gramsPerMole)>", .base("mass"), factor: gramsPerMole * 1e-3)
  }

  // Length (in metres).
  public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("m", "length", 1, prefix) }
  public static func meter() -> HKUnit { meterUnit(with: .none) }
  public static func inch() -> HKUnit { HKUnit("in", .base("length"), factor: 0.0254) }
  public static func foot() -> HKUnit { HKUnit("ft", .base("length"), factor: 0.3048) }
  public static func yard() -> HKUnit { HKUnit("yd", .base("length"), factor: 0.9144) }
  public static func mile() -> HKUnit { HKUnit("mi", .base("length"), factor: 1609.344) }

  // Volume (in litres).
  public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("L", "volume", 1, prefix) }
  public static func liter() -> HKUnit { literUnit(with: .none) }
  public static func fluidOunceUS() -> HKUnit { HKUnit("fl_oz_us", .base("volume"), factor: 0.0295735295625) }
  public static func fluidOunceImperial() -> HKUnit {
    HKUnit("fl_oz_imp", .base("volume"), factor: 0.0284130625)
  }
  public static func cupUS() -> HKUnit { HKUnit("cup_us", .base("volume"), factor: 0.2365882365) }
  public static func pintUS() -> HKUnit { HKUnit("pt_us", .base("volume"), factor: 0.473176473) }

  // Time (in seconds).
  public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("s", "time", 1, prefix) }
  public static func second() -> HKUnit { secondUnit(with: .none) }
  public static func minute() -> HKUnit { HKUnit("min", .base("time"), factor: 60) }
  public static func hour() -> HKUnit { HKUnit("hr", .base("time"), factor: 3600) }
  public static func day() -> HKUnit { HKUnit("d", .base("time"), factor: 86400) }

  // Energy (in joules).
  public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("J", "energy", 1, prefix) }
  public static func joule() -> HKUnit { jouleUnit(with: .none) }
  public static func kilocalorie() -> HKUnit { HKUnit("kcal", .base("energy"), factor: 4184) }
  public static func largeCalorie() -> HKUnit { HKUnit("Cal", .base("energy"), factor: 4184) }
  public static func smallCalorie() -> HKUnit { HKUnit("cal", .base("energy"), factor: 4.184) }

  // Temperature (in kelvins).
  public static func degreeCelsius() -> HKUnit {
    HKUnit("degC", .base("temperature"), factor: 1, offset: 273.15)
  }
  public static func degreeFahrenheit() -> HKUnit {
    HKUnit("degF", .base("temperature"), factor: 5.0 / 9.0, offset: 273.15 - 32 * 5.0 / 9.0)
  }
  public static func kelvin() -> HKUnit { HKUnit("K", .base("temperature"), factor: 1) }

  // Pressure (in pascals).
  public static func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit {
    prefixed("Pa", "pressure", 1, prefix)
  }
  public static func pascal() -> HKUnit { pascalUnit(with: .none) }
  public static func millimeterOfMercury() -> HKUnit {
    HKUnit("mmHg", .base("pressure"), factor: 133.322387415)
  }
  public static func centimeterOfWater() -> HKUnit { HKUnit("cmAq", .base("pressure"), factor: 98.0665) }
  public static func atmosphere() -> HKUnit { HKUnit("atm", .base("pressure"), factor: 101_325) }

  // Sound, conductance, frequency.
  public static func decibelAWeightedSoundPressureLevel() -> HKUnit {
    HKUnit("dBASPL", .base("sound"), factor: 1)
  }
  public static func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit {
    HKUnit(prefix.symbol + "Hz", Dimension().multiplied(by: .base("time"), power: -1), factor: prefix.factor)
  }
  public static func hertz() -> HKUnit { hertzUnit(with: .none) }

  // Scalars.
  public static func count() -> HKUnit { HKUnit("count", Dimension(), factor: 1) }
  public static func percent() -> HKUnit { HKUnit("%", Dimension(), factor: 0.01) }
  public static func internationalUnit() -> HKUnit { HKUnit("IU", .base("iu"), factor: 1) }

  /// Every unit string `init(from:)` reads, without prefixes or composition.
  private static let named: [String: @Sendable () -> HKUnit] = [
    "g": gram, "oz": ounce, "lb": pound, "st": stone, "m": meter, "in": inch, "ft": foot, "yd": yard,
    "mi": mile, "L": liter, "l": liter, "fl_oz_us": fluidOunceUS, "fl_oz_imp": fluidOunceImperial,
    "cup_us": cupUS, "pt_us": pintUS, "s": second, "min": minute, "hr": hour, "d": day, "J": joule,
    "kcal": kilocalorie, "Cal": largeCalorie, "cal": smallCalorie, "degC": degreeCelsius,
    "degF": degreeFahrenheit, "K": kelvin, "Pa": pascal, "mmHg": millimeterOfMercury,
    "cmAq": centimeterOfWater, "atm": atmosphere, "dBASPL": decibelAWeightedSoundPressureLevel,
    "Hz": hertz, "count": count, "%": percent, "IU": internationalUnit,
  ]
  private static let prefixable: Set<String> = ["g", "m", "L", "l", "s", "J", "Pa", "Hz"]
  private static let prefixes: [HKMetricPrefix] = [
    .deca, .micro, .femto, .pico, .nano, .milli, .centi, .deci, .hecto, .kilo, .mega, .giga, .tera,
  ]

  /// The unit a string names, with products (`*`), quotients (`/`), powers (`^2`) and brackets.
  static func parse(_ string: String) -> HKUnit? {
    var parser = UnitParser(text: Array(string.filter { !$0.isWhitespace }))
    guard let unit = parser.expression(), parser.index == parser.text.count else { return nil }
    return HKUnit(string, unit.dimension, factor: unit.factor, offset: unit.offset)
  }

  /// One unit's name, with or without a metric prefix.
  static func single(_ name: String) -> HKUnit? {
    if name == "1" { return HKUnit("1", Dimension(), factor: 1) }
    if let make = named[name] { return make() }
    for prefix in prefixes where name.hasPrefix(prefix.symbol) {
      let rest = String(name.dropFirst(prefix.symbol.count))
      guard prefixable.contains(rest), let base = named[rest]?() else { continue }
      return HKUnit(name, base.dimension, factor: base.factor * prefix.factor)
    }
    return nil
  }
}

/// Reads a unit string: `term (("*" | "/") term)*`, a term a name or a bracketed expression,
/// with an optional `^power`.
private struct UnitParser {
  let text: [Character]
  var index = 0

  mutating func expression() -> HKUnit? {
    guard var unit = term() else { return nil }
    while index < text.count, text[index] == "*" || text[index] == "/" {
      let operation = text[index]
      index += 1
      guard let next = term() else { return nil }
      unit = operation == "*" ? unit.unitMultiplied(by: next) : unit.unitDivided(by: next)
    }
    return unit
  }

  mutating func term() -> HKUnit? {
    var unit: HKUnit
    if index < text.count, text[index] == "(" {
      index += 1
      guard let inner = expression(), index < text.count, text[index] == ")" else { return nil }
      index += 1
      unit = inner
    } else {
      var name = ""
      while index < text.count, !"*/()^".contains(text[index]) {
        name.append(text[index])
        index += 1
      }
      guard let single = HKUnit.single(name) else { return nil }
      unit = single
    }
    if index < text.count, text[index] == "^" {
      index += 1
      var digits = ""
      while index < text.count, text[index] == "-" || text[index].isNumber {
        digits.append(text[index])
        index += 1
      }
      guard let power = Int(digits) else { return nil }
      unit = unit.unitRaised(toPower: power)
    }
    return unit
  }
}
