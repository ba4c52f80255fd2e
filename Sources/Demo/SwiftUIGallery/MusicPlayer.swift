import SwiftUI

struct NowPlayingView: View {
  @State private var isPlaying = false
  @State private var progress = 0.35
  @State private var volume = 0.6

  var body: some View {
    VStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 20)
        .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
        .aspectRatio(1, contentMode: .fit)
        .overlay(
          Image(systemName: "music.note")
            .font(.system(size: 90))
            .foregroundColor(.white.opacity(0.8))
        )
        .padding(.horizontal, 20)

      VStack(spacing: 4) {
        Text("Midnight City")
          .font(.title2.bold())
        Text("M83 — Hurry Up, We're Dreaming")
          .font(.body)
          .foregroundStyle(.secondary)
      }

      VStack {
        ProgressView(value: progress)
        HStack {
          Text("1:24").font(.caption.monospacedDigit())
          Spacer()
          Text("-2:39").font(.caption.monospacedDigit())
        }
        .foregroundStyle(.secondary)
      }

      HStack(spacing: 40) {
        Button {
        } label: {
          Image(systemName: "backward.fill")
        }
        Button {
          isPlaying.toggle()
        } label: {
          Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
            .font(.system(size: 64))
        }
        Button {
        } label: {
          Image(systemName: "forward.fill")
        }
      }
      .font(.title)
      .foregroundColor(.primary)

      HStack {
        Image(systemName: "speaker.fill")
        Slider(value: $volume)
        Image(systemName: "speaker.wave.3.fill")
      }
      .foregroundStyle(.secondary)
    }
    .padding()
  }
}

struct NowPlayingView_Previews: PreviewProvider {
  static var previews: some View {
    NowPlayingView()
  }
}
