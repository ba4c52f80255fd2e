import Foundation
import LegibleUI
import LocalizedStrings

/// SwiftUI's Sign in with Apple button, drawn as Apple draws it: a filled rounded rectangle of
/// the size it is given (at least 140 × 30 pt, as Apple's guidelines require), holding the Apple
/// logo and its title. As on iOS, the title's size follows the button's height (43% of it), not
/// the text size, and it shrinks with the logo to fit the button's width. At the accessibility sizes the audit
/// reports a title smaller than body text there and says why; a frame whose height grows with
/// the text size (`@ScaledMetric`) makes it grow.
///
/// A tap makes an Apple ID request, hands it to `onRequest`, records it (`AuthorizationLog`) and
/// then calls `onCompletion` with `ASAuthorizationError.unknown`, as a simulator with no Apple
/// Account signed in does.
public struct SignInWithAppleButton: View {
  /// The button's title.
  public enum Label: Hashable, Sendable {
    /// "Sign in with Apple".
    case signIn
    /// "Continue with Apple".
    case `continue`
    /// "Sign up with Apple".
    case signUp
  }

  /// The button's colours.
  public enum Style: Hashable, Sendable {
    /// White title and logo on black.
    case black
    /// Black title and logo on white.
    case white
    /// Black on white with a black outline.
    case whiteOutline
  }

  let label: Label
  let onRequest: (ASAuthorizationAppleIDRequest) -> Void
  let onCompletion: (Result<ASAuthorization, any Error>) -> Void
  @Environment(\.signInWithAppleButtonStyle) private var style

  /// A button titled by `label`; `onRequest` configures the request, `onCompletion` gets the
  /// result.
  public init(
    _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
    onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
  ) {
    self.label = label
    self.onRequest = onRequest
    self.onCompletion = onCompletion
  }

  /// The part of the height the title's size is.
  static let titleSizeRatio = 0.43
  /// The corner radius Apple's button has by default.
  static let cornerRadius = 6.0

  public var body: some View {
    GeometryReader { proxy in
      let height = max(proxy.size.height, 30)
      let size = height * Self.titleSizeRatio
      Button(action: tap) {
        ZStack {
          RoundedRectangle(cornerRadius: Self.cornerRadius).fill(background)
          if style == .whiteOutline {
            RoundedRectangle(cornerRadius: Self.cornerRadius).stroke(Color.black, lineWidth: 1)
          }
          ViewThatFits(in: .horizontal) {
            ForEach(Self.fittingScales, id: \.self) { scale in content(size: size * scale) }
          }
          .textSizeFixed(by: "Apple's Sign in with Apple button sizes its title from its height")
        }
        .frame(width: max(proxy.size.width, 140), height: height)
      }
      .buttonStyle(.plain)
      .accessibilityLabel(Text(verbatim: Self.title(label, language: StringCatalog.language)))
    }
    .frame(minWidth: 140, minHeight: 30)
  }

  /// The logo and title at `size`, on one line.
  private func content(size: CGFloat) -> some View {
    HStack(spacing: size * 0.3) {
      AppleLogo().fill(foreground).frame(width: size * 0.82, height: size)
      Text(verbatim: Self.title(label, language: StringCatalog.language))
        .font(.system(size: size, weight: .medium))
        .foregroundColor(foreground)
        .lineLimit(1)
    }
    .padding(.horizontal, size * 0.5)
  }

  /// The scales the logo and title are tried at, largest first, until they fit the width.
  static let fittingScales: [CGFloat] = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]

  private var background: Color { style == .black ? .black : .white }
  private var foreground: Color { style == .black ? .white : .black }

  private func tap() {
    let request = ASAuthorizationAppleIDProvider().createRequest()
    onRequest(request)
    AuthorizationLog.shared.record(ASAuthorizationController.describe(request))
    let completion = onCompletion
    DispatchQueue.main.async {
      MainActor.assumeIsolated { completion(.failure(ASAuthorizationError(.unknown))) }
    }
  }

  /// The title in `language`, as Apple's button translates it (English, Russian and Chinese
  /// here; other languages get the English title).
  static func title(_ label: Label, language: String?) -> String {
    let code = language.map { String($0.prefix(2)) } ?? "en"
    switch (code, label) {
    case ("ru", .signIn): return "Вход с Apple"
    case ("ru", .continue): return "Продолжить с Apple"
    case ("ru", .signUp): return "Регистрация с Apple"
    case ("zh", .signIn): return "通过Apple登录"
    case ("zh", .continue): return "通过Apple继续"
    case ("zh", .signUp): return "通过Apple注册"
    case (_, .signIn): return "Sign in with Apple"
    case (_, .continue): return "Continue with Apple"
    case (_, .signUp): return "Sign up with Apple"
    }
  }
}

/// The Apple logo's outline, in the box it is given.
struct AppleLogo: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    func point(_ x: Double, _ y: Double) -> CGPoint {
      CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    var path = Path()
    path.move(to: point(0.5, 0.3))
    path.addCurve(to: point(0.04, 0.56), control1: point(0.34, 0.2), control2: point(0.04, 0.25))
    path.addCurve(to: point(0.32, 1), control1: point(0.04, 0.8), control2: point(0.2, 1))
    path.addCurve(to: point(0.5, 0.95), control1: point(0.42, 1), control2: point(0.45, 0.95))
    path.addCurve(to: point(0.68, 1), control1: point(0.55, 0.95), control2: point(0.58, 1))
    path.addCurve(to: point(0.96, 0.64), control1: point(0.82, 1), control2: point(0.92, 0.8))
    path.addCurve(to: point(0.88, 0.36), control1: point(0.8, 0.56), control2: point(0.8, 0.42))
    path.addCurve(to: point(0.5, 0.3), control1: point(0.75, 0.22), control2: point(0.62, 0.25))
    path.closeSubpath()
    path.move(to: point(0.5, 0.24))
    path.addCurve(to: point(0.72, 0), control1: point(0.48, 0.12), control2: point(0.58, 0.02))
    path.addCurve(to: point(0.5, 0.24), control1: point(0.74, 0.12), control2: point(0.62, 0.22))
    path.closeSubpath()
    return path
  }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
  static var defaultValue: SignInWithAppleButton.Style { .black }
}

extension EnvironmentValues {
  /// The colours of Sign in with Apple buttons inside.
  public var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
    get { self[SignInWithAppleButtonStyleKey.self] }
    set { self[SignInWithAppleButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the colours of Sign in with Apple buttons inside.
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    environment(\.signInWithAppleButtonStyle, style)
  }
}
