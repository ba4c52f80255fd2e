import SwiftUI

/// How hard a trail is, on a yellow capsule.
public struct DifficultyLabel: View {
  let level: Int

  public init(level: Int) {
    self.level = min(5, max(1, level))
  }

  public var body: some View {
    Text("Difficulty \(level) of 5")
      .font(.caption.bold())
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
      .background(Capsule().fill(Color.yellow))
  }
}

#Preview("Difficulty") {
  DifficultyLabel(level: 4)
}
