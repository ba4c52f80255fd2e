import SwiftUI

struct DailyScrum: Identifiable {
  let id = UUID()
  var title: String
  var attendees: [String]
  var lengthInMinutes: Int
  var theme: Color

  static let sampleData: [DailyScrum] = [
    DailyScrum(
      title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellow
    ),
    DailyScrum(
      title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5,
      theme: .orange),
    DailyScrum(
      title: "Web Dev",
      attendees: [
        "Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey", "Aga", "Chad", "Jenn", "Sarah",
      ], lengthInMinutes: 5, theme: .purple),
  ]
}

struct CardView: View {
  let scrum: DailyScrum

  var body: some View {
    VStack(alignment: .leading) {
      Text(scrum.title)
        .font(.headline)
        .accessibilityAddTraits(.isHeader)
      Spacer()
      HStack {
        Label("\(scrum.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(scrum.attendees.count) attendees")
        Spacer()
        Label("\(scrum.lengthInMinutes)", systemImage: "clock")
          .accessibilityLabel("\(scrum.lengthInMinutes) minute meeting")
          .labelStyle(.trailingIcon)
      }
      .font(.caption)
    }
    .padding()
    .foregroundColor(.black)
  }
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
  static var trailingIcon: Self { Self() }
}

struct ScrumsView: View {
  let scrums: [DailyScrum]

  var body: some View {
    NavigationStack {
      List(scrums) { scrum in
        CardView(scrum: scrum)
          .listRowBackground(scrum.theme)
      }
      .navigationTitle("Daily Scrums")
      .toolbar {
        Button(action: {}) {
          Image(systemName: "plus")
        }
        .accessibilityLabel("New Scrum")
      }
    }
  }
}

struct CardView_Previews: PreviewProvider {
  static var scrum = DailyScrum.sampleData[0]
  static var previews: some View {
    CardView(scrum: scrum)
      .background(scrum.theme)
      .previewLayout(.fixed(width: 400, height: 60))
      .previewDisplayName("Card")
    ScrumsView(scrums: DailyScrum.sampleData)
      .previewDisplayName("Scrums")
  }
}
