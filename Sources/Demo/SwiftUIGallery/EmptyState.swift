import SwiftUI

struct EmptyStateView: View {
  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "tray")
        .font(.system(size: 56, weight: .light))
        .foregroundStyle(.secondary)
      Text("No messages yet")
        .font(.title3)
        .fontWeight(.semibold)
      Text("When someone writes to you, their message will appear here.")
        .font(.callout)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
        .frame(maxWidth: 280)
      Button("Start a conversation") {}
        .buttonStyle(.bordered)
        .padding(.top, 8)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(.systemGroupedBackground))
  }
}

struct ErrorBanner: View {
  let message: String
  var retry: () -> Void = {}

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "exclamationmark.triangle.fill")
        .foregroundColor(.yellow)
      Text(message)
        .font(.subheadline)
        .foregroundColor(.white)
      Spacer(minLength: 8)
      Button("Retry", action: retry)
        .font(.subheadline.bold())
        .foregroundColor(.white)
    }
    .padding()
    .background(Color.red.opacity(0.9), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .padding(.horizontal)
  }
}

struct EmptyState_Previews: PreviewProvider {
  static var previews: some View {
    EmptyStateView()
      .previewDisplayName("Empty")
    VStack {
      ErrorBanner(message: "You're offline. Some content may be out of date.")
      Spacer()
    }
    .previewDisplayName("Error banner")
  }
}
