import DynamicType
import Foundation

/// The user's preferred text size, as UIKit names it (`.large` by default,
/// `.accessibilityExtraExtraExtraLarge` at the largest).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The category of the type scale this one is (`unspecified` is read as large).
  public var category: ContentSizeCategory {
    Self.ordered.firstIndex(of: self).flatMap { ContentSizeCategory(rawValue: $0) } ?? .large
  }

  /// The UIKit name of `category`.
  public init(_ category: ContentSizeCategory) {
    self = Self.ordered[max(0, min(Self.ordered.count - 1, category.rawValue))]
  }

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { category >= .accessibilityMedium }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.category < rhs.category }

  /// Posted when the text size changes (never here: a screen is laid out at one size at a time).
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// Left to right or right to left.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight, rightToLeft
}

/// Bold Text on or off.
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular, bold
}

/// The traits of the screen a view is on: text size, scale, direction, Bold Text, style. `current`
/// is the screen being laid out or audited (the large size, light, on a phone when none is).
public final class UITraitCollection: @unchecked Sendable, CustomStringConvertible {
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let displayScale: CGFloat
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let legibilityWeight: UILegibilityWeight
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass

  init(
    category: UIContentSizeCategory = .unspecified, scale: CGFloat = 0,
    direction: UITraitEnvironmentLayoutDirection = .unspecified, weight: UILegibilityWeight = .unspecified,
    style: UIUserInterfaceStyle = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
    horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified
  ) {
    preferredContentSizeCategory = category
    displayScale = scale
    layoutDirection = direction
    legibilityWeight = weight
    userInterfaceStyle = style
    userInterfaceIdiom = idiom
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
  }

  /// Traits with no value set.
  public convenience init() { self.init(category: .unspecified) }
  /// Traits with only the text size set.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(category: preferredContentSizeCategory)
  }
  /// Traits with only the scale set.
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
  /// Traits with only the style set.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
  /// Traits with only Bold Text set.
  public convenience init(legibilityWeight: UILegibilityWeight) { self.init(weight: legibilityWeight) }
  /// Traits with only the idiom set.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
  /// Traits with only the direction set.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(direction: layoutDirection)
  }
  /// Traits with only the horizontal size class set.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }
  /// Traits with only the vertical size class set.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }

  /// Several trait collections in one: each trait from the last that sets it.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    func last<T: Equatable>(_ value: (UITraitCollection) -> T, unset: T) -> T {
      collections.last { value($0) != unset }.map(value) ?? unset
    }
    self.init(
      category: last(\.preferredContentSizeCategory, unset: .unspecified),
      scale: last(\.displayScale, unset: 0),
      direction: last(\.layoutDirection, unset: .unspecified),
      weight: last(\.legibilityWeight, unset: .unspecified),
      style: last(\.userInterfaceStyle, unset: .unspecified),
      idiom: last(\.userInterfaceIdiom, unset: .unspecified),
      horizontal: last(\.horizontalSizeClass, unset: .unspecified),
      vertical: last(\.verticalSizeClass, unset: .unspecified))
  }

  /// The traits of the screen being laid out or audited now.
  public static var current: UITraitCollection {
    get { CurrentScreen.state.withLock { $0.traits } }
    set { CurrentScreen.state.withLock { $0.traits = newValue } }
  }

  /// Whether the two differ in a trait that changes colours (the style).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
  }

  /// Runs `actions` with these traits as the current ones.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = saved }
    try actions()
  }

  /// The text size, or large when unset.
  var category: ContentSizeCategory {
    preferredContentSizeCategory == .unspecified ? .large : preferredContentSizeCategory.category
  }

  public var description: String {
    "<UITraitCollection: preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
  }
}

/// The screen UIKit's objects answer for: set by the SwiftUI layer each time it lays out a screen.
public enum CurrentScreen {
  struct State {
    var traits = UITraitCollection(
      category: .large, scale: 3, direction: .leftToRight, weight: .regular, style: .light, idiom: .phone,
      horizontal: .compact, vertical: .regular)
    var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    var deviceName = "iPhone 15"
  }
  static let state = UIKitLock(State())

  /// Records the screen being laid out: its device's name and size in points, its scale, text size,
  /// direction and Bold Text.
  public static func record(
    deviceName: String, width: Double, height: Double, scale: Double, category: ContentSizeCategory,
    rightToLeft: Bool, boldText: Bool
  ) {
    state.withLock { state in
      state.deviceName = deviceName
      state.bounds = CGRect(x: 0, y: 0, width: width, height: height)
      state.traits = UITraitCollection(
        category: UIContentSizeCategory(category), scale: scale,
        direction: rightToLeft ? .rightToLeft : .leftToRight,
        weight: boldText ? .bold : .regular, style: .light, idiom: .phone,
        horizontal: width >= 700 ? .regular : .compact,
        vertical: .regular)
    }
  }
}

extension CurrentScreen {
  /// Records the text size, direction and Bold Text of what is being laid out now, on the same
  /// screen.
  public static func recordTraits(category: ContentSizeCategory, rightToLeft: Bool, boldText: Bool) {
    state.withLock { state in
      let old = state.traits
      state.traits = UITraitCollection(
        category: UIContentSizeCategory(category), scale: old.displayScale,
        direction: rightToLeft ? .rightToLeft : .leftToRight, weight: boldText ? .bold : .regular,
        style: old.userInterfaceStyle, idiom: old.userInterfaceIdiom, horizontal: old.horizontalSizeClass,
        vertical: old.verticalSizeClass)
    }
  }
}

/// A value behind a lock.
final class UIKitLock<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
