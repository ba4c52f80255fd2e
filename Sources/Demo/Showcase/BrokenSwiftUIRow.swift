import LegibleUI
import UIKit

import class Legible.HostingRoot

/// The broken demo's row written in SwiftUI: a symbol the icon set has no drawing for, a colour
/// the asset catalog lacks and a UIKit view, each drawn as a placeholder the audit reports, and a
/// blur that has no effect here, which it reports too.
@MainActor enum BrokenSwiftUIRow {
  struct Row: View {
    var body: some View {
      HStack {
        Image(systemName: "tram.tunnel.fill.badge.xmark").accessibilityIdentifier("tunnel-symbol")
        // A blur has no effect here: reported as not applied.
        Color("BrandTeal").blur(radius: 2).accessibilityIdentifier("brand-swatch").frame(
          width: 40, height: 20)
        LiveMap().accessibilityIdentifier("live-map").frame(width: 40, height: 20)
      }
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
