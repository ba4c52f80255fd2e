import Audit
import DynamicType
import Legible
import Typesetting

/// Text that once made layout or the audit run for seconds or minutes, and the containers it was
/// found in: for tests that every operation on such text stays bounded (and for auditing your own
/// screens with the worst a user can paste). Each string is at most about a megabyte.
public enum HostileText {
  /// A named string.
  public struct Case: Sendable {
    /// What the string is, as tests and benchmarks name it.
    public let name: String
    /// The string.
    public let text: String
  }

  /// The strings: unbreakable words of a megabyte and of 100,000 graphemes in several scripts,
  /// NULs, half a flag, storms of combining marks, pointed Hebrew, and runs of spaces.
  public static let cases: [Case] = [
    Case(name: "latinWord1MB", text: String(repeating: "a", count: 1 << 20)),
    Case(name: "devanagari100kGraphemes", text: String(repeating: "क्षि", count: 25_000)),
    Case(name: "arabicWord", text: String(repeating: "كتابة", count: 20_000)),
    Case(name: "tamilWord", text: String(repeating: "தமிழ்", count: 20_000)),
    Case(name: "malayalamWord", text: String(repeating: "മലയാളം", count: 15_000)),
    Case(name: "thaiWord", text: String(repeating: "ภาษาไทย", count: 15_000)),
    Case(name: "nul10k", text: String(repeating: "\u{0}", count: 10_000)),
    Case(name: "nulBetweenLetters", text: String(repeating: "a\u{0}", count: 50_000)),
    Case(name: "halfFlagRun", text: String(repeating: "\u{1F1E6}", count: 10_001)),
    Case(
      name: "zalgo10kMarks",
      text: String(
        repeating: "a" + String(repeating: "\u{0301}\u{0316}\u{0334}\u{0358}\u{0363}", count: 2), count: 1_000
      )
    ),
    Case(
      name: "hebrewPointStorm",
      text: String(repeating: "ש\u{05C1}\u{05B8}\u{05BC}\u{05B4}\u{0591}\u{05A3}", count: 10_000)),
    Case(name: "spaces100k", text: String(repeating: " ", count: 100_000) + "end"),
    Case(name: "lines50k", text: String(repeating: "a\n", count: 50_000)),
    Case(name: "combiningMarks1MB", text: "a" + String(repeating: "\u{0301}", count: 1 << 19)),
  ]

  /// The containers the text was audited in.
  public enum Container: String, CaseIterable, Sendable {
    /// A column: the label, then a spacer.
    case stack
    /// A row that becomes a column at accessibility sizes, beside an icon-sized view.
    case adaptiveStack
    /// A scroll view of the padded label.
    case scrollView
    /// A list of three rows, the middle one the label.
    case list
    /// Stacks and paddings three deep, the label beside another.
    case nested
  }

  /// A screen of `text` in `container`, in `configuration`, laid out by `typesetter`; the label
  /// wraps (no line limit) unless `lines` says otherwise, and truncates as `truncation` says.
  @MainActor public static func screen(
    _ text: String, in container: Container, configuration: AuditConfiguration, typesetter: any Typesetter,
    lines: Int = 0, truncation: TruncationMode = .end, lineBreak: LineBreakMode = .word
  ) -> Screen {
    let screen = Screen(
      device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
      typesetter: typesetter)
    func label() -> Label {
      let label = Label(text, lines: lines)
      label.truncation = truncation
      label.lineBreak = lineBreak
      return label
    }
    switch container {
    case .stack:
      screen.root = Stack(.vertical, alignment: .fill, [label(), Spacer()])
    case .adaptiveStack:
      let icon = FixedFrame(View(), width: 44, height: 44)
      icon.backgroundColor = .black
      screen.root = Stack(.vertical, alignment: .fill, [AdaptiveStack([icon, label()]), Spacer()])
    case .scrollView:
      screen.root = ScrollView(Padding(label(), 16))
    case .list:
      screen.root = ListView(sections: [ListView.Section(rowCount: 3)]) { _, row in
        row == 1 ? label() : Label("Row \(row)")
      }
    case .nested:
      screen.root = Stack(
        .vertical, alignment: .fill,
        [
          Padding(
            Stack(.vertical, alignment: .fill, [Padding(Stack(.horizontal, [label(), Label("Price")]), 8)]),
            16),
          Spacer(),
        ])
    }
    return screen
  }
}
