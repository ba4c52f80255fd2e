import Foundation

/// One series of a chart's data, for VoiceOver's Audio Graphs, as Accessibility's: a name, its
/// points, and whether they are samples of a continuous line (played as one tone) or apart.
open class AXDataSeriesDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// The series' name.
  open var name: String?
  /// Whether its points lie on a continuous line.
  open var isContinuous: Bool
  /// Its points.
  open var dataPoints: [AXDataPoint]

  /// The name, as attributed text.
  open var attributedName: NSAttributedString? {
    get { name.map { NSAttributedString(string: $0) } }
    set { name = newValue?.string }
  }

  /// A series named `name` of `dataPoints`.
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.name = name
    self.isContinuous = isContinuous
    self.dataPoints = dataPoints
  }

  /// A series with an attributed name.
  public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    AXDataSeriesDescriptor(
      name: name ?? "", isContinuous: isContinuous,
      dataPoints: dataPoints.compactMap { $0.copy() as? AXDataPoint })
  }
}
