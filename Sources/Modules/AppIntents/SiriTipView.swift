import Drawing
import Foundation
import LegibleUI

/// SwiftUI's tip that tells the user the phrase that runs an intent with Siri, as AppIntents'
/// `SiriTipView`: drawn as a tip box (Siri's glyph as a microphone symbol, "Siri Tip" in the
/// headline style, the intent's title as the phrase in the subheadline style, a close button that
/// hides it), which grows with the text size and which the audit judges. iOS draws it with Siri's
/// artwork and its own wording, which are not here: the audit reports the view as approximated.
public struct SiriTipView<Intent: AppIntent>: View {
  let intent: Intent
  @Binding var isVisible: Bool

  /// A tip for `intent`, shown while `isVisible` is true (the close button sets it to false).
  public init(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
    self.intent = intent
    _isVisible = isVisible
  }

  public var body: some View {
    if isVisible {
      HStack(alignment: .top, spacing: 12) {
        Image(systemName: "mic.circle.fill").font(.title2).foregroundStyle(Color.accentColor)
        VStack(alignment: .leading, spacing: 4) {
          Text("Siri Tip").font(.headline)
          Text("Say \u{201C}\(Intent.title.resolved)\u{201D}").font(.subheadline).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        Button {
          isVisible = false
        } label: {
          Image(systemName: "xmark").font(.subheadline.weight(.semibold)).foregroundStyle(Color.secondary)
        }
        .accessibilityLabel("Close")
      }
      .padding()
      .background(Color(Drawing.Color.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 13))
      .notApplied(["SiriTipView (drawn as a tip box: Siri's artwork and wording are not here)"])
    }
  }
}

/// How a Siri tip looks, as AppIntents' `SiriTipViewStyle` (kept: drawn in the system's colours).
public enum SiriTipViewStyle: Sendable {
  case automatic, light, dark, black
}

extension View {
  /// The look of Siri tips inside (kept: drawn in the system's colours).
  public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View { self }
}
