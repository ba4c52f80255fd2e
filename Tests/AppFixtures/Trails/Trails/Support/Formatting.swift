import Foundation

enum Distance {
  static func text(_ kilometres: Double) -> String {
    String(format: "%.1f km", kilometres)
  }
}
