import SwiftUI

struct ProfileView: View {
  let stats = [("Posts", "128"), ("Followers", "2.4K"), ("Following", "312")]

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Circle()
          .fill(Color.indigo)
          .frame(width: 100, height: 100)
          .overlay(
            Text("JA")
              .font(.largeTitle)
              .foregroundColor(.white)
          )
          .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)

        VStack(spacing: 4) {
          Text("Jane Appleseed")
            .font(.title2)
            .bold()
          Text("iOS developer · Coffee enthusiast · San Francisco")
            .font(.subheadline)
            .foregroundColor(.secondary)
            .multilineTextAlignment(.center)
        }

        HStack {
          ForEach(stats, id: \.0) { stat in
            VStack {
              Text(stat.1)
                .font(.headline)
              Text(stat.0)
                .font(.caption)
                .foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity)
          }
        }
        .padding(.vertical)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.systemGray6)))

        HStack(spacing: 12) {
          Button(action: {}) {
            Label("Follow", systemImage: "person.badge.plus")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)

          Button(action: {}) {
            Label("Message", systemImage: "envelope")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.bordered)
        }
      }
      .padding()
    }
  }
}

struct ProfileView_Previews: PreviewProvider {
  static var previews: some View {
    ProfileView()
      .previewDisplayName("Profile")
  }
}
