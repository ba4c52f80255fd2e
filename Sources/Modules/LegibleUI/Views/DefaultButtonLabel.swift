import Foundation

/// The label a button with a role and no label of its own shows, as SwiftUI's
/// `DefaultButtonLabel` (iOS 26): the role's system title and symbol — an `xmark` to close or
/// cancel, a `checkmark` to confirm, a `trash` to delete — laid out by the label style in
/// effect (a toolbar shows the symbol alone).
///
/// The titles are the system's words (`SystemWords`). A button without a role gets "OK".
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
    let word: SystemWords.Word =
      switch role {
      case ButtonRole.cancel: .cancel
      case ButtonRole.close: .close
      case ButtonRole.confirm: .done
      case ButtonRole.destructive: .delete
      default: .ok
      }
    return SystemWords.text(word, language: language ?? "en")
  }
}

extension Button where Label == DefaultButtonLabel {
  /// A button showing the system's label for `role` (iOS 26): `Button(role: .close) { dismiss() }`.
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}
