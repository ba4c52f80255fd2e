import Foundation

/// The label a button with a role and no label of its own shows, as SwiftUI's
/// `DefaultButtonLabel` (iOS 26): the role's system title and symbol — an `xmark` to close or
/// cancel, a `checkmark` to confirm, a `trash` to delete — laid out by the label style in
/// effect (a toolbar shows the symbol alone).
///
/// The titles are Apple's words in English, Russian, Hindi and Chinese; other languages get the
/// English title. A button without a role gets the plain title "OK".
public struct DefaultButtonLabel: View {
  let role: ButtonRole?
  @Environment(\.locale) private var locale

  init(role: ButtonRole?) { self.role = role }

  public var body: some View {
    Label(Self.title(for: role, language: locale.language.languageCode?.identifier), systemImage: symbol)
  }

  private var symbol: String {
    switch role {
    case ButtonRole.confirm: "checkmark"
    case ButtonRole.destructive: "trash"
    default: "xmark"
    }
  }

  /// The system's title for `role` in `language` (an ISO 639 code).
  static func title(for role: ButtonRole?, language: String?) -> String {
    let words: [String: [String]] = [
      // English, Russian, Hindi, Chinese
      "cancel": ["Cancel", "Отменить", "रद्द करें", "取消"],
      "close": ["Close", "Закрыть", "बंद करें", "关闭"],
      "confirm": ["Done", "Готово", "हो गया", "完成"],
      "destructive": ["Delete", "Удалить", "डिलीट करें", "删除"],
    ]
    let index = ["en": 0, "ru": 1, "hi": 2, "zh": 3][language ?? "en"] ?? 0
    return words[role?.name ?? ""]?[index] ?? "OK"
  }
}

extension Button where Label == DefaultButtonLabel {
  /// A button showing the system's label for `role` (iOS 26): `Button(role: .close) { dismiss() }`.
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}
