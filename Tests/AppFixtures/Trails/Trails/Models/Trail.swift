import Foundation

struct Trail: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var kilometres: Double
  var climb: Int

  static let samples = [
    Trail(name: "Ridge Loop above the Old Quarry", kilometres: 12.4, climb: 640),
    Trail(name: "Riverside Walk", kilometres: 5.1, climb: 40),
    Trail(name: "Three Lakes Traverse", kilometres: 21.8, climb: 1210),
  ]
}
