import Drawing
import DynamicType
import Geometry
import Legible

/// The top of the menu: city picker and coin balance, promotions, and the address and promo-code
/// buttons.
@MainActor final class TopPanel: View {
  let cityButton: Button
  let addressButton: Button
  let promoButton: Button

  init(_ content: MenuContent, variant: Variant) {
    let coinIcon = ImageView(.icon(Illustration.coin, size: 20, scalesWith: .body))
    // The balance is one word: a no-break space keeps "12 345" together.
    let coins = Label(
      content.coins.replacing(" ", with: "\u{00A0}"), font: .textStyle(.body, emphasized: true))
    coins.identifier = "coins"
    coins.truncationPolicy = .mustNotTruncate
    let balance = Stack(.horizontal, spacing: 4, alignment: .center, [coinIcon, coins])
    balance.identifier = "coin-balance"
    addressButton = Button(content.address, style: .subheadline)
    promoButton = Button(content.promoCode, style: .subheadline)
    var rows: [View] = []
    switch variant {
    case .firstApproach:
      // The triangle is part of the title: it is cut off with the city's name.
      cityButton = Button(content.city + " ▼", style: .headline)
      cityButton.contentAlignment = .leading
      rows.append(
        Stack(.horizontal, spacing: 8, alignment: .center, [cityButton, Spacer(minLength: 8), balance]))
      for (index, title) in content.promotions.enumerated() {
        let image = ImageView(.icon(Illustration.allCases[index].icon, size: 44, scalesWith: nil))
        let label = Label(title, font: .textStyle(.subheadline))
        let card = Padding(
          Stack(.horizontal, spacing: 8, alignment: .center, [image, label]), 8, relativeTo: .body)
        card.backgroundColor = Palette.promoBackground
        card.cornerRadius = 10
        card.identifier = "promo-\(index)"
        rows.append(card)
      }
      // The buttons share one row of the fixed height they had at the default size.
      addressButton.identifier = "address"
      promoButton.identifier = "promo-code"
      promoButton.titleLabel.numberOfLines = 0
      rows.append(
        FixedFrame(
          Stack(
            .horizontal, spacing: 8, alignment: .center, distribution: .fillEqually,
            [addressButton, promoButton]), height: 44))
    case .adapted:
      cityButton = Button(content.city, style: .headline, icon: Illustration.triangle, iconSize: 12)
      // Problem: the disclosure triangle was lost when a long city name was cut short, and did not
      // grow. It is a vector icon that scales with the title, after it, and always keeps its room.
      cityButton.iconPlacement = .trailing
      cityButton.contentAlignment = .leading
      cityButton.titleLabel.truncationPolicy = .mayTruncate
      // Problem: at AX4–AX5 a long city was cut to a stub ("新疆维…") on a line of its own. There
      // (at accessibility sizes) it wraps (see `traitsDidChange`); a single word too wide for its
      // room is set smaller rather than cut or broken.
      cityButton.titleLabel.wordFitting = .shrinks()
      // Problem: at AX5 a long city was cut to a stub ("Пет…", "新疆…") even on a line of its own:
      // insets grown with the text took the room. They stay as at the default size.
      cityButton.contentInsets = ScaledInsets(EdgeInsets(vertical: 8, horizontal: 12))
      // Problem: a long city and a large balance did not fit side by side at accessibility sizes.
      rows.append(
        AdaptiveStack(
          spacing: 8, horizontalAlignment: .start, verticalAlignment: .center,
          [cityButton, Spacer(minLength: 0), balance]))
      for (index, title) in content.promotions.enumerated() {
        let card = PromoCard(title, illustration: Illustration.allCases[index], index: index)
        // Problem: at AX3 the promotions filled the whole first screen, and not one product was
        // in view. At accessibility sizes they are left to the Promotions tab (the tab bar's
        // second item), and the menu starts with its products.
        card.visibility = .hiddenAtAccessibilitySizes
        rows.append(card)
      }
      // Problem: address and promo-code titles were cut short and the buttons overlapped. Each may
      // wrap, and at large sizes each gets its own line (the panel grows).
      for button in [addressButton, promoButton] {
        button.titleLabel.numberOfLines = 0
        button.titleLabel.truncationPolicy = .mustNotTruncate
        // A word too wide for the phone (промокод at AX5 on the SE) is set smaller, not broken.
        button.titleLabel.wordFitting = .shrinks()
        button.contentAlignment = .leading
        // Insets grown with the text took a fifth of the SE's width at AX5 from the address; they
        // stay as at the default size.
        button.contentInsets = ScaledInsets(EdgeInsets(vertical: 8, horizontal: 12))
        button.border = Border(color: Palette.secondaryText, width: ScaledMetric(1, relativeTo: .subheadline))
        button.cornerRadius = 8
      }
      addressButton.identifier = "address"
      promoButton.identifier = "promo-code"
      // Problem: even without the promotions, at AX3 the panel took the whole first screen. At
      // accessibility sizes it keeps what choosing a pizza needs, the city and the address: the
      // balance is on the Profile tab and a promo code is entered in the Cart.
      balance.visibility = .hiddenAtAccessibilitySizes
      promoButton.visibility = .hiddenAtAccessibilitySizes
      rows.append(
        AdaptiveStack(
          spacing: 8, horizontalAlignment: .fill, verticalAlignment: .fill,
          axisRule: { $0.contentSizeCategory >= .extraExtraLarge ? .vertical : .horizontal },
          [addressButton, promoButton]))
    }
    cityButton.identifier = "city"
    cityButton.iconView.tint = Palette.accent
    super.init()
    identifier = "top-panel"
    backgroundColor = Palette.panel
    // Fixed margins: at accessibility sizes scaled ones would take the width the text needs.
    addSubview(
      Padding(
        Stack(.vertical, spacing: 10, alignment: .fill, rows),
        insets: ScaledInsets(EdgeInsets(vertical: 12, horizontal: 16))))
    if variant == .adapted { applyCityLines() }
    self.variant = variant
  }

  private var variant = Variant.firstApproach

  override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    if variant == .adapted { applyCityLines() }
  }

  /// The city has a line of its own at accessibility sizes (the row is a column there): it takes
  /// as many as it needs. Beside the balance it keeps one, and gives way to it.
  private func applyCityLines() {
    cityButton.titleLabel.numberOfLines = traits.isAccessibilityCategory ? 0 : 1
  }
}

/// A promotion: an image beside its title on a tinted card; at accessibility sizes, just the title
/// on several lines.
@MainActor final class PromoCard: View {
  private let image: ImageView
  private let card: Padding

  init(_ title: String, illustration: Illustration, index: Int) {
    image = ImageView(.icon(illustration.icon, size: 44, scalesWith: nil))
    let label = Label(title, font: .textStyle(.subheadline, emphasized: true), lines: 0)
    label.truncationPolicy = .mustNotTruncate
    // A word too wide for the phone (выходные at AX5 on the SE) is set smaller, not broken.
    label.wordFitting = .shrinks()
    // Problem: long promotion titles did not fit beside their images at large sizes. The image
    // goes, and the whole cell is the title.
    image.visibility = .hiddenAtAccessibilitySizes
    card = Padding(Stack(.horizontal, spacing: 8, alignment: .center, [image, label]), 8, relativeTo: .body)
    card.cornerRadius = 10
    super.init()
    identifier = "promo-\(index)"
    addSubview(card)
    apply()
  }

  override func traitsDidChange(from previous: Traits) {
    super.traitsDidChange(from: previous)
    apply()
  }

  /// Problem: a coloured background under large text made it harder to read. It goes at
  /// accessibility sizes.
  private func apply() {
    card.backgroundColor = traits.isAccessibilityCategory ? nil : Palette.promoBackground
  }
}
