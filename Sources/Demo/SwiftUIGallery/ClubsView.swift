import SwiftUI

struct ClubsView: View {
  @Environment(Library.self) private var library

  var body: some View {
    NavigationStack {
      List(library.clubs) { club in
        NavigationLink {
          ClubDetailView(club: club)
        } label: {
          VStack(alignment: .leading, spacing: 4) {
            Text(club.name)
              .font(.headline)
            HStack {
              Label("\(club.members)", systemImage: "person.2")
              Label(club.nextMeeting, systemImage: "calendar")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
          }
          .padding(.vertical, 4)
        }
      }
      .navigationTitle("Clubs")
    }
  }
}

struct ClubsView_Previews: PreviewProvider {
  static var previews: some View {
    ClubsView()
      .environment(Library())
  }
}
