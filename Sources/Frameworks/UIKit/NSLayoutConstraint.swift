import Foundation

/// Auto Layout's constraints, as a representable's code makes them: each keeps its items,
/// attributes, relation, multiplier, constant and priority, and whether it is active. They are
/// not solved here: a UIKit view inside SwiftUI is a placeholder of the size SwiftUI gives it
/// (see `UIView`), so nothing inside it is laid out.
@preconcurrency @MainActor open class NSLayoutConstraint {
  /// The parts of an item a constraint relates.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
      firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin,
      centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }
  /// How the two sides relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal, greaterThanOrEqual
  }
  /// A direction of layout.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// The amount added to the second side.
  open var constant: CGFloat
  /// How much it matters.
  open var priority = UILayoutPriority.required
  /// Whether it takes part in layout.
  open var isActive = false
  /// A name for debugging.
  open var identifier: String?

  /// `item1.attr1 relatedBy (item2.attr2 × multiplier + c)`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Makes `constraints` active.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
  /// Makes `constraints` inactive.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// How much a constraint or a view's size matters (1000 is required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// One attribute of a view or a layout guide, from which constraints are made.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, _ constant: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: 1, constant: constant)
  }

  /// This attribute equal to `anchor`'s plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, c)
  }
  /// This attribute at least `anchor`'s plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { constraint(.greaterThanOrEqual, anchor, c) }
  /// This attribute at most `anchor`'s plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { constraint(.lessThanOrEqual, anchor, c) }
}

/// A horizontal position (leading, trailing, left, right, centre).
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical position (top, bottom, centre, baselines).
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or a height.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  private func sized(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: c)
  }
  /// This dimension equal to `c` points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { sized(.equal, c) }
  /// This dimension at least `c` points.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.greaterThanOrEqual, c)
  }
  /// This dimension at most `c` points.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.lessThanOrEqual, c)
  }
  /// This dimension equal to `anchor`'s times `m` plus `c`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute,
      multiplier: m, constant: c)
  }
}

/// A rectangle constraints can refer to that is not a view (a view's margins, its safe area).
@preconcurrency @MainActor open class UILayoutGuide {
  /// The view it belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// Its frame in its view (not solved here: its view's bounds).
  open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
  public init() {}
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// The guide inside its layout margins.
  public var layoutMarginsGuide: UILayoutGuide { guide("UIViewLayoutMarginsGuide") }
  /// The guide inside its safe area.
  public var safeAreaLayoutGuide: UILayoutGuide { guide("UIViewSafeAreaLayoutGuide") }
  /// The guide of readable text width.
  public var readableContentGuide: UILayoutGuide { guide("UIViewReadableContentGuide") }
  /// The guide of the keyboard (none rises here: the view's bottom).
  public var keyboardLayoutGuide: UILayoutGuide { guide("UIViewKeyboardLayoutGuide") }

  private func guide(_ identifier: String) -> UILayoutGuide {
    if let found = layoutGuides.first(where: { $0.identifier == identifier }) { return found }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }
}
