import SwiftUI

struct Message: Identifiable {
  let id = UUID()
  let text: String
  let isFromMe: Bool
  let time: String
}

struct MessageBubble: View {
  let message: Message

  var body: some View {
    HStack {
      if message.isFromMe { Spacer(minLength: 60) }
      VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 2) {
        Text(message.text)
          .padding(.horizontal, 14)
          .padding(.vertical, 8)
          .background(message.isFromMe ? Color.blue : Color(.systemGray5))
          .foregroundColor(message.isFromMe ? .white : .primary)
          .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        Text(message.time)
          .font(.caption2)
          .foregroundColor(.secondary)
      }
      if !message.isFromMe { Spacer(minLength: 60) }
    }
  }
}

struct ChatView: View {
  @State private var draft = ""
  let messages = [
    Message(text: "Hey! Are we still on for lunch tomorrow?", isFromMe: false, time: "10:02"),
    Message(text: "Yes, of course. The usual place at noon?", isFromMe: true, time: "10:04"),
    Message(text: "Perfect, see you there", isFromMe: false, time: "10:05"),
    Message(text: "I'll book a table for four in case the others come", isFromMe: true, time: "10:07"),
  ]

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        ScrollView {
          LazyVStack(spacing: 12) {
            ForEach(messages) { message in
              MessageBubble(message: message)
            }
          }
          .padding()
        }
        Divider()
        HStack(spacing: 8) {
          TextField("Message", text: $draft, axis: .vertical)
            .textFieldStyle(.roundedBorder)
            .lineLimit(1...4)
          Button {
            draft = ""
          } label: {
            Image(systemName: "arrow.up.circle.fill")
              .font(.title)
          }
          .disabled(draft.isEmpty)
        }
        .padding(8)
      }
      .navigationTitle("Anna")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

struct ChatView_Previews: PreviewProvider {
  static var previews: some View {
    ChatView()
  }
}
