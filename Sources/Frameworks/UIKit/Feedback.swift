import Foundation

/// What the feedback generators were asked to play, in order (no haptics are played here), so a
/// test can check that a tap gives the feedback it should.
public enum FeedbackLog {
  private static let entries = UIKitLock<[String]>([])

  /// The feedback asked for so far ("impact medium 1.0", "notification success", "selection").
  public static var played: [String] { entries.withLock { $0 } }

  /// Forgets what was played.
  public static func clear() { entries.withLock { $0 = [] } }

  static func record(_ entry: String) {
    entries.withLock { entries in
      entries.append(entry)
      if entries.count > 1000 { entries.removeFirst() }
    }
  }
}

/// A haptic feedback generator.
@preconcurrency @MainActor open class UIFeedbackGenerator {
  public init() {}
  /// Gets ready to play.
  public func prepare() {}
}

/// Plays a tap of a weight (recorded in `FeedbackLog`).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of a tap.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }
  let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  public override convenience init() { self.init(style: .medium) }

  /// Plays the tap.
  public func impactOccurred() { impactOccurred(intensity: 1) }
  /// Plays the tap at `intensity` (0 … 1).
  public func impactOccurred(intensity: CGFloat) {
    FeedbackLog.record("impact \(style) \(max(0, min(1, intensity)))")
  }
}

/// Plays the feedback of a success, a warning or an error (recorded in `FeedbackLog`).
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What happened.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }
  /// Plays the feedback of `notificationType`.
  public func notificationOccurred(_ notificationType: FeedbackType) {
    FeedbackLog.record("notification \(notificationType)")
  }
}

/// Plays the tick of a selection changing (recorded in `FeedbackLog`).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the tick.
  public func selectionChanged() { FeedbackLog.record("selection") }
}
