import Drawing
import Foundation
import Geometry
import Legible
import UIKit

extension View {
  /// Whether controls inside take touches.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
  }
  /// The accent of controls inside.
  public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
  /// The accent of controls inside, from a style.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(TintModifier(color: tint.flatMap { $0._color(in: EnvironmentValues()) }))
  }
  /// The accent of controls inside (the older name).
  public func accentColor(_ color: Color?) -> some View { tint(color) }
  /// The size of controls inside.
  public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
  /// The scale of symbols inside.
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
  /// The shape that takes touches: a view's bounds take touches here whatever it draws, which is
  /// what `contentShape(Rectangle())` gives on iOS (a row's empty space made tappable); another
  /// shape is kept for the audit (a ring's hole takes no touch, so a label in it overlaps
  /// nothing), while touches still land anywhere in the bounds (approximated). Nothing is drawn
  /// differently.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    eachView { view in
      view.hitShape = { size in
        shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).hitShape(eoFill: eoFill)
      }
    }
  }
  /// The shape that takes touches of a kind (kept).
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
  { self }
  /// Content shown as placeholders: with `.placeholder`, every text is drawn as a faint bar over
  /// each of its lines and every image as a faint box, laid out as ever (the audit has no text
  /// to read in them); other reasons are kept.
  public func redacted(reason: RedactionReasons) -> some View { environment(\.redactionReasons, reason) }
  /// Content shown without placeholders.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
  /// The style of toggles inside: yours (`makeBody`), `.switch` (with its tint), `.button` or
  /// `.automatic` (a switch).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, style is DefaultToggleStyle ? nil : AnyToggleStyle(style))
  }
  /// The style of pickers inside.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, style._kind)
  }
  /// The style of text fields inside.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let builtIn =
      style is RoundedBorderTextFieldStyle || style is PlainTextFieldStyle || style is DefaultTextFieldStyle
    return environment(\.textFieldBordered, style is RoundedBorderTextFieldStyle)
      .environment(\.textFieldStyle, builtIn ? nil : AnyTextFieldStyle(style))
  }
  /// The style of date pickers inside (not applied, and reported: `not-applied`; compact).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    notApplied("datePickerStyle(_:)")
  }
  /// The style of progress views inside: yours (`makeBody`), `.linear` or `.circular`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, AnyProgressViewStyle(style))
  }
  /// The style of menus inside: the default and `.borderlessButton` are how a menu is drawn
  /// here; another style is not applied, and reported (`not-applied`).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    notApplied("menuStyle(_:)", when: !(style is DefaultMenuStyle || style is BorderlessButtonMenuStyle))
  }
  /// The style of group boxes inside (not applied, and reported: `not-applied`).
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { notApplied("groupBoxStyle(_:)") }
  /// The style of gauges inside: the default and `.linearCapacity` are drawn; any other is drawn
  /// as they are and reported (`not-applied`).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    notApplied("gaugeStyle(_:)", when: !(style is DefaultGaugeStyle || style is LinearCapacityGaugeStyle))
  }
  /// The outline of the bordered buttons inside (`.bordered`, `.borderedProminent`): a capsule, a
  /// circle or a rounded rectangle of a radius; by default, the rounded rectangle of the button's
  /// control size.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

struct TintModifier: EnvironmentModifier {
  typealias Body = Never
  let color: Drawing.Color?
  func transform(_ environment: inout EnvironmentValues) { environment.tint = color.map(Color.init) }
}

/// Kinds of content shape (kept).
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Touches.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// The shape of a button's border, as SwiftUI's `ButtonBorderShape`; a shape itself (iOS 17:
/// `.background(.regularMaterial, in: .buttonBorder)`), where `.automatic` is iOS 26's capsule.
public struct ButtonBorderShape: Shape, Hashable {
  let name: String
  var radius: CGFloat?
  /// The platform decides: a bordered button's rounded rectangle (a capsule where it is a shape of
  /// its own).
  nonisolated public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  nonisolated public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  nonisolated public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  nonisolated public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle of a radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle", radius: radius)
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    switch name {
    case "circle":
      let side = min(rect.width, rect.height)
      return Path(
        ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    case "roundedRectangle": return Path(roundedRect: rect, cornerRadius: radius ?? 8)
    default: return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of the buttons around (iOS 17).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}
