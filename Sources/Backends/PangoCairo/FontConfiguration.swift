import Typesetting

/// The project's own fontconfig configuration. It pins the fonts Legible lays text out with, so
/// that a layout is the same on every machine whatever else is installed:
///
/// - Noto Sans (Latin, Cyrillic, Greek), the default family, at its semi-condensed width: the
///   stand-in for iOS's system font (see `systemFontStandIn`);
/// - Noto Sans Devanagari (Hindi);
/// - Noto Sans CJK SC (Simplified Chinese);
/// - Noto Color Emoji;
/// - Noto Sans Hebrew and Noto Sans Arabic, so right-to-left text can be measured.
///
/// Each pinned family is accepted at its normal and semi-condensed widths only, and Noto Sans at its
/// condensed and extra-condensed widths besides (the system font's `Font.Width`s; Debian's Noto
/// has those widths for every family, which nothing of ours asks for): fontconfig then weighs
/// 129 faces instead of 183 each time Pango sorts the fallback fonts for a new size or weight. Every other font on the machine is
/// rejected. Colour emoji, which are bitmaps at one size, are
/// scaled to the size asked for. Fonts are looked for in the usual system and user
/// font folders; Debian's packages are fonts-noto-core, fonts-noto-extra (Noto Sans's other widths
/// and weights), fonts-noto-cjk and fonts-noto-color-emoji.
/// Generic names (sans-serif, serif, monospace, system-ui) resolve to Noto Sans, and every request
/// falls back through the pinned families in the order above.
public enum FontConfiguration {
  /// The pinned families, in fallback order.
  public static let families = [
    "Noto Sans", "Noto Sans Devanagari", "Noto Sans CJK SC", "Noto Color Emoji", "Noto Sans Hebrew",
    "Noto Sans Arabic",
  ]

  /// The face that stands for iOS's system font (SF Pro) in text of the default family: Noto Sans
  /// at 87.5% width, near SF Pro's widths where Noto Sans at its normal width is about 11% wider
  /// and would wrap and truncate text that fits on an iPhone; `SystemFontTracking` closes the rest
  /// at each size. The semi-condensed family has every weight, so `headline`'s semibold is
  /// semibold. A team licensed for the real font sets it
  /// instead (`AppFonts.useAsSystemFont`).
  public static let systemFontStandIn = "Noto Sans SemiCondensed"

  /// The widths a pinned family is accepted at (fontconfig's scale: 100 normal, 87 semi-condensed).
  public static let acceptedWidths = [100, 87]

  /// The narrower widths of the default family, accepted besides (75 condensed, 63 extra-condensed):
  /// the stand-ins for the system font's condensed and compressed widths (SwiftUI's `Font.Width`),
  /// asked for by their family names (`Font.condensedFamily`, `Font.compressedFamily`).
  public static let defaultFamilyNarrowWidths = [75, 63]

  /// Names that stand for "the default family" rather than a family of their own.
  public static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "system-ui"]

  /// The configuration, as fontconfig's XML; the app's font files (`AppFonts`) are accepted
  /// besides the pinned families.
  public static func xml(appFonts: [String] = []) -> String {
    let accepted =
      (families.flatMap { family in
        acceptedWidths.map { width in
          "      <pattern><patelt name=\"family\"><string>\(escaped(family))</string></patelt>"
            + "<patelt name=\"width\"><int>\(width)</int></patelt></pattern>"
        }
      }
      + defaultFamilyNarrowWidths.map { width in
        "      <pattern><patelt name=\"family\"><string>Noto Sans</string></patelt>"
          + "<patelt name=\"width\"><int>\(width)</int></patelt></pattern>"
      }
      + appFonts.map {
        "      <pattern><patelt name=\"file\"><string>\(escaped($0))</string></patelt></pattern>"
      }).joined(separator: "\n")
    let fallbacks = families.map { "      <string>\($0)</string>" }.joined(separator: "\n")
    let generics = genericFamilies.sorted().map { generic in
      """
        <alias binding="same">
          <family>\(generic)</family>
          <prefer><family>Noto Sans</family></prefer>
        </alias>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <dir>/usr/share/fonts</dir>
        <dir>/usr/local/share/fonts</dir>
        <dir prefix="xdg">fonts</dir>
        <cachedir prefix="xdg">fontconfig</cachedir>
        <selectfont>
          <rejectfont><pattern></pattern></rejectfont>
          <acceptfont>
      \(accepted)
          </acceptfont>
        </selectfont>
      \(generics)
        <!-- The system font's stand-in: Noto Sans at its semi-condensed width. -->
        <match target="pattern">
          <test name="family"><string>Noto Sans</string></test>
          <edit name="width" mode="assign"><const>semicondensed</const></edit>
        </match>
        <!-- The system font's expanded width: Noto Sans at its normal width, after the rule above. -->
        <match target="pattern">
          <test name="family"><string>\(Font.expandedFamily)</string></test>
          <edit name="family" mode="assign" binding="same"><string>Noto Sans</string></edit>
          <edit name="width" mode="assign"><const>normal</const></edit>
        </match>
        <match target="pattern">
          <edit name="family" mode="append_last">
      \(fallbacks)
          </edit>
        </match>
        <!-- Colour emoji are bitmaps drawn at one size: scale them to the size asked for. -->
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide>
              <name target="pattern">pixelsize</name>
              <name target="font">pixelsize</name>
            </divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times>
              <name>matrix</name>
              <matrix>
                <name>pixelsizefixupfactor</name> <double>0</double>
                <double>0</double> <name>pixelsizefixupfactor</name>
              </matrix>
            </times>
          </edit>
          <edit name="size" mode="assign">
            <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
          </edit>
        </match>
      </fontconfig>
      """
  }

  private static func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
      .replacing("\"", with: "&quot;")
  }
}
