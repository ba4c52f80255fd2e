import SwiftUI

final class ReaderSettings: ObservableObject {
  @Published var dailyGoal = 20
  @Published var remindersOn = true
}

struct BookClubProfile: View {
  @Environment(Library.self) private var library
  @StateObject private var settings = ReaderSettings()

  var body: some View {
    NavigationStack {
      Form {
        Section {
          HStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
              .font(.system(size: 56))
              .foregroundStyle(.gray)
            VStack(alignment: .leading) {
              Text("Sam Rivera").font(.title3.bold())
              Text("\(library.readCount) books read this year").foregroundStyle(.secondary)
            }
          }
        }
        Section("Reading goal") {
          Stepper("\(settings.dailyGoal) pages a day", value: $settings.dailyGoal, in: 5...200, step: 5)
          Toggle("Daily reminder", isOn: $settings.remindersOn)
        }
        Section {
          NavigationLink("Notifications") { Text("Notification settings") }
          NavigationLink("Privacy") { Text("Privacy settings") }
        }
      }
      .navigationTitle("Profile")
    }
  }
}

struct BookClubProfile_Previews: PreviewProvider {
  static var previews: some View {
    BookClubProfile()
      .environment(Library())
  }
}
