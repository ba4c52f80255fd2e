import LegibleUI
import Testing

import struct Legible.SnapshotShape

/// `.controlSize(_:)` sizes bordered buttons as iOS does: a large one is about 48 pt tall at L
/// where a regular one is 34, a small one is smaller, and extra large is large on an iPhone.
@MainActor @Suite struct ControlSizeTests {
  private func height(_ size: ControlSize, prominent: Bool = false, font: Font? = nil) throws -> Double {
    let screen = try realScreen()
    let button = Button("Continue") {}.font(font).accessibilityIdentifier("button")
    if prominent {
      screen.host(button.buttonStyle(.borderedProminent).controlSize(size))
    } else {
      screen.host(button.buttonStyle(.bordered).controlSize(size))
    }
    return try #require(screen.snapshot().node("button")).frame.height
  }

  @Test func eachSizeIsTallerThanTheOneBelow() throws {
    let mini = try height(.mini)
    let small = try height(.small)
    let regular = try height(.regular)
    let large = try height(.large)
    #expect(abs(regular - 34.33) < 1)
    #expect(abs(large - 48.33) < 1)
    #expect(mini < small && small < regular && regular < large)
    #expect(try height(.extraLarge) == large)
    #expect(try height(.large, prominent: true) == large)
  }

  @Test func aFontSetOnTheButtonWinsOverTheSizes() throws {
    #expect(try height(.small, font: .title) > height(.small))
    #expect(try height(.small, font: .body) == height(.regular) - 4)
  }
}

/// `buttonBorderShape(_:)` gives a bordered button its outline: a capsule's corners are half its
/// height, where the default rounded rectangle's are the control size's radius.
@MainActor @Suite struct ButtonBorderShapeTests {
  private func outline(_ shape: ButtonBorderShape?) throws -> SnapshotShape {
    let screen = try realScreen(.iPhoneSE, .large)
    let button = Button("Order") {}.buttonStyle(.borderedProminent)
    if let shape {
      screen.host(button.buttonBorderShape(shape))
    } else {
      screen.host(button)
    }
    let nodes = screen.snapshot().allNodes
    return try #require(nodes.compactMap(\.shape).first { $0.frame.height > 30 })
  }

  @Test func aCapsuleIsRoundedByHalfItsHeightAndTheDefaultIsNot() throws {
    let capsule = try outline(.capsule)
    let standard = try outline(nil)
    #expect(capsule.frame == standard.frame)
    #expect(capsule.outline == .rectangle(cornerRadius: capsule.frame.height / 2))
    #expect(standard.outline == .rectangle(cornerRadius: 8))
    #expect(try outline(.roundedRectangle) == standard)
    #expect(try outline(.roundedRectangle(radius: 12)).outline == .rectangle(cornerRadius: 12))
  }
}
