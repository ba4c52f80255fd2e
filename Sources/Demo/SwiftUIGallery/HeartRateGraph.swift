import SwiftUI

/// A day's heart rate drawn in a canvas, with its scale's values drawn as text in the canvas.
struct HeartRateGraph: View {
  var readings: [Double]
  private let low = 40.0
  private let high = 180.0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label("Heart Rate", systemImage: "heart.fill")
        .font(.headline)
        .foregroundStyle(.red)
      Canvas { context, size in
        for value in stride(from: 60.0, through: 160, by: 50) {
          let y = position(of: value, in: size)
          var line = Path()
          line.move(to: CGPoint(x: 0, y: y))
          line.addLine(to: CGPoint(x: size.width, y: y))
          context.stroke(line, with: .color(.gray.opacity(0.4)), lineWidth: 1)
          context.draw(
            Text("\(Int(value))").font(.caption2).foregroundStyle(.secondary),
            at: CGPoint(x: size.width, y: y - 2), anchor: .bottomTrailing)
        }
        var curve = Path()
        for (index, reading) in readings.enumerated() {
          let x = size.width * CGFloat(index) / CGFloat(max(readings.count - 1, 1))
          let point = CGPoint(x: x, y: position(of: reading, in: size))
          if index == 0 { curve.move(to: point) } else { curve.addLine(to: point) }
        }
        context.stroke(
          curve,
          with: .linearGradient(
            Gradient(colors: [.orange, .red]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
          style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
      }
      .frame(height: 160)
      Text("Resting rate: 58 beats per minute")
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }
    .padding()
  }

  private func position(of value: Double, in size: CGSize) -> CGFloat {
    size.height * (1 - (value - low) / (high - low))
  }
}

#Preview("Heart rate") {
  HeartRateGraph(readings: [62, 58, 57, 64, 88, 120, 142, 110, 95, 84, 76, 70, 66])
}
