import SwiftUI

struct Contact {
  var name: String
  var role: String
  var phone: String
  var email: String
  var initials: String { name.split(separator: " ").compactMap(\.first).map(String.init).joined() }
}

struct ContactDetailView: View {
  let contact = Contact(
    name: "Maria Fernández", role: "Product Designer", phone: "+34 612 345 678", email: "maria@example.com")

  var body: some View {
    List {
      Section {
        VStack(spacing: 8) {
          Text(contact.initials)
            .font(.system(size: 40, weight: .semibold, design: .rounded))
            .foregroundColor(.white)
            .frame(width: 96, height: 96)
            .background(Circle().fill(Color.gray))
          Text(contact.name)
            .font(.title)
          Text(contact.role)
            .foregroundColor(.secondary)
          HStack(spacing: 16) {
            ForEach(["message.fill", "phone.fill", "video.fill", "envelope.fill"], id: \.self) { symbol in
              Image(systemName: symbol)
                .frame(width: 56, height: 44)
                .background(Color.white)
                .cornerRadius(10)
            }
          }
          .foregroundColor(.blue)
          .padding(.top, 8)
        }
        .frame(maxWidth: .infinity)
        .listRowBackground(Color.clear)
      }

      Section {
        LabeledContent("mobile", value: contact.phone)
        LabeledContent("email", value: contact.email)
      }

      Section {
        Button("Share Contact") {}
        Button("Add to Favourites") {}
        Button("Block this Caller", role: .destructive) {}
      }
    }
    .listStyle(.insetGrouped)
  }
}

struct ContactDetailView_Previews: PreviewProvider {
  static var previews: some View {
    ContactDetailView()
  }
}
