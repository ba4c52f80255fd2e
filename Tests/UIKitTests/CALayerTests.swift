import Foundation
import Testing

@testable import UIKit

/// A view's layer keeps what an app sets on it and follows the view's frame; rendered into an
/// image (the way apps snapshot a view), it is a placeholder of its bounds, as views are not
/// drawn here.
@MainActor @Suite struct CALayerTests {
  @Test func aViewsLayerFollowsItsFrameAndKeepsItsStyle() {
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 120))
    card.layer.cornerRadius = 12
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
    card.layer.shadowOpacity = 0.2
    #expect(card.layer.frame == card.frame && card.layer.bounds.size == CGSize(width: 200, height: 120))
    card.frame.size.height = 160
    #expect(card.layer.bounds.height == 160)
    #expect(card.layer.cornerRadius == 12 && card.layer.maskedCorners.contains(.layerMaxXMinYCorner))
    #expect(!card.layer.maskedCorners.contains(.layerMinXMaxYCorner))
  }

  @Test func sublayersAreAddedInOrderAndRemoved() {
    let root = CALayer()
    let back = CALayer()
    let front = CALayer()
    root.addSublayer(front)
    root.insertSublayer(back, at: 0)
    #expect(root.sublayers?.map { $0 === back } == [true, false])
    front.removeFromSuperlayer()
    #expect(root.sublayers?.count == 1 && front.superlayer == nil)
  }

  @Test func aViewRenderedIntoAnImageIsAPlaceholderOfItsBounds() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
      view.layer.render(in: context.cgContext)
    }
    guard case .drawing(let marks, let canvas) = image.source else {
      Issue.record("not a drawing: \(image.source)")
      return
    }
    #expect(canvas == CGSize(width: 80, height: 40))
    #expect(
      marks == [
        .image(source: "layer:UIView", rect: CGRect(x: 0, y: 0, width: 80, height: 40), alpha: 1, clip: nil)
      ])
  }
}
