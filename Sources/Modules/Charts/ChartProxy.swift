import Combine
import Foundation
import LegibleUI

/// Where a chart's plot and values are once it is laid out, as Swift Charts' `ChartProxy`, given
/// to `chartOverlay` and `chartBackground`: the plot's frame and size, the position of a value
/// and the value at a position (positions are in the plot's space, from its top-leading corner).
/// Until the chart is laid out it knows no plot: sizes are zero and lookups nil.
@MainActor public struct ChartProxy {
  let geometry: ChartGeometry

  /// The plot's frame, in the chart's space (an overlay's geometry reader resolves it).
  public var plotAreaFrame: Anchor<CGRect> {
    let geometry = self.geometry
    return Anchor { geometry.plot }
  }
  /// The plot's frame (iOS 17's name).
  public var plotFrame: Anchor<CGRect>? { plotAreaFrame }
  /// The plot's size.
  public var plotAreaSize: CGSize { geometry.plot.size }
  /// The plot's size (iOS 17's name).
  public var plotSize: CGSize { geometry.plot.size }

  /// Where `value` is along x in the plot (a category's band's middle).
  public func position<P: Plottable>(forX value: P) -> CGFloat? {
    guard let scale = geometry.x, let fraction = scale.position(PlotValue(value)) else { return nil }
    return CGFloat(fraction) * geometry.plot.width
  }

  /// Where `value` is along y in the plot (from its top).
  public func position<P: Plottable>(forY value: P) -> CGFloat? {
    guard let scale = geometry.y, let fraction = scale.position(PlotValue(value)) else { return nil }
    return (1 - CGFloat(fraction)) * geometry.plot.height
  }

  /// Where the point of `values` is in the plot.
  public func position<X: Plottable, Y: Plottable>(for values: (x: X, y: Y)) -> CGPoint? {
    guard let x = position(forX: values.x), let y = position(forY: values.y) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// The x value at `position` in the plot, as `type`.
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
    guard let scale = geometry.x, geometry.plot.width > 0,
      let value = scale.value(at: Double(position / geometry.plot.width))
    else { return nil }
    return plottable(type, from: value)
  }

  /// The y value at `position` (from the plot's top), as `type`.
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
    guard let scale = geometry.y, geometry.plot.height > 0,
      let value = scale.value(at: 1 - Double(position / geometry.plot.height))
    else { return nil }
    return plottable(type, from: value)
  }

  /// The values at `location` in the plot.
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as types: (X.Type, Y.Type)) -> (X, Y)? {
    guard let x = value(atX: location.x, as: types.0), let y = value(atY: location.y, as: types.1) else {
      return nil
    }
    return (x, y)
  }
}

/// What a chart's layout learnt of its plot, for its proxy: kept by the view that asked for a
/// proxy (`chartOverlay`), written at each layout of the chart inside it. A change makes the
/// overlay again, with the plot where it now is.
@MainActor final class ChartGeometry: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  private(set) var plot = CGRect.zero
  private(set) var x: ChartScale?
  private(set) var y: ChartScale?
  private var scalesVersion = ""

  /// Records the plot's frame and the scales the chart was laid out with.
  func update(plot: CGRect, x: ChartScale?, y: ChartScale?) {
    let version = "\(String(describing: x?.kind))|\(String(describing: y?.kind))"
    guard plot != self.plot || version != scalesVersion else { return }
    objectWillChange.send()
    (self.plot, self.x, self.y, scalesVersion) = (plot, x, y, version)
  }
}

extension View {
  /// Puts `content`, made with the chart's proxy, over the charts inside (a selection's marker, a
  /// touch area).
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    modifier(ChartLayerModifier(behind: false, alignment: alignment, content: content))
  }

  /// Puts `content`, made with the chart's proxy, behind the charts inside.
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    modifier(ChartLayerModifier(behind: true, alignment: alignment, content: content))
  }
}

/// `chartOverlay` and `chartBackground`: a proxy the chart inside writes its geometry to, and the
/// content made with it over or behind the chart.
struct ChartLayerModifier<V: View>: ViewModifier {
  let behind: Bool
  let alignment: Alignment
  let content: (ChartProxy) -> V
  @StateObject private var geometry = ChartGeometry()

  func body(content chart: Content) -> some View {
    let proxy = ChartProxy(geometry: geometry)
    let geometry = self.geometry
    let layered = chart.transformEnvironment(\.chartConfiguration) { $0.geometry = geometry }
    // What an app lays over or under its plot lies there by design (a clear area that takes
    // taps, a selection's rule): the overlap check leaves it alone.
    if behind {
      layered.background(alignment: alignment) { content(proxy).liesOverOthers() }
    } else {
      layered.overlay(alignment: alignment) { content(proxy).liesOverOthers() }
    }
  }
}
