import SwiftUI

struct AppNotification: Identifiable {
  let id = UUID()
  let icon: String
  let tint: Color
  let title: String
  let body: String
  let time: String
  var unread: Bool
}

struct NotificationRow: View {
  let notification: AppNotification

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image(systemName: notification.icon)
        .foregroundColor(.white)
        .frame(width: 36, height: 36)
        .background(notification.tint)
        .clipShape(Circle())
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          Text(notification.title)
            .font(.headline)
          Spacer()
          Text(notification.time)
            .font(.caption)
            .foregroundColor(.secondary)
        }
        Text(notification.body)
          .font(.subheadline)
          .foregroundColor(.secondary)
          .lineLimit(2)
      }
      if notification.unread {
        Circle()
          .fill(Color.blue)
          .frame(width: 8, height: 8)
          .padding(.top, 6)
      }
    }
    .padding(.vertical, 4)
  }
}

struct NotificationsView: View {
  let notifications = [
    AppNotification(
      icon: "cart.fill", tint: .green, title: "Order shipped",
      body: "Your order #4821 is on its way and should arrive on Thursday.", time: "2m", unread: true),
    AppNotification(
      icon: "heart.fill", tint: .pink, title: "New like", body: "Sam liked your photo from the weekend trip.",
      time: "1h", unread: true),
    AppNotification(
      icon: "calendar", tint: .orange, title: "Reminder", body: "Team meeting in 30 minutes in room 4B.",
      time: "3h", unread: false),
    AppNotification(
      icon: "bell.fill", tint: .purple, title: "Price drop",
      body: "An item on your wish list is now 20% off.", time: "Yesterday", unread: false),
  ]

  var body: some View {
    NavigationStack {
      List(notifications) { notification in
        NotificationRow(notification: notification)
      }
      .listStyle(.plain)
      .navigationTitle("Notifications")
    }
  }
}

struct NotificationsView_Previews: PreviewProvider {
  static var previews: some View {
    NotificationsView()
  }
}
