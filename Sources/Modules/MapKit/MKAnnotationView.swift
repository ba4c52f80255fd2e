import Foundation
import UIKit

/// The view a map shows for an annotation, as MapKit's: what the app sets on it (its image,
/// callout, accessory views, clustering, priority) is kept. It is not drawn here (see
/// `MKMapView`); drawing its hierarchy into an image puts a placeholder there, which the audit
/// reports.
@preconcurrency @MainActor open class MKAnnotationView: UIView {
  /// The annotation it shows.
  open var annotation: (any MKAnnotation)?
  /// The identifier it is reused under.
  public let reuseIdentifier: String?
  /// Its picture.
  open var image: UIImage?
  /// How far its centre is moved from the annotation's point.
  open var centerOffset = CGPoint.zero
  /// How far its callout is moved.
  open var calloutOffset = CGPoint.zero
  /// Whether a tap shows a callout with the annotation's title.
  open var canShowCallout = false
  /// The views at the sides of and below the callout.
  open var leftCalloutAccessoryView: UIView?
  open var rightCalloutAccessoryView: UIView?
  open var detailCalloutAccessoryView: UIView?
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var isDraggable = false
  /// The identifier of the views it may cluster with.
  open var clusteringIdentifier: String?
  /// How much it matters when annotations collide.
  open var displayPriority = MKFeatureDisplayPriority.required
  /// The shape by which it collides with others.
  open var collisionMode: CollisionMode = .rectangle
  /// Its order above or below other annotation views.
  open var zPriority = MKAnnotationViewZPriority.defaultUnselected

  /// The shape by which annotation views collide.
  public enum CollisionMode: Int, Sendable {
    case rectangle, circle, none
  }

  /// A view for `annotation`, reused under `reuseIdentifier`.
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Readies it to be reused.
  open func prepareForReuse() {}
  /// Readies it to be shown.
  open func prepareForDisplay() {}
  /// Selects or deselects it.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}

/// MapKit's balloon marker: its tint, glyph and whether its title shows are kept.
@preconcurrency @MainActor open class MKMarkerAnnotationView: MKAnnotationView {
  /// The balloon's colour (nil: MapKit's red).
  open var markerTintColor: UIColor?
  /// The glyph's colour.
  open var glyphTintColor: UIColor?
  /// Text shown in the balloon (up to three characters).
  open var glyphText: String?
  /// A picture shown in the balloon.
  open var glyphImage: UIImage?
  /// The picture shown when selected.
  open var selectedGlyphImage: UIImage?
  /// Whether the title shows under the marker.
  open var titleVisibility: MKFeatureVisibility = .adaptive
  /// Whether the subtitle shows.
  open var subtitleVisibility: MKFeatureVisibility = .adaptive
  /// Whether the marker drops in when added.
  open var animatesWhenAdded = false
}

/// Whether a map shows a feature.
public enum MKFeatureVisibility: Int, Sendable {
  case adaptive, hidden, visible
}

/// How much an annotation matters when annotations collide (1000 is required).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = MKFeatureDisplayPriority(1000)
  public static let defaultHigh = MKFeatureDisplayPriority(750)
  public static let defaultLow = MKFeatureDisplayPriority(250)
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The order of annotation views above one another.
public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let max = MKAnnotationViewZPriority(rawValue: 1000)
  public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
  public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
  public static let min = MKAnnotationViewZPriority(rawValue: 0)
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
