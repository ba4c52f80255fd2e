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
