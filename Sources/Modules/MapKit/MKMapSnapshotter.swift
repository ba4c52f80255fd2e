import CoreLocation
import Foundation
import UIKit

/// A still picture of a map, as MapKit's: the snapshot is made at the size and scale asked, but
/// a map needs Apple's map data, so its image is a placeholder of that size (drawn as a grey box
/// where it is shown, and reported by the audit as `unrendered-content`). Points are placed on
/// it as on the real snapshot (the region's Web Mercator projection), so what an app draws over
/// it lands where it would on iOS.
public final class MKMapSnapshotter: @unchecked Sendable {
  /// What a snapshot shows and at what size.
  public final class Options: @unchecked Sendable {
    /// The region shown.
    public var region = MKCoordinateRegion()
    /// The map rectangle shown (set from and setting the region).
    public var mapRect: MKMapRect {
      get {
        let top = MKMapPoint(
          CLLocationCoordinate2D(
            latitude: region.center.latitude + region.span.latitudeDelta / 2,
            longitude: region.center.longitude - region.span.longitudeDelta / 2))
        let bottom = MKMapPoint(
          CLLocationCoordinate2D(
            latitude: region.center.latitude - region.span.latitudeDelta / 2,
            longitude: region.center.longitude + region.span.longitudeDelta / 2))
        return MKMapRect(origin: top, size: MKMapSize(width: bottom.x - top.x, height: bottom.y - top.y))
      }
      set { region = MKCoordinateRegion(newValue) }
    }
    /// The picture's size in points.
    public var size = CGSize(width: 256, height: 256)
    /// The kind of map.
    public var mapType: MKMapType = .standard
    /// Which points of interest are labelled.
    public var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether buildings show.
    public var showsBuildings = true
    /// The traits the picture is drawn for (its scale, its appearance).
    public var traitCollection = UITraitCollection()
    public init() {}
  }

  /// A finished snapshot.
  public final class Snapshot: @unchecked Sendable {
    /// The picture (a placeholder of the size asked).
    public let image: UIImage
    private let rect: MKMapRect
    private let size: CGSize

    init(options: Options) {
      let size = CGSize(
        width: options.size.width.isFinite ? max(0, options.size.width) : 0,
        height: options.size.height.isFinite ? max(0, options.size.height) : 0)
      self.size = size
      rect = options.mapRect
      image = UIImage(unavailable: "MKMapSnapshotter's map", size: size)
    }

    /// Where `coordinate` is in the picture, in points.
    public func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
      let point = MKMapPoint(coordinate)
      guard rect.width > 0, rect.height > 0 else { return CGPoint(x: size.width / 2, y: size.height / 2) }
      return CGPoint(
        x: (point.x - rect.minX) / rect.width * size.width,
        y: (point.y - rect.minY) / rect.height * size.height)
    }
  }

  private let options: Options
  /// Whether a snapshot is being made.
  public private(set) var isLoading = false

  /// A snapshotter of `options`.
  public init(options: Options) { self.options = options }

  /// Makes the snapshot.
  public func start() async throws -> Snapshot { Snapshot(options: options) }

  /// Makes the snapshot and hands it to `completionHandler` (on the main queue, as MapKit does).
  public func start(completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) {
    let snapshot = Snapshot(options: options)
    DispatchQueue.main.async { completionHandler(snapshot, nil) }
  }

  /// Makes the snapshot and hands it to `completionHandler` on `queue`.
  public func start(
    with queue: DispatchQueue, completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void
  ) {
    let snapshot = Snapshot(options: options)
    queue.async { completionHandler(snapshot, nil) }
  }

  /// Stops making it (nothing is pending here).
  public func cancel() {}
}
