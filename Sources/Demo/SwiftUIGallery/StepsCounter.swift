import SwiftUI

struct StepsCard: View {
  var steps: Int
  var goal: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Image(systemName: "figure.walk")
          .font(.title2)
          .foregroundStyle(.orange)
        Text("Steps")
          .font(.headline)
        Spacer()
        Text("Today")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Text("\(steps)")
        .font(.system(.largeTitle, design: .rounded).bold())
      ProgressView(value: Double(steps), total: Double(goal))
        .tint(.orange)
      Text("\(max(goal - steps, 0)) to go")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding()
    .background(.background, in: RoundedRectangle(cornerRadius: 16))
    .padding()
  }
}

#Preview("Halfway") {
  StepsCard(steps: 5_230, goal: 10_000)
}

#Preview("Done", traits: .sizeThatFitsLayout) {
  StepsCard(steps: 10_412, goal: 10_000)
}

#Preview("Behind") {
  VStack(alignment: .leading) {
    StepsCard(steps: 1_200, goal: 10_000)
    Text("Walk to the shops instead of driving.")
      .padding(.horizontal)
  }
}
