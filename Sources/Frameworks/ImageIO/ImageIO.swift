// Image I/O as apps and image-loading packages use it to learn about an image before showing it,
// under its own name where Apple's is not: `CGImageSource` reads a PNG's, JPEG's or GIF's header
// (its type, its size in pixels, a GIF's frames with their delays and loop count) and makes
// `CGImage`s of that size, whole or as thumbnails, from data given at once or bit by bit. Pixels
// are not decoded here: an image made from a source is drawn by SwiftUI as a placeholder of its
// size, which the audit reports. A HEIC file is recognised, without its size; EXIF orientation is
// not read (no orientation is given); `CGImageDestination` (encoding) is not here.
@_exported import CoreGraphics
