import SwiftUI

struct OnboardingPage: Identifiable {
  let id = UUID()
  let image: String
  let title: String
  let description: String
}

struct OnboardingView: View {
  @State private var currentPage = 0
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

  let pages = [
    OnboardingPage(
      image: "sparkles", title: "Welcome",
      description: "Discover a new way to organise your day and keep track of what matters."),
    OnboardingPage(
      image: "bell.badge", title: "Stay on time",
      description: "Reminders arrive exactly when you need them, never too early."),
    OnboardingPage(
      image: "checkmark.seal", title: "Get it done",
      description: "Check off tasks and watch your progress grow week after week."),
  ]

  var body: some View {
    VStack {
      TabView(selection: $currentPage) {
        ForEach(pages.indices, id: \.self) { index in
          VStack(spacing: 24) {
            Image(systemName: pages[index].image)
              .font(.system(size: 80))
              .foregroundStyle(.tint)
            Text(pages[index].title)
              .font(.title)
              .fontWeight(.bold)
            Text(pages[index].description)
              .font(.body)
              .multilineTextAlignment(.center)
              .foregroundStyle(.secondary)
              .padding(.horizontal, 32)
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page)
      .indexViewStyle(.page(backgroundDisplayMode: .always))

      Button(action: {
        if currentPage < pages.count - 1 {
          currentPage += 1
        } else {
          hasSeenOnboarding = true
        }
      }) {
        Text(currentPage == pages.count - 1 ? "Get Started" : "Next")
          .fontWeight(.semibold)
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding(.horizontal)
      .padding(.bottom, 20)
    }
  }
}

struct OnboardingView_Previews: PreviewProvider {
  static var previews: some View {
    OnboardingView()
  }
}
