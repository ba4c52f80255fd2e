import SwiftUI

struct RingView: View {
  let progress: Double
  let color: Color
  let lineWidth: CGFloat

  var body: some View {
    ZStack {
      Circle()
        .stroke(color.opacity(0.2), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
  }
}

struct ActivityView: View {
  var body: some View {
    VStack(spacing: 30) {
      ZStack {
        RingView(progress: 0.8, color: .red, lineWidth: 24)
          .frame(width: 220, height: 220)
        RingView(progress: 0.55, color: .green, lineWidth: 24)
          .frame(width: 164, height: 164)
        RingView(progress: 0.35, color: .cyan, lineWidth: 24)
          .frame(width: 108, height: 108)
      }

      HStack(spacing: 20) {
        stat("Move", "420/500", "CAL", .red)
        stat("Exercise", "17/30", "MIN", .green)
        stat("Stand", "5/12", "HRS", .cyan)
      }
    }
    .padding()
  }

  func stat(_ title: String, _ value: String, _ unit: String, _ color: Color) -> some View {
    VStack(alignment: .leading) {
      Text(title)
        .font(.headline)
      Text(value)
        .font(.title3.bold())
        .foregroundColor(color)
      Text(unit)
        .font(.caption)
        .foregroundColor(.secondary)
    }
  }
}

struct ActivityView_Previews: PreviewProvider {
  static var previews: some View {
    ActivityView()
  }
}
