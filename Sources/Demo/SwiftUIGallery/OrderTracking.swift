import SwiftUI

struct TrackingStep: Identifiable {
  let id: Int
  let title: String
  let detail: String
  let done: Bool
}

struct OrderTrackingView: View {
  let steps = [
    TrackingStep(id: 0, title: "Order received", detail: "We have your order", done: true),
    TrackingStep(id: 1, title: "Preparing", detail: "The kitchen is on it", done: true),
    TrackingStep(id: 2, title: "On the way", detail: "Your courier is 5 minutes away", done: false),
    TrackingStep(id: 3, title: "Delivered", detail: "Enjoy your meal", done: false),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Arriving at 19:45")
        .font(.title.bold())
        .padding(.bottom, 4)
      Text("Order #1042 · 2 items")
        .foregroundStyle(.secondary)
        .padding(.bottom, 24)

      ForEach(steps) { step in
        HStack(alignment: .top, spacing: 16) {
          VStack(spacing: 0) {
            Image(systemName: step.done ? "checkmark.circle.fill" : "circle")
              .foregroundStyle(step.done ? Color.green : Color.gray)
              .font(.title3)
            if step.id < steps.count - 1 {
              Rectangle()
                .fill(step.done ? Color.green : Color.gray.opacity(0.3))
                .frame(width: 2, height: 36)
            }
          }
          VStack(alignment: .leading, spacing: 2) {
            Text(step.title).font(.headline)
            Text(step.detail).font(.subheadline).foregroundStyle(.secondary)
          }
        }
      }
      Spacer()
      Button {
      } label: {
        Label("Call courier", systemImage: "phone.fill")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .tint(.green)
    }
    .padding()
  }
}

struct OrderTrackingView_Previews: PreviewProvider {
  static var previews: some View {
    OrderTrackingView()
  }
}
