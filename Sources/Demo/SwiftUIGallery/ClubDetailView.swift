import SwiftUI

struct ClubDetailView: View {
  let club: Club
  @State private var confirmingLeave = false
  @State private var isMember = true

  var body: some View {
    List {
      Section("Now reading") {
        Label(club.book, systemImage: "book.closed")
      }
      Section("Next meeting") {
        LabeledContent("When", value: club.nextMeeting)
        LabeledContent("Members", value: "\(club.members)")
      }
      Section {
        if isMember {
          Button("Leave club", role: .destructive) {
            confirmingLeave = true
          }
          .accessibilityIdentifier("leave")
        } else {
          Button("Join club") { isMember = true }
        }
      }
    }
    .navigationTitle(club.name)
    .alert("Leave \(club.name)?", isPresented: $confirmingLeave) {
      Button("Leave", role: .destructive) { isMember = false }
      Button("Stay", role: .cancel) {}
    } message: {
      Text("You can join again at any time, but you will lose your reading streak.")
    }
  }
}

struct ClubDetailView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      ClubDetailView(club: Library().clubs[0])
    }
  }
}
