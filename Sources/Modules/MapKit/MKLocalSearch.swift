import CoreLocation
import Foundation

/// A search of Apple's map data for places, as MapKit's `MKLocalSearch`. The map data is not
/// here: a search finds nothing, and `start()` throws `MKError(.placemarkNotFound)` as MapKit
/// does when nothing matches, so an app shows its own "no results" state.
open class MKLocalSearch: @unchecked Sendable {
  /// What to search for, as MapKit's `MKLocalSearch.Request`.
  open class Request: @unchecked Sendable {
    /// The words typed.
    open var naturalLanguageQuery: String?
    /// The region to prefer.
    open var region = MKCoordinateRegion(.world)
    /// The kinds of result wanted.
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    /// Which points of interest count.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// A request with nothing set.
    public init() {}
    /// A request for the place a completion names.
    public init(completion: MKLocalSearchCompletion) {
      naturalLanguageQuery = [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(
        separator: ", ")
    }
    /// A request for `query`.
    public init(naturalLanguageQuery query: String) { naturalLanguageQuery = query }
  }

  /// The kinds of result, as MapKit's `MKLocalSearch.ResultType`.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Addresses.
    public static let address = ResultType(rawValue: 1)
    /// Points of interest.
    public static let pointOfInterest = ResultType(rawValue: 2)
    /// Physical features (iOS 18).
    public static let physicalFeature = ResultType(rawValue: 4)
  }

  /// What a search found, as MapKit's `MKLocalSearch.Response`.
  open class Response: @unchecked Sendable {
    /// The places found.
    open var mapItems: [MKMapItem] { [] }
    /// The region they lie in.
    open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion(.world) }
  }

  /// The request.
  public let request: Request
  /// Whether a search is under way (never here: it ends at once).
  open private(set) var isSearching = false

  /// A search for `request`.
  public init(request: Request) { self.request = request }

  /// Searches: throws `MKError(.placemarkNotFound)`, as nothing can be found without map data.
  open func start() async throws -> Response { throw MKError(.placemarkNotFound) }
  /// Searches and calls `completionHandler` with no response and the error.
  open func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.placemarkNotFound))
  }
  /// Stops the search (nothing is under way).
  open func cancel() {}
}

/// A MapKit error, as `MKError`.
public struct MKError: LocalizedError, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: Int, Sendable {
    case unknown = 1
    case serverFailure
    case loadingThrottled
    case placemarkNotFound
    case directionsNotFound
    case decodingFailed
  }
  /// The code.
  public let code: Code
  /// The error of `code`.
  public init(_ code: Code) { self.code = code }
  public var description: String {
    code == .placemarkNotFound
      ? "No place matches the search (Apple's map data is not here)." : "MapKit error \(code)"
  }
  public var errorDescription: String? { description }
}

/// A suggested completion of what the user types, as MapKit's `MKLocalSearchCompletion`.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  /// The place's name.
  open var title: String
  /// A line under it.
  open var subtitle: String
  /// Where `title` matched what was typed.
  open var titleHighlightRanges: [NSValue] { [] }
  /// Where `subtitle` matched what was typed.
  open var subtitleHighlightRanges: [NSValue] { [] }
  /// A completion of `title` and `subtitle` (tests make them; searches find none here).
  public init(title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
  }
}

/// Suggests completions as the user types, as MapKit's `MKLocalSearchCompleter`. Without map
/// data no completion is found: each new `queryFragment` tells the delegate the results changed,
/// to none, as MapKit does when nothing matches.
@preconcurrency @MainActor open class MKLocalSearchCompleter: NSObject {
  /// What the user typed so far; setting it updates `results` (to none) and tells the delegate.
  open var queryFragment = "" {
    didSet {
      guard queryFragment != oldValue else { return }
      results = []
      delegate?.completerDidUpdateResults(self)
    }
  }
  /// The region to prefer.
  open var region = MKCoordinateRegion(.world)
  /// The kinds of result wanted.
  open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  /// Which points of interest count.
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// Who is told of results.
  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  /// The completions found.
  open private(set) var results: [MKLocalSearchCompletion] = []
  /// Whether a search is under way (never: each ends at once).
  open var isSearching: Bool { false }
  /// A completer.
  public override init() {}
  /// Stops the search.
  open func cancel() {}

  /// The kinds of completion, as MapKit's `MKLocalSearchCompleter.ResultType`.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Addresses.
    public static let address = ResultType(rawValue: 1)
    /// Points of interest.
    public static let pointOfInterest = ResultType(rawValue: 2)
    /// Search phrases.
    public static let query = ResultType(rawValue: 4)
    /// Physical features (iOS 18).
    public static let physicalFeature = ResultType(rawValue: 8)
  }
}

/// What a completer tells, as MapKit's `MKLocalSearchCompleterDelegate` (both methods optional,
/// as in MapKit).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  /// The completions changed.
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  /// Searching failed.
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}
