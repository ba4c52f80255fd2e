// PDFKit under its own name where Apple's is not: documents keep their pages (a file's or data's
// pages are counted from the PDF, and pages made from images keep their images), and a PDF view
// keeps its document and settings. Drawing a PDF needs Apple's renderer: a `PDFView` in a
// representable is a UIKit view, drawn by SwiftUI's layer as a reported placeholder.
import Foundation
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// A PDF document: its pages, in order.
open class PDFDocument: @unchecked Sendable {
  private var pages: [PDFPage]
  /// The file it was read from.
  public let documentURL: URL?
  /// The PDF bytes it was read from (nil for a document made here).
  private let data: Data?

  /// An empty document.
  public init() {
    pages = []
    documentURL = nil
    data = nil
  }
  /// The document in `data`; nil when it is not a PDF.
  public convenience init?(data: Data) { self.init(data: data, url: nil) }
  /// The document in the file at `url`; nil when it cannot be read or is not a PDF.
  public convenience init?(url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data, url: url)
  }
  private init?(data: Data, url: URL?) {
    guard data.starts(with: Array("%PDF-".utf8)) else { return nil }
    self.data = data
    documentURL = url
    pages = (0..<Self.pageCount(in: data)).map { _ in PDFPage() }
  }

  /// How many pages it has.
  open var pageCount: Int { pages.count }
  /// The page at `index`, or nil past the end.
  open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
  /// The index of `page` in the document, or `NSNotFound`.
  open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }
  /// Inserts `page` at `index` (clamped to the pages there are).
  open func insert(_ page: PDFPage, at index: Int) { pages.insert(page, at: min(max(0, index), pages.count)) }
  /// Removes the page at `index`, if there is one.
  open func removePage(at index: Int) { if pages.indices.contains(index) { pages.remove(at: index) } }
  /// The PDF bytes: those it was read from (a document made here has none to give, as nothing
  /// here writes PDF).
  open func dataRepresentation() -> Data? { data }
  /// The document's text (none is read here).
  open var string: String? { nil }

  /// The pages a PDF's bytes declare: its page objects (`/Type /Page`, not `/Pages`).
  static func pageCount(in data: Data) -> Int {
    let bytes = [UInt8](data)
    let marker = Array("/Type".utf8)
    var count = 0
    var index = 0
    while index + marker.count < bytes.count {
      if bytes[index..<(index + marker.count)].elementsEqual(marker) {
        var next = index + marker.count
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D {
          next += 1
        }
        let page = Array("/Page".utf8)
        if next + page.count <= bytes.count, bytes[next..<(next + page.count)].elementsEqual(page),
          next + page.count == bytes.count || bytes[next + page.count] != UInt8(ascii: "s")
        {
          count += 1
        }
        index = next
      } else {
        index += 1
      }
    }
    return count
  }
}

/// A page of a PDF document.
open class PDFPage: @unchecked Sendable {
  /// The image it was made from, if any.
  public let image: UIImage?
  /// Its label.
  open var label: String?

  /// An empty page.
  public init() { image = nil }
  /// A page showing `image`, its size.
  public init?(image: UIImage) { self.image = image }

  /// Its box: an image's size for a page made from one, else US Letter (612 × 792 points).
  open func bounds(for box: PDFDisplayBox) -> CGRect {
    CGRect(origin: .zero, size: image.map(\.size) ?? CGSize(width: 612, height: 792))
  }
}

/// Which box of a page is meant.
public enum PDFDisplayBox: Int, Sendable {
  case mediaBox, cropBox, bleedBox, trimBox, artBox
}

/// How a PDF view lays pages out.
public enum PDFDisplayMode: Int, Sendable {
  case singlePage, singlePageContinuous, twoUp, twoUpContinuous
}

/// Which way a PDF view's pages run.
public enum PDFDisplayDirection: Int, Sendable {
  case vertical, horizontal
}

/// UIKit's PDF view, as a representable sets it up: its document, scaling and layout are kept;
/// it is not drawn here (see `UIView`).
@preconcurrency @MainActor open class PDFView: UIView {
  open var document: PDFDocument?
  open var autoScales = false
  open var scaleFactor: CGFloat = 1
  open var minScaleFactor: CGFloat = 0.25
  open var maxScaleFactor: CGFloat = 5
  open var displayMode: PDFDisplayMode = .singlePageContinuous
  open var displayDirection: PDFDisplayDirection = .vertical
  open var displaysPageBreaks = true
  open var pageShadowsEnabled = true
  /// The page shown: the first, as nothing scrolls it.
  open var currentPage: PDFPage? { document?.page(at: 0) }
  /// Shows `page` (kept: the first page is what is current here).
  open func go(to page: PDFPage) {}
  /// The scale at which a page fills the view's width.
  open var scaleFactorForSizeToFit: CGFloat {
    guard let page = currentPage?.bounds(for: .mediaBox), page.width > 0 else { return 1 }
    return bounds.width / page.width
  }
}
