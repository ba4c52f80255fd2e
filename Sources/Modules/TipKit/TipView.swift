import Drawing
import Foundation
import LegibleUI

/// A tip shown in place, as TipKit's `TipView`: nothing until the tip may show, then a rounded
/// box with the tip's image, its title in the headline style, its message in the subheadline
/// style in the secondary colour, its actions as buttons in the tint, and a close button that
/// invalidates it (`tipClosed`). Its text grows with the text size, as on iOS.
public struct TipView<Content: Tip>: View {
  let tip: Content
  let arrowEdge: Edge?
  let action: (Tips.Action) -> Void
  @ObservedObject private var store = TipStore.shared
  @State private var counted = false
  @Environment(\.tipCornerRadius) private var cornerRadius
  @Environment(\.tipBackground) private var background
  @Environment(\.tipImageSize) private var imageSize

  /// A view of `tip`; `action` is called with each action the user taps.
  public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
    self.tip = tip
    self.arrowEdge = arrowEdge
    self.action = action
  }

  public var body: some View {
    if store.shouldDisplay(tip, counted: counted) {
      TipBox(
        tip: tip, cornerRadius: cornerRadius, background: background, imageSize: imageSize,
        action: { chosen in
          chosen.handler()
          action(chosen)
        }
      )
      .onAppear {
        guard !counted else { return }
        counted = true
        store.recordDisplay(tip)
      }
    }
  }
}

/// The tip's box, as TipKit draws it by default.
struct TipBox<Content: Tip>: View {
  let tip: Content
  let cornerRadius: CGFloat
  let background: AnyShapeStyle?
  let imageSize: CGSize?
  let action: (Tips.Action) -> Void

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      if let image = tip.image {
        image
          .font(.title2)
          .foregroundStyle(.tint)
          .frame(width: imageSize?.width, height: imageSize?.height)
      }
      VStack(alignment: .leading, spacing: 4) {
        tip.title.font(.headline)
        if let message = tip.message {
          message.font(.subheadline).foregroundStyle(.secondary)
        }
        ForEach(tip.actions) { item in
          Button {
            action(item)
          } label: {
            item.title.font(.subheadline)
          }
          .padding(.top, 4)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Button {
        tip.invalidate(reason: .tipClosed)
      } label: {
        Image(systemName: "xmark").font(.subheadline.weight(.semibold)).foregroundStyle(Color.secondary)
      }
      .accessibilityLabel("Close")
    }
    .padding()
    .background(
      background ?? AnyShapeStyle(Color(Drawing.Color.secondarySystemBackground)),
      in: RoundedRectangle(cornerRadius: cornerRadius))
  }
}

extension EnvironmentValues {
  private struct CornerRadiusKey: EnvironmentKey { static var defaultValue: CGFloat { 13 } }
  private struct BackgroundKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
  private struct ImageSizeKey: EnvironmentKey { static var defaultValue: CGSize? { nil } }

  /// The corner radius of tips' boxes (`tipCornerRadius`).
  var tipCornerRadius: CGFloat {
    get { self[CornerRadiusKey.self] }
    set { self[CornerRadiusKey.self] = newValue }
  }
  /// The background of tips' boxes (`tipBackground`).
  var tipBackground: AnyShapeStyle? {
    get { self[BackgroundKey.self] }
    set { self[BackgroundKey.self] = newValue }
  }
  /// The size of tips' images (`tipImageSize`).
  var tipImageSize: CGSize? {
    get { self[ImageSizeKey.self] }
    set { self[ImageSizeKey.self] = newValue }
  }
}

extension View {
  /// Rounds the corners of the tips inside by `radius`.
  public func tipCornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    environment(\.tipCornerRadius, radius)
  }

  /// Fills the tips inside with `style`.
  public func tipBackground<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.tipBackground, AnyShapeStyle(style))
  }

  /// Sizes the images of the tips inside.
  public func tipImageSize(_ size: CGSize) -> some View { environment(\.tipImageSize, size) }

  /// Shows `tip` in a popover pointing at this view when it may show. A popover is not drawn
  /// here: the view is reported (`not-applied`) while the tip would show, so that the audit says
  /// its text was not judged.
  public func popoverTip<T: Tip>(
    _ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }
  ) -> some View {
    modifier(PopoverTipModifier(tip: tip))
  }
}

/// `popoverTip(_:)`: reports the popover it cannot draw while the tip may show.
struct PopoverTipModifier<T: Tip>: ViewModifier {
  let tip: T
  @ObservedObject private var store = TipStore.shared

  func body(content: Content) -> some View {
    content.notApplied(store.shouldDisplay(tip) ? ["popoverTip(_:)"] : [], of: ["popoverTip(_:)"])
  }
}
