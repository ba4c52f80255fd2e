import SwiftUI

/// How hard a trail is, on a capsule of the package's own yellow.
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
      .background(Capsule().fill(Color(.trailYellow)))
  }
}

/// A level's word, built by a view builder outside any view (a plain enum, as design systems
/// write them).
public enum DifficultyWord {
  case easy, hard

  @ViewBuilder
  public var view: some View {
    switch self {
    case .easy: Text("Easy")
    case .hard: Text("Hard").bold()
    }
  }
}

#Preview("Difficulty") {
  DifficultyLabel(level: 4)
}
