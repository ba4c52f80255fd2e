import CoreGraphics
import Drawing
import Foundation
import Legible

extension View {
  /// Keeps the view's proportions of `ratio` (its own when nil), fitting or filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio.map(Double.init), fills: contentMode == .fill))
  }
  /// Keeps the view's proportions of `size`'s, fitting or filling.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }
  /// Keeps the view's proportions, fitting what it is offered.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// Keeps the view's proportions, filling what it is offered.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// How content fills its room, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Inside it.
  case fit
  /// Over it.
  case fill
}

struct AspectRatioModifier: WrappingModifier {
  typealias Body = Never
  let ratio: Double?
  let fills: Bool
  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> AspectRatio {
    AspectRatio(view, ratio: ratio, fills: fills)
  }
  func configure(_ wrapper: AspectRatio, _ environment: EnvironmentValues) {
    if wrapper.ratio != ratio { wrapper.ratio = ratio }
    if wrapper.fills != fills { wrapper.fills = fills }
  }
}
