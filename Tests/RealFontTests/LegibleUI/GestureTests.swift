import DynamicType
import Foundation
import LegibleUI
import Testing

import class Legible.Screen
import struct Legible.TouchScript

/// SwiftUI's gestures, performed by touches: a drag reports where the finger is and how far it
/// came, `GestureState` follows it and returns to its start, a long press ends after its time,
/// a tap gesture ends on the lift.
@MainActor @Suite struct GestureTests {
  struct Draggable: View {
    @GestureState private var dragged = CGSize.zero
    @State private var ended = "none"
    @State private var pressed = false
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 20) {
        Text("Drag \(Int(dragged.width))×\(Int(dragged.height))")
          .frame(width: 200, height: 60)
          .gesture(
            DragGesture()
              .updating($dragged) { value, state, _ in state = value.translation }
              .onEnded { value in ended = "\(Int(value.translation.width)) at \(Int(value.location.x))" }
          )
          .accessibilityIdentifier("drag")
        Text("Ended \(ended)")
        Text(pressed ? "Pressed" : "Not pressed")
          .gesture(LongPressGesture(minimumDuration: 1).onEnded { pressed = $0 })
          .accessibilityIdentifier("press")
        Text("Taps \(taps)")
          .gesture(TapGesture().onEnded { taps += 1 })
          .accessibilityIdentifier("tap")
      }
    }
  }

  @Test func aDragIsFollowedAndItsStateReturnsWhenItEnds() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(Draggable())
    screen.layoutIfNeeded()
    let frame = try #require(screen.snapshot().node("drag")).frame
    let start = frame.center
    screen.play(TouchScript().press(at: start).move(start.x + 60, start.y + 20))
    #expect(screen.texts.contains("Drag 60×20"), "\(screen.texts)")
    screen.play(TouchScript().lift())
    #expect(screen.texts.contains("Drag 0×0"), "back at its start")
    // Locations are the view's own: the finger lifted 60 pt right of the middle of 200 pt.
    #expect(screen.texts.contains("Ended 60 at 160"), "\(screen.texts)")
  }

  @Test func aLongPressEndsAfterItsTimeAndATapOnTheLift() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(Draggable())
    screen.layoutIfNeeded()
    let press = try #require(screen.snapshot().node("press")).frame.center
    screen.play(TouchScript().press(at: press).hold(0.5).lift())
    #expect(screen.texts.contains("Not pressed"), "half a second is too short")
    screen.play(TouchScript().press(at: press).hold(1.2).lift())
    #expect(screen.texts.contains("Pressed"))
    #expect(screen.tap(viewWithIdentifier: "tap"))
    #expect(screen.texts.contains("Taps 1"))
  }

  /// A chart's overlay finds the point tapped, as apps select a value under the finger.
  struct TapToSelect: View {
    @State private var selected = "nothing"
    var body: some View {
      Rectangle().fill(.clear).contentShape(Rectangle())
        .frame(width: 300, height: 100)
        .gesture(
          SpatialTapGesture().onEnded { value in
            selected = "\(Int(value.location.x)),\(Int(value.location.y))"
          }
        )
        .overlay { Text("Selected \(selected)").allowsHitTesting(false) }
        .accessibilityIdentifier("plot")
    }
  }

  /// The same with iOS 17's `onTapGesture` that is told the location.
  struct TapToMark: View {
    @State private var selected = "nothing"
    var body: some View {
      Rectangle().fill(.clear).contentShape(Rectangle())
        .frame(width: 300, height: 100)
        .onTapGesture { location in selected = "\(Int(location.x)),\(Int(location.y))" }
        .overlay { Text("Selected \(selected)").allowsHitTesting(false) }
        .accessibilityIdentifier("plot")
    }
  }

  @Test func aTapToldItsLocationGetsItInTheViewsOwnCoordinates() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(TapToMark())
    screen.layoutIfNeeded()
    let frame = try #require(screen.snapshot().node("plot")).frame
    screen.play(TouchScript().press(at: .init(x: frame.minX + 12, y: frame.minY + 70)).hold(0.1).lift())
    #expect(screen.texts.contains("Selected 12,70"), "\(screen.texts)")
  }

  @Test func aSpatialTapSaysWhereItLandedInTheViewsOwnCoordinates() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(TapToSelect())
    screen.layoutIfNeeded()
    let frame = try #require(screen.snapshot().node("plot")).frame
    screen.play(TouchScript().press(at: .init(x: frame.minX + 40, y: frame.minY + 25)).hold(0.1).lift())
    #expect(screen.texts.contains("Selected 40,25"), "\(screen.texts)")
    // A finger that slides away is no tap.
    screen.play(
      TouchScript().press(at: .init(x: frame.minX + 10, y: frame.minY + 10)).move(
        frame.minX + 90, frame.minY + 10
      ).lift())
    #expect(screen.texts.contains("Selected 40,25"))
  }

  /// A long press then a drag, as a card is picked up: recognised as its long press, with
  /// SwiftUI's values, and reported.
  struct PickUp: View {
    @State private var state = "resting"
    var body: some View {
      Text(state)
        .gesture(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onChanged { value in
              switch value {
              case .first(true): state = "pressing"
              case .second(true, let drag): state = drag == nil ? "picked up" : "dragging"
              default: state = "resting"
              }
            }
        )
        .accessibilityIdentifier("card")
    }
  }

  @Test func aSequenceIsRecognisedAsItsFirstGestureAndReported() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(PickUp())
    screen.layoutIfNeeded()
    let card = try #require(screen.snapshot().node("card")).frame.center
    screen.play(TouchScript().press(at: card).hold(0.8).lift())
    #expect(screen.texts.contains("pressing"), "\(screen.texts)")
    let reported = screen.notAppliedFindings().map(\.message).joined()
    #expect(reported.contains("sequenced(before:)"))
  }

  /// A row made tappable across its width, as apps write it: the whole row takes the tap, and
  /// the audit has nothing to report about the shape.
  struct SettingsRow: View {
    @State private var taps = 0
    var body: some View {
      HStack {
        Text("Wi-Fi \(taps)")
        Spacer()
      }
      .contentShape(Rectangle())
      .onTapGesture { taps += 1 }
      .accessibilityIdentifier("row")
    }
  }

  @Test func aContentShapeRowTakesTapsAcrossItsWidthAndIsNotReported() throws {
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(SettingsRow())
    screen.layoutIfNeeded()
    let row = try #require(screen.snapshot().node("row"))
    #expect(row.frame.width > 300)
    screen.play(TouchScript().press(at: .init(x: row.frame.maxX - 10, y: row.frame.midY)).hold(0.1).lift())
    #expect(screen.texts.contains("Wi-Fi 1"), "\(screen.texts)")
    #expect(screen.notAppliedFindings().isEmpty)
  }
}
