import SwiftUI

struct SettingsForm: View {
  @State private var notificationsEnabled = true
  @State private var soundEnabled = false
  @State private var selectedTheme = "System"
  @State private var fontSize = 14.0
  @State private var username = "jappleseed"
  let themes = ["Light", "Dark", "System"]

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Account")) {
          HStack {
            Image(systemName: "person.crop.circle.fill")
              .font(.largeTitle)
              .foregroundColor(.gray)
            VStack(alignment: .leading) {
              Text("John Appleseed").font(.headline)
              Text("john@example.com").font(.subheadline).foregroundColor(.secondary)
            }
          }
          TextField("Username", text: $username)
        }

        Section(header: Text("Notifications"), footer: Text("You can change these at any time in Settings."))
        {
          Toggle("Enable Notifications", isOn: $notificationsEnabled)
          Toggle("Sound", isOn: $soundEnabled)
            .disabled(!notificationsEnabled)
        }

        Section("Appearance") {
          Picker("Theme", selection: $selectedTheme) {
            ForEach(themes, id: \.self) { theme in
              Text(theme)
            }
          }
          VStack(alignment: .leading) {
            Text("Font Size: \(Int(fontSize))")
            Slider(value: $fontSize, in: 10...24, step: 1)
          }
        }

        Section {
          Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
          Button("Sign Out", role: .destructive) {}
        }
      }
      .navigationTitle("Settings")
    }
  }
}

struct SettingsForm_Previews: PreviewProvider {
  static var previews: some View {
    SettingsForm()
  }
}
