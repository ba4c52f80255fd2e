/// Formats a length for people: whole numbers without a fraction, others with up to two decimals.
/// Pure and locale-independent (no Foundation), so output is the same on every machine.
public func formatPoints(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let hundredths = (value * 100).rounded()
  if hundredths == 0 { return "0" }
  let negative = hundredths < 0
  let magnitude = abs(hundredths)
  guard magnitude < 1e15 else { return String(value) }
  let whole = Int(magnitude / 100)
  let fraction = Int(magnitude.truncatingRemainder(dividingBy: 100))
  var text = String(whole)
  if fraction != 0 {
    text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
  }
  return negative ? "-" + text : text
}
