import SwiftUI

struct CalendarEvent: Identifiable {
  let id = UUID()
  let title: String
  let location: String
  let start: String
  let end: String
  let color: Color
}

struct EventRow: View {
  let event: CalendarEvent

  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 2)
        .fill(event.color)
        .frame(width: 4)
      VStack(alignment: .leading, spacing: 2) {
        Text(event.title)
          .font(.body.weight(.medium))
        Label(event.location, systemImage: "mappin.and.ellipse")
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      Spacer()
      VStack(alignment: .trailing) {
        Text(event.start)
        Text(event.end)
          .foregroundStyle(.secondary)
      }
      .font(.footnote.monospacedDigit())
    }
    .fixedSize(horizontal: false, vertical: true)
  }
}

struct AgendaView: View {
  let events = [
    CalendarEvent(title: "Design review", location: "Room 2", start: "09:00", end: "10:00", color: .blue),
    CalendarEvent(
      title: "Lunch with Priya", location: "Café Central", start: "12:30", end: "13:30", color: .green),
    CalendarEvent(
      title: "Quarterly planning", location: "Main auditorium", start: "15:00", end: "17:00", color: .orange),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(events) { EventRow(event: $0) }
        } header: {
          Text("Today")
        }
        Section("Tomorrow") {
          EventRow(
            event: CalendarEvent(
              title: "Dentist", location: "Smile Clinic", start: "08:15", end: "09:00", color: .pink))
        }
      }
      .navigationTitle("Agenda")
    }
  }
}

struct AgendaView_Previews: PreviewProvider {
  static var previews: some View {
    AgendaView()
  }
}
