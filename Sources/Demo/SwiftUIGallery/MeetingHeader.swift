import SwiftUI

struct MeetingHeaderView: View {
  let secondsElapsed: Int
  let secondsRemaining: Int
  let theme: Color

  private var totalSeconds: Int { secondsElapsed + secondsRemaining }
  private var progress: Double {
    guard totalSeconds > 0 else { return 1 }
    return Double(secondsElapsed) / Double(totalSeconds)
  }
  private var minutesRemaining: Int { secondsRemaining / 60 }

  var body: some View {
    VStack {
      ProgressView(value: progress)
        .tint(theme)
      HStack {
        VStack(alignment: .leading) {
          Text("Seconds Elapsed")
            .font(.caption)
          Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text("Seconds Remaining")
            .font(.caption)
          Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
            .labelStyle(.trailingIcon)
        }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Time remaining")
    .accessibilityValue("\(minutesRemaining) minutes")
    .padding([.top, .horizontal])
  }
}

struct MeetingView: View {
  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 16.0)
        .fill(Color.orange)
      VStack {
        MeetingHeaderView(secondsElapsed: 60, secondsRemaining: 180, theme: .black)
        Circle()
          .strokeBorder(lineWidth: 24)
          .foregroundStyle(.black.opacity(0.6))
          .padding()
        HStack {
          Text("Speaker 1 of 3")
          Spacer()
          Button(action: {}) {
            Image(systemName: "forward.fill")
          }
          .accessibilityLabel("Next speaker")
        }
        .padding()
      }
    }
    .padding()
    .foregroundColor(.black)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct MeetingView_Previews: PreviewProvider {
  static var previews: some View {
    MeetingView()
  }
}
