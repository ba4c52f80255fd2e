extension CheckID {
  /// What the check finds, in a sentence a reader of a report needs no other page for.
  public var explanation: String {
    switch self {
    case .textTruncated: "Text cut short with an ellipsis, or lines dropped: part of it cannot be read."
    case .textClipped: "Text cut off by a view that clips its content: glyphs are missing."
    case .overlap: "Text or controls drawn over each other, so one hides the other."
    case .offscreen: "Content wider than the screen, or a control no scrolling can bring into view."
    case .notScaling: "Text that keeps its size when the user asks for larger text."
    case .textShrunk:
      "Text set smaller to fit (minimumScaleFactor) until it is no larger than at the default size."
    case .needsLargeContentViewer:
      "An item of a bar that cannot grow, without the Large Content Viewer that shows it enlarged on a long press."
    case .iconNotScaling: "An icon that stays small beside text that grows."
    case .touchTarget: "An area that takes touches smaller than the chosen minimum (Apple's: 44 × 44 pt)."
    case .contrast:
      "Text whose colour is too close to what is behind it (WCAG: 4.5:1, or 3:1 for large text)."
    case .oversizedRow:
      "A row of a list taller than the list can show at once: part of it is never on screen."
    case .squeezedContent:
      "Scrolling content left a slit of the screen by views that stay in place and grew with the text."
    case .missingGlyphs: "Characters no installed font can draw: they show as boxes."
    case .wordBroken: "A word broken between letters across two lines, where it would fit whole."
    case .truncatedToStub: "An ellipsis that leaves too little of a word to read, or cuts a number or price."
    case .textOverflow: "Text drawn outside its own box or the box it sits in."
    case .safeArea: "Text or controls under the status bar, the notch or the home indicator."
    case .unmappedSymbol: "A symbol name with no drawing here: a placeholder is shown."
    case .missingAsset: "A colour or image name the app's asset catalog lacks."
    case .unrenderedContent:
      "Content only Apple's platform draws (a UIKit view, a map): a placeholder stands in."
    case .notApplied:
      "A modifier that changes what an iPhone draws, accepted here without an effect: the picture and the verdict may differ there."
    case .unreachable: "A place of the app whose way in (the control that opens it) is missing at this size."
    case .updateLoop:
      "A view that changes state it reads each time its body runs, so SwiftUI would evaluate it without end; the screen shows where the updates were stopped."
    case .screenFailed:
      "A screen whose code crashed, hung, ran out of memory or wrote without end at this configuration: nothing of it could be checked there."
    }
  }
}

extension Severity {
  /// What the severity means, for a report's readers.
  public var explanation: String {
    switch self {
    case .error: "A finding that breaks the screen for someone."
    case .warning: "A finding that is likely a problem."
    case .accepted:
      "A finding the screen's author declared acceptable (text marked as allowed to truncate); it never fails a run."
    }
  }
}
