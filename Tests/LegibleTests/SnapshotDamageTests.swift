import Drawing
import DynamicType
import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

@MainActor @Suite struct SnapshotDamageTests {
  /// A column of three labels over a coloured box, on a 6S.
  private func column() -> (screen: Screen, labels: [Label], box: View) {
    let labels = ["Margherita", "Pepperoni", "Four cheeses"].map { Label($0) }
    let box = Box(100, 40)
    box.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.2)
    let screen = fixedScreen(Stack(.vertical, alignment: .start, labels + [box, Spacer()]))
    return (screen, labels, box)
  }

  @Test func nothingChangedDamagesNothing() {
    let (screen, _, _) = column()
    #expect(screen.snapshot().damage(since: screen.snapshot()) == [])
  }

  @Test func changedTextDamagesOnlyAroundTheLabel() throws {
    let (screen, labels, _) = column()
    let before = screen.snapshot()
    labels[1].text = "Pepperoni and olives"
    let damage = try #require(screen.snapshot().damage(since: before))
    #expect(damage.count == 1)
    let area = try #require(damage.first)
    #expect(area.contains(labels[1].frameOnScreen))
    #expect(area.intersection(labels[0].frameOnScreen.inset(by: EdgeInsets(all: 2))) == nil)
    #expect(area.intersection(labels[2].frameOnScreen.inset(by: EdgeInsets(all: 2))) == nil)
  }

  @Test func aViewThatMovesDamagesWhereItWasAndWhereItIs() throws {
    let (screen, labels, box) = column()
    let before = screen.snapshot()
    let was = box.frameOnScreen
    labels[0].visibility = .hidden
    let damage = try #require(screen.snapshot().damage(since: before))
    let now = box.frameOnScreen
    #expect(was != now)
    #expect(damage.contains { $0.contains(was) })
    #expect(damage.contains { $0.contains(now) })
  }

  @Test func aNewDeviceOrMostOfTheScreenIsEverything() {
    let (screen, _, _) = column()
    let snapshot = screen.snapshot()
    var elsewhere = snapshot
    elsewhere.device = .iPhone15
    #expect(snapshot.damage(since: elsewhere) == nil)
    // The root's background covers the whole screen: changing it is everything, not one rectangle.
    screen.root?.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3)
    #expect(screen.snapshot().damage(since: snapshot) == nil)
  }
}
