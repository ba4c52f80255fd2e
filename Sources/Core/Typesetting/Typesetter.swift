/// Lays text out: turns a `TextRequest` into a `TextLayout`.
///
/// Contract for every implementation:
/// - it applies `TextRequest.sanitized` first, so bad sizes and widths have the documented meaning;
/// - it is deterministic: the same request gives the same layout;
/// - it never traps and never hangs on any string (empty, huge, malformed by Unicode's rules):
///   the work of a layout is bounded whatever the string, width and line limit. `PangoTypesetter`
///   lays out at most `BoundedText.maximumUTF8Length` bytes and `maximumLineCount` lines of a
///   request (reporting `isTruncated` when it shows less), and only as much of a long text as the
///   lines shown need; a release build lays out a 1 MB word at any width in well under a second.
/// - a request whose point size is 0 after sanitizing gives `TextLayout.empty`.
///
/// `PangoTypesetter` (module PangoCairo) shapes real fonts. `FixedAdvanceTypesetter` gives every
/// character the same advance, for testing layout arithmetic without fonts.
public protocol Typesetter: Sendable {
  /// The layout of `request`, following the contract above.
  func layout(_ request: TextRequest) -> TextLayout
}
