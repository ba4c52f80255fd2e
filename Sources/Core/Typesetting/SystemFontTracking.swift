/// The spacing iOS's system font adds at each size, and what the stand-in needs to match it.
///
/// San Francisco is tracked by size: looser than its design below 12 points, tighter from 13 to
/// 23, a little looser again from 24 up (Apple's typography guidelines publish the table, in
/// thousandths of an em: +12 at 10 points, 0 at 12, −26 at 17, +14 at 28, 0 from 80). It also
/// changes design with size: the Text optical size, set wider, up to 19 points and the tighter
/// Display one from 28, blended between (the variable font's continuous optical size).
///
/// The stand-in (Noto Sans SemiCondensed) has one design and no tracking table, so without a
/// correction it is about 6% narrower than an iPhone's text at 14 points, 3% narrower at 17 and
/// 2% wider at 53. The correction is the published table plus one offset per optical size, fitted
/// to what iOS simulators drew: body "Hello World" at XS, L and AX5 (74.67, 88 and 259 points)
/// and a title1 label "What's the point?" at all twelve sizes (188.67 points at XS to 428.33 at
/// AX5): +41.5 thousandths of an em for Text, −10 for Display. The two strings differ from the
/// stand-in by about 3% from each other (its letters are proportioned unlike San Francisco's), so
/// a per-size offset leaves each within 1.5%, not closer. Only Latin, Greek and Cyrillic runs get
/// it: iOS sets other scripts in fonts of their own, with their own spacing.
public enum SystemFontTracking {
  /// Apple's tracking table for San Francisco: point size, thousandths of an em.
  public static let table: [(pointSize: Double, thousandths: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
    (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
    (25, 6), (26, 8), (27, 11), (28, 14), (30, 14), (32, 13), (34, 12), (36, 10), (40, 10), (44, 8),
    (48, 8), (50, 7), (54, 6), (56, 5), (60, 4), (64, 3), (68, 2), (72, 2), (76, 1), (80, 0),
  ]

  /// The offset from the stand-in's spacing to San Francisco's own design, in thousandths of an
  /// em, at the Text and the Display optical sizes.
  public static let standInOffset = (text: 41.5, display: -10.0)

  /// The sizes between which the optical size blends from Text to Display.
  public static let opticalBlend = 19.0...28.0

  /// San Francisco's tracking at `pointSize`, in thousandths of an em: the table, linearly
  /// between its rows, its first and last rows beyond them.
  public static func thousandths(atPointSize pointSize: Double) -> Double {
    guard let first = table.first, let last = table.last else { return 0 }
    if !(pointSize > first.pointSize) { return first.thousandths }
    if pointSize >= last.pointSize { return last.thousandths }
    let upper = table.firstIndex { $0.pointSize >= pointSize } ?? table.count - 1
    let (low, high) = (table[upper - 1], table[upper])
    let share = (pointSize - low.pointSize) / (high.pointSize - low.pointSize)
    return low.thousandths + share * (high.thousandths - low.thousandths)
  }

  /// The points the stand-in adds after each Latin, Greek or Cyrillic character at `pointSize`
  /// so that its text is as wide as San Francisco's: the table plus the optical size's offset.
  public static func standInSpacing(atPointSize pointSize: Double) -> Double {
    guard pointSize.isFinite, pointSize > 0 else { return 0 }
    let blend = min(
      1, max(0, (pointSize - opticalBlend.lowerBound) / (opticalBlend.upperBound - opticalBlend.lowerBound)))
    let offset = standInOffset.text + blend * (standInOffset.display - standInOffset.text)
    return (thousandths(atPointSize: pointSize) + offset) * pointSize / 1_000
  }
}
