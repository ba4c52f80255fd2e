import SwiftUI
import WidgetKit

struct TrailsWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "trails", provider: Provider()) { _ in Text("Trails") }
  }
}
