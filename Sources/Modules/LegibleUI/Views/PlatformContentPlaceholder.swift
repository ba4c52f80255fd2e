import Drawing
import Foundation
import Legible

/// What stands in for content only Apple's platform draws (a UIKit view, a map, a web page, a
/// camera): a grey crossed box of the size it is given, reported once per screen by the audit
/// (`unrendered-content`) with the API's name, so that a team sees what its verdict does not
/// cover. It takes the space it is offered, as a UIKit view with no size of its own does.
public struct PlatformContentPlaceholder: View {
  /// The API and type it stands in for ("UIViewRepresentable MapView").
  public let api: String

  /// A placeholder for `api`.
  public init(_ api: String) { self.api = api }

  public var body: some View {
    PlatformContentFill(api: api).overlay(CrossedBox().stroke(Color(Drawing.Color.systemGray2), lineWidth: 1))
  }
}

/// The placeholder's fill, which carries the report.
struct PlatformContentFill: View, PrimitiveView {
  typealias Body = Never
  let api: String

  func makeNode(_ context: _ViewContext) -> LeafNode<ShapeView> { LeafNode(context, ShapeView(.rectangle)) }

  func update(_ node: LeafNode<ShapeView>, _ context: _ViewContext) {
    node.view.fill = .systemGray5
    let missing = MissingResource.platformContent(api)
    if node.view.missingResource != missing { node.view.missingResource = missing }
    if node.view.accessibilityLabel != api { node.view.accessibilityLabel = api }
  }
}

/// A box with its diagonals.
struct CrossedBox: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLines([
      CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.minY),
    ])
    return path
  }
}
