import LegibleCLI
import LegibleUI
import SwiftUIGallery

/// The SwiftUI gallery's previews as a catalog: `swift run gallery-screens screens` lists them,
/// `audit`, `render`, `dump` and `demo` work over them.
enum GalleryCatalog: LegibleCatalog {
  @MainActor static var previews: [DeclaredPreview] { SwiftUIGallery.LegiblePreviews.all }
}

GalleryCatalog.main()
