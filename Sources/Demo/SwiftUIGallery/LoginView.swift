import SwiftUI

struct LoginView: View {
  @State private var email = ""
  @State private var password = ""
  @State private var rememberMe = true
  @FocusState private var focusedField: Field?

  enum Field: Hashable {
    case email, password
  }

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: "lock.shield.fill")
        .font(.system(size: 60))
        .foregroundStyle(.blue)
        .padding(.bottom, 10)

      Text("Welcome back")
        .font(.largeTitle.bold())

      Text("Sign in to continue to your account")
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)

      VStack(spacing: 12) {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .autocorrectionDisabled()
          .focused($focusedField, equals: .email)
          .padding()
          .background(Color(.secondarySystemBackground))
          .cornerRadius(10)

        SecureField("Password", text: $password)
          .focused($focusedField, equals: .password)
          .padding()
          .background(Color(.secondarySystemBackground))
          .cornerRadius(10)
      }

      Toggle("Remember me", isOn: $rememberMe)

      Button {
        focusedField = nil
      } label: {
        Text("Sign In")
          .font(.headline)
          .frame(maxWidth: .infinity)
          .padding()
          .background(Color.blue)
          .foregroundColor(.white)
          .cornerRadius(10)
      }

      Button("Forgot password?") {}
        .font(.footnote)

      Spacer()
    }
    .padding(.horizontal, 24)
    .padding(.top, 40)
  }
}

#if DEBUG
  struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
      LoginView()
    }
  }
#endif
