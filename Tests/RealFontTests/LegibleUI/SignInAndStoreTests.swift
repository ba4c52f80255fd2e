import Audit
import AuthenticationServices
import DynamicType
import Foundation
import LegibleUI
import StoreKit
import Testing

import class Legible.Screen

/// AuthenticationServices' and StoreKit's SwiftUI views on real screens: the Sign in with Apple
/// button drawn as Apple draws it, its title sized by its height and reported at the largest sizes
/// with the reason, and the App Store's views as reported placeholders around the team's content.
@MainActor @Suite(.serialized) struct SignInAndStoreTests {
  struct Login: View {
    let height: CGFloat
    var body: some View {
      VStack(spacing: 16) {
        Text("Welcome back")
        SignInWithAppleButton(.signIn) { request in
          request.requestedScopes = [.fullName, .email]
        } onCompletion: { _ in
        }
        .frame(height: height)
        .accessibilityIdentifier("apple")
      }
      .padding()
    }
  }

  @Test func theAppleButtonsTitleFollowsItsHeightNotTheTextSize() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Login(height: 50))
      let title = try #require(screen.node(showing: "Sign in with Apple")?.text)
      #expect(abs(title.pointSize - 50 * 0.43) < 0.01)
      #expect(title.fixedSizeReason?.contains("height") == true)
    }
  }

  @Test func theAuditSaysWhyTheAppleButtonsTitleDoesNotGrow() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(Login(height: 50))
    var options = AuditOptions()
    options.checks = [.notScaling]
    let findings = AuditRunner.audit(
      screen,
      configuration: AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE),
      options: options
    ).findings
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("under body text's 53 pt") == true)
    #expect(
      findings.first?.message.contains("Sign in with Apple button sizes its title from its height") == true)
    #expect(findings.first?.hint.contains("@ScaledMetric") == true)
  }

  struct ScaledLogin: View {
    @ScaledMetric private var height: CGFloat = 50
    var body: some View { Login(height: height) }
  }

  @Test func aHeightThatGrowsWithTheTextSizeMakesTheTitleGrowAsFarAsTheWidthAllows() throws {
    var options = AuditOptions()
    options.checks = [.notScaling]
    // At AX1 on a large phone, 50 pt scaled as body text (82 pt) holds a title above body's 28 pt.
    let large = try realScreen(.iPhone15ProMax, .accessibilityMedium)
    large.host(ScaledLogin())
    let grown = try #require(large.node(showing: "Sign in with Apple")?.text)
    #expect(grown.pointSize > 28)
    #expect(
      AuditRunner.audit(
        large, configuration: AuditConfiguration(category: .accessibilityMedium, device: .iPhone15ProMax),
        options: options
      ).findings.isEmpty)
    // At AX5 on the SE the title shrinks to fit the width, under body's 53 pt: still reported.
    let small = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    small.host(ScaledLogin())
    let shrunk = try #require(small.node(showing: "Sign in with Apple"))
    #expect(shrunk.text!.pointSize < 53)
    #expect(shrunk.frame.width <= 320)
    let findings = AuditRunner.audit(
      small,
      configuration: AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE),
      options: options
    ).findings
    #expect(findings.count == 1)
  }

  @Test func aTapAsksForAnAppleIDAndFailsAsASimulatorWithoutAnAccount() async throws {
    final class Outcome: @unchecked Sendable { var error: (any Error)? }
    let outcome = Outcome()
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(
      SignInWithAppleButton(.continue) {
        $0.requestedScopes = [.email]
      } onCompletion: { result in
        if case .failure(let error) = result { outcome.error = error }
      }
      .frame(height: 44)
      .signInWithAppleButtonStyle(.whiteOutline)
      .accessibilityIdentifier("apple"))
    #expect(screen.texts.contains("Continue with Apple"))
    let before = AuthorizationLog.shared.recorded.count
    screen.tap(viewWithIdentifier: "apple")
    #expect(AuthorizationLog.shared.recorded.dropFirst(before).contains("Apple ID: email"))
    let deadline = Date(timeIntervalSinceNow: 400)
    while outcome.error == nil, Date() < deadline { try? await Task.sleep(nanoseconds: 5_000_000) }
    #expect((outcome.error as? ASAuthorizationError)?.code == .unknown)
  }

  struct Paywall: View {
    @State private var managing = true
    var body: some View {
      SubscriptionStoreView(groupID: "21430101") {
        VStack {
          Text("Pizza Club")
          Text("Free delivery on every order, and a pizza on your birthday.")
        }
      }
      .subscriptionStoreControlStyle(.prominentPicker)
      .storeButton(.visible, for: .restorePurchases)
    }
  }

  @Test func aSubscriptionStoreShowsTheTeamsContentAboveAReportedPlaceholder() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(Paywall())
    #expect(screen.texts.contains("Pizza Club"))
    let placeholder = try #require(
      screen.snapshot().allNodes.first {
        if case .platformContent("SubscriptionStoreView") = $0.missingResource { true } else { false }
      })
    #expect(placeholder.frame.height >= 180)
    let club = try #require(screen.node(showing: "Pizza Club"))
    #expect(club.frame.maxY <= placeholder.frame.minY)
    var options = AuditOptions()
    options.checks = [.unrenderedContent]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.contains { $0.message.contains("SubscriptionStoreView") })
  }

  struct RateUs: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View {
      Button("Rate Pizza Club") { requestReview() }.accessibilityIdentifier("rate")
    }
  }

  @Test func askingForAReviewIsRecorded() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(RateUs())
    let before = StoreLog.shared.recorded.filter { $0 == "review requested" }.count
    screen.tap(viewWithIdentifier: "rate")
    #expect(StoreLog.shared.recorded.filter { $0 == "review requested" }.count == before + 1)
  }
}
