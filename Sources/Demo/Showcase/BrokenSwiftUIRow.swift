import LegibleUI
import UIKit

import class Legible.HostingRoot

/// The broken demo's row written in SwiftUI: a symbol the icon set has no drawing for, a colour
/// the asset catalog lacks and a UIKit view, each drawn as a placeholder the audit reports, and a
/// blur that has no effect here, which it reports too, and a view that writes its own state in
/// its body, whose updates are stopped and reported.
@MainActor enum BrokenSwiftUIRow {
  struct Row: View {
    var body: some View {
      HStack {
        Image(systemName: "tram.tunnel.fill.badge.xmark").accessibilityIdentifier("tunnel-symbol")
        // A blend mode has no effect here: reported as not applied.
        Color("BrandTeal").accessibilityIdentifier("brand-swatch").blendMode(.multiply).frame(
          width: 40, height: 20)
        LiveMap().accessibilityIdentifier("live-map").frame(width: 40, height: 20)
        Ticker()
      }
    }
  }

  /// Counts its own evaluations in state it reads: it never settles, and is reported.
  struct Ticker: View {
    @State private var ticks = 0
    var body: some View {
      ticks += 1
      return Color.clear.frame(width: 1, height: 1)
    }
  }

  /// A map only UIKit can draw.
  struct LiveMap: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  /// The row's retained view, and the controller that keeps it up to date.
  static func make() -> (view: HostingRoot, controller: AnyObject) {
    let controller = HostingController(rootView: Row())
    controller.update()
    return (controller.view, controller)
  }
}
