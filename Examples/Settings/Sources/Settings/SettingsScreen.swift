import Audit
import Drawing
import DynamicType
import Geometry
import LargeContentViewer
import Legible

/// The app's settings: notifications, delivery notes and the default address, in English and
/// German (whose long compound words test the layout at the largest sizes).
///
/// Built for every text size: rows put their label beside their control while it fits and the
/// label wraps, never truncates; words too long for a line at the largest sizes are set smaller
/// down to the default size rather than broken; the bar keeps its size and shows its items in
/// the Large Content Viewer.
@MainActor public final class SettingsScreen {
  public let navigationBar: NavigationBar
  public let orderUpdates: Switch
  public let offers: Switch
  public let notes: TextField
  public let root: View

  public init(language: String = "en") {
    let text = Strings(language: language)
    navigationBar = NavigationBar(title: text.title, trailingItems: [Button(text.done)])
    navigationBar.addLargeContentViewer()
    orderUpdates = Switch(isOn: true)
    orderUpdates.accessibilityLabel = text.orderUpdates
    offers = Switch()
    offers.accessibilityLabel = text.offers
    notes = TextField(text.notesPlaceholder)
    notes.identifier = "delivery-notes"
    notes.label.wordFitting = .shrinks()

    let address = Button(text.address, icon: .chevronForward, iconSize: 14)
    address.identifier = "address"
    address.iconPlacement = .trailing
    address.contentAlignment = .leading
    // Fixed insets: grown with the text they would take the width its words need.
    address.contentInsets = ScaledInsets(EdgeInsets(vertical: 8, horizontal: 4))
    address.titleLabel.numberOfLines = 0
    address.titleLabel.wordFitting = .shrinks()

    let sections: [View] = [
      Self.header(text.notifications),
      Self.group([Self.row(text.orderUpdates, orderUpdates), Self.row(text.offers, offers)]),
      Self.header(text.delivery),
      Self.group([notes]),
      Self.group([address]),
    ]
    let content = Padding(
      Stack(.vertical, spacing: .fixed(8), alignment: .fill, sections),
      insets: ScaledInsets(EdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)))
    let scroll = ScrollView(content)
    scroll.identifier = "settings"
    let column = Stack(.vertical, spacing: .fixed(0), alignment: .fill, [navigationBar, scroll])
    column.backgroundColor = .systemGroupedBackground
    root = column
  }

  /// A section's title, aligned with the rows' text.
  static func header(_ title: String) -> View {
    let label = Label(title, font: .textStyle(.headline), lines: 0)
    label.wordFitting = .shrinks()
    label.accessibilityLabel = title
    return Padding(label, insets: ScaledInsets(EdgeInsets(top: 16, leading: 12, bottom: 0, trailing: 12)))
  }

  /// Rows on a rounded white card.
  static func group(_ rows: [View]) -> View {
    let stack = Stack(.vertical, spacing: .fixed(8), alignment: .fill, rows)
    let card = Padding(stack, insets: ScaledInsets(EdgeInsets(all: 8)))
    card.backgroundColor = .secondarySystemGroupedBackground
    card.cornerRadius = 10
    return card
  }

  /// A label that wraps beside a control that keeps its size.
  static func row(_ title: String, _ control: View) -> View {
    let label = Label(title, lines: 0)
    label.wordFitting = .shrinks()
    let text = Stack(.vertical, alignment: .fill, [label])
    text.expands = true
    return Padding(
      Stack(.horizontal, spacing: .fixed(12), alignment: .center, [text, control]),
      insets: ScaledInsets(EdgeInsets(vertical: 4, horizontal: 4)))
  }
}

extension AuditScreen {
  /// The screen for the audit and the command line: a screen in one configuration.
  public static let settings = AuditScreen(name: "settings", languages: Strings.languages) {
    configuration, typesetter in
    let settings = SettingsScreen(language: configuration.language)
    let screen = Screen(
      device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
      typesetter: typesetter)
    screen.root = settings.root
    screen.controller = settings
    return screen
  }
}

/// The screen's words in each language.
struct Strings {
  static let languages = ["en", "de"]

  let title, done, notifications, orderUpdates, offers, delivery, notesPlaceholder, address: String

  init(language: String) {
    switch language {
    case "de":
      title = "Einstellungen"
      done = "Fertig"
      notifications = "Benachrichtigungen"
      orderUpdates = "Bestellaktualisierungen"
      offers = "Angebote und Neuigkeiten"
      delivery = "Lieferung"
      notesPlaceholder = "Hinweise für den Kurier: Türcode, Etage"
      address = "Lieferadresse: Gartenstraße 12"
    default:
      title = "Settings"
      done = "Done"
      notifications = "Notifications"
      orderUpdates = "Order updates"
      offers = "Offers and news"
      delivery = "Delivery"
      notesPlaceholder = "Notes for the courier: door code, floor"
      address = "Delivery address: 12 Garden Street"
    }
  }
}
