import Audit
import Drawing
import DynamicType
import Geometry
import Legible
import Typesetting

/// The side panel of the preview window, itself a Legible screen: the text size (a slider of twelve
/// steps, like the phone's text-size control), language, variant and device, the audit findings
/// for what is on screen, and the keyboard shortcuts.
@MainActor final class ControlPanel {
  static let width = 340.0

  var onCategory: (@MainActor (ContentSizeCategory) -> Void)?
  var onLanguage: (@MainActor (String) -> Void)?
  var onVariant: (@MainActor (String) -> Void)?
  var onDevice: (@MainActor (Device) -> Void)?

  private(set) var screen: Screen
  private let categoryButtons: [Button]
  private let languageButtons: [Button]
  private let variantButtons: [Button]
  private let deviceButtons: [Button]
  private let languages: [String]
  private let variants: [String]
  private let findings = Label("", font: .custom(Font(pointSize: 12)), lines: 0)
  static let devices = Device.presets

  /// A panel offering `languages` and `variants` (the previewed screen's).
  init(height: Double, languages: [String], variants: [String], typesetter: any Typesetter) {
    self.languages = languages
    self.variants = variants
    func chip(_ title: String) -> Button {
      let button = Button(title, style: .footnote)
      button.contentInsets = ScaledInsets(EdgeInsets(vertical: 6, horizontal: 8))
      button.cornerRadius = 6
      button.border = Border(color: Color(red: 0.75, green: 0.75, blue: 0.78), width: .fixed(1))
      return button
    }
    func heading(_ text: String) -> Label {
      Label(text, font: .custom(Font(weight: .semibold, pointSize: 13)), lines: 0)
    }
    categoryButtons = ContentSizeCategory.allCases.map { chip($0.shortName) }
    languageButtons = languages.map { chip($0) }
    variantButtons = variants.map { chip(AuditScreen.title(ofVariant: $0)) }
    // The last word of the short name fits a chip: 4S, SE, 6S, 15, MAX.
    deviceButtons = ControlPanel.devices.map {
      chip(String($0.shortName.split(separator: "-").last ?? "").uppercased())
    }
    let shortcuts = Label(
      "Keys: ←/→ text size · L language · V variant · D device · S screenshot · Q quit",
      font: .custom(Font(pointSize: 11)),
      lines: 0, color: Color(red: 0.35, green: 0.35, blue: 0.37))
    let rows: [View] = [
      Label("Legible preview", font: .custom(Font(weight: .bold, pointSize: 17))),
      heading("Text size"),
      Stack(
        .horizontal, spacing: .fixed(4), alignment: .center, distribution: .fillEqually,
        Array(categoryButtons.prefix(6))),
      Stack(
        .horizontal, spacing: .fixed(4), alignment: .center, distribution: .fillEqually,
        Array(categoryButtons.suffix(6))),
      heading("Language"),
      Stack(.horizontal, spacing: .fixed(4), alignment: .center, distribution: .fillEqually, languageButtons),
      heading("Variant"),
      Stack(.horizontal, spacing: .fixed(4), alignment: .center, distribution: .fillEqually, variantButtons),
      heading("Device"),
      Stack(.horizontal, spacing: .fixed(4), alignment: .center, distribution: .fillEqually, deviceButtons),
      heading("Findings on screen"), findings, shortcuts,
    ]
    let root = Padding(
      Stack(.vertical, spacing: .fixed(8), alignment: .fill, rows + [Spacer()]),
      insets: ScaledInsets(EdgeInsets(all: 12)))
    root.backgroundColor = Color(red: 0.96, green: 0.96, blue: 0.97)
    // The panel is a tool, not the app under test: its text stays at the default size.
    root.contentSizeRange = ContentSizeRange(ContentSizeCategory.large ... .large)
    screen = Screen(
      device: Device(
        name: "panel", size: Size(width: ControlPanel.width, height: height), scale: 1, safeAreaInsets: .zero),
      typesetter: typesetter)
    screen.root = root
    for (index, button) in categoryButtons.enumerated() {
      button.action = { [weak self] in self?.onCategory?(ContentSizeCategory.allCases[index]) }
    }
    for (index, button) in languageButtons.enumerated() {
      button.action = { [weak self] in self?.onLanguage?(languages[index]) }
    }
    for (index, button) in variantButtons.enumerated() {
      button.action = { [weak self] in self?.onVariant?(variants[index]) }
    }
    for (index, button) in deviceButtons.enumerated() {
      button.action = { [weak self] in self?.onDevice?(ControlPanel.devices[index]) }
    }
  }

  func show(
    category: ContentSizeCategory, language: String, variant: String, device: Device,
    findings list: [Finding]
  ) {
    func mark(_ buttons: [Button], _ selected: Int) {
      for (index, button) in buttons.enumerated() {
        button.backgroundColor = index == selected ? Color(red: 0.99, green: 0.88, blue: 0.80) : .white
        button.titleLabel.font = .textStyle(.footnote, emphasized: index == selected)
      }
    }
    mark(categoryButtons, category.index)
    mark(languageButtons, languages.firstIndex(of: language) ?? 0)
    mark(variantButtons, variants.firstIndex(of: variant) ?? 0)
    mark(deviceButtons, ControlPanel.devices.firstIndex(of: device) ?? 0)
    let errors = list.filter { $0.severity == .error }.count
    let warnings = list.filter { $0.severity == .warning }.count
    let lines = list.prefix(8).map { "• \($0.severity.rawValue) \($0.check.rawValue): \($0.element)" }
    findings.text =
      list.isEmpty
      ? "None on screen at \(category.shortName)."
      : (["\(errors) errors, \(warnings) warnings"] + lines).joined(separator: "\n")
  }
}
