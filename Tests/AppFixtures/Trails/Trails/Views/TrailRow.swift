import SwiftUI

struct TrailRow: View {
  var trail: Trail

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Image(systemName: "figure.hiking")
        .foregroundStyle(Color("Moss"))
      VStack(alignment: .leading, spacing: 4) {
        Text(trail.name)
          .font(.headline)
        Text(Distance.text(trail.kilometres))
          .font(.subheadline)
      }
      Spacer()
      Text(climb: trail.climb)
        .font(.footnote)
    }
  }
}

struct TrailRow_Previews: PreviewProvider {
  static var previews: some View {
    TrailRow(trail: Trail.samples[0])
      .padding()
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Long name")
  }
}

#Preview("Fourth trail") {
  // The samples hold three trails: this preview traps, as it would on an iPhone.
  TrailRow(trail: Trail.samples[3])
}

/// How steep a trail is, in the languages the app has a word for so far.
struct GradeLabel: View {
  @Environment(\.locale) private var locale
  var trail: Trail
  private static let steep = ["en": "Steep", "de": "Steil"]

  var body: some View {
    // Russian has no word yet: in Russian this traps, as it would on an iPhone set to Russian.
    Text(trail.climb > 500 ? Self.steep[locale.identifier]! : "")
      .font(.caption)
  }
}

#Preview("Grade") {
  GradeLabel(trail: Trail.samples[0])
}
