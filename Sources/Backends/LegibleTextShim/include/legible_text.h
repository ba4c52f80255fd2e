// A thin C layer over Pango and Cairo for Legible's typesetter and renderer. It exists for what
// Swift cannot express directly (GObject casts, callbacks that fill a buffer) and to measure a
// layout in one call instead of dozens.
#ifndef LEGIBLE_TEXT_H
#define LEGIBLE_TEXT_H

#include <cairo.h>
#include <stddef.h>

typedef struct LegibleTypesetter LegibleTypesetter;

typedef enum { LEGIBLE_ALIGN_NATURAL, LEGIBLE_ALIGN_LEADING, LEGIBLE_ALIGN_CENTER, LEGIBLE_ALIGN_TRAILING } LegibleAlignment;
typedef enum { LEGIBLE_DIRECTION_AUTO, LEGIBLE_DIRECTION_LTR, LEGIBLE_DIRECTION_RTL } LegibleDirection;
typedef enum { LEGIBLE_TRUNCATE_END, LEGIBLE_TRUNCATE_MIDDLE, LEGIBLE_TRUNCATE_HEAD, LEGIBLE_TRUNCATE_CLIP } LegibleTruncation;

/// A line drawn under or through text: none, or one line (a pattern other than solid is drawn
/// solid by the Swift side, which reports it).
typedef enum { LEGIBLE_LINE_NONE, LEGIBLE_LINE_SINGLE } LegibleLineStyle;

/// A part of the text in a face, size or colour of its own (`TextSpan`), its size in points.
typedef struct {
  int start, end;          // UTF-8 byte offsets, on character boundaries
  const char *family;
  int weight;              // 100 ... 900
  int italic;
  double point_size;       // > 0
  int has_foreground;      // 1: drawn in `foreground`; 0: in the current source colour
  unsigned int foreground; // 0xRRGGBBAA
  int underline;           // LegibleLineStyle: a line under the span
  int has_underline_color; // 1: drawn in `underline_color`; 0: in the text's colour
  unsigned int underline_color; // 0xRRGGBBAA
  int strikethrough;       // LegibleLineStyle: a line through the span
  int has_strikethrough_color;
  unsigned int strikethrough_color;
  double baseline_offset;  // points the span is raised (negative: lowered); its line grows by it
} LegibleTextSpan;

/// A text request with every value already sanitized by the Swift side.
typedef struct {
  const char *text;        // UTF-8, no NUL inside
  int length;              // in bytes
  const char *family;
  int weight;              // 100 ... 900
  int italic;
  double point_size;       // > 0
  double line_height;      // points; <= 0 for the font's own
  double line_spacing;     // points between lines (with a line height), down to minus half a line; 0 for none
  int alignment;           // LegibleAlignment
  int direction;           // LegibleDirection
  double width;            // points; < 0 for no wrapping
  int max_lines;           // 0 for no limit
  int wrap_characters;     // 1: break between any characters; 0: at words
  int truncation;          // LegibleTruncation
  int skip_intrinsic;      // 1: leave min/max intrinsic widths at 0 (the caller knows them)
  int hyphenate;           // 1: a word broken inside gets a hyphen; 0: none (UIKit's default)
  double letter_spacing;   // points added between characters of every script (tracking, kerning)
  double latin_letter_spacing; // points added besides, in Latin, Greek and Cyrillic runs only
  const LegibleTextSpan *spans; // parts in a face of their own, or NULL
  int span_count;
} LegibleTextRequest;

/// Why a line ends.
typedef enum {
  LEGIBLE_BREAK_END,          // the text ends
  LEGIBLE_BREAK_HARD,         // a line or paragraph separator
  LEGIBLE_BREAK_OPPORTUNITY,  // a line break opportunity (UAX #14): between words, after a hyphen,
                              // between ideographs
  LEGIBLE_BREAK_INSIDE_WORD,  // between grapheme clusters that UAX #14 keeps together
  LEGIBLE_BREAK_HYPHENATED,   // inside a word, with a hyphen inserted
} LegibleBreakKind;

typedef struct {
  int start;               // UTF-8 byte offset
  int length;              // in bytes
  double x, y, width, height;
  double baseline;
  int break_kind;          // LegibleBreakKind: how the line ends
  int elided_start;        // UTF-8 byte offset of the text an ellipsis replaces, or -1
  int elided_length;       // in bytes
} LegibleTextLine;

typedef struct {
  double width, height;
  double ink_x, ink_y, ink_width, ink_height;
  int line_count;          // lines shown (after a clip-mode line limit)
  int truncated;
  int wrapped;
  int unknown_glyphs;
  double min_intrinsic, max_intrinsic;
} LegibleTextMetrics;

/// Makes a typesetter whose fonts come only from the given fontconfig configuration (XML) and
/// the app's own font files, `app_fonts` (paths, each ended by a NUL, the list by another). The
/// configuration is made once per process, by the first call: later calls share it, whatever
/// they pass. Returns NULL and writes a message into `error` when the configuration cannot be
/// used or an app font file gives no font.
LegibleTypesetter *legible_typesetter_create(const char *fontconfig_xml, const char *app_fonts, char *error,
                                             size_t error_size);
void legible_typesetter_destroy(LegibleTypesetter *typesetter);

/// The app's fonts in the process's configuration, a line each: PostScript name, family, weight
/// (CSS's 100–900) and 1 for italic, separated by tabs. Writes at most `size` bytes (cut short
/// with a NUL); returns the length the whole list needs.
size_t legible_app_fonts_describe(char *out, size_t size);

/// The PostScript name of the face text in `family` at `weight` (100–900) and slant is laid out
/// with (empty when none loads).
void legible_typesetter_face_name(LegibleTypesetter *typesetter, const char *family, int weight, int italic,
                                  char *out, size_t out_size);

typedef struct LegiblePreparedText LegiblePreparedText;

/// Lays the request out. Writes up to `capacity` lines and returns how many lines there are
/// (call again with a larger buffer when the result exceeds `capacity`). With `prepared`, the
/// layout is made in a Pango layout of its own and handed back ready to draw (see
/// `legible_prepared_text_draw`), so that drawing the same request shapes nothing again.
int legible_typesetter_measure(LegibleTypesetter *typesetter, const LegibleTextRequest *request,
                               LegibleTextMetrics *metrics, LegibleTextLine *lines, int capacity,
                               LegiblePreparedText **prepared);

/// The least a caller can ask of Pango for the same request: set the text, font and width, and
/// read the logical size. Benchmarks use it as the floor the typesetter is compared with.
void legible_floor_measure(LegibleTypesetter *typesetter, const LegibleTextRequest *request, double *width,
                           double *height);

/// The family fontconfig actually picks for `family`, written into `out`.
void legible_typesetter_resolve_family(LegibleTypesetter *typesetter, const char *family, char *out, size_t out_size);

/// A request laid out for drawing, kept by the caller between frames: a Pango layout of its own
/// (lines broken and shaped on first draw, then kept) and where its lines sit. It draws the same as
/// the request would, and does not depend on the typesetter's later use; free it with
/// `legible_prepared_text_free` before the typesetter is destroyed.

LegiblePreparedText *legible_typesetter_prepare(LegibleTypesetter *typesetter, const LegibleTextRequest *request);

/// Draws prepared text with its top left at (x, y) in the current user space of `cr`, in the
/// current source colour, showing only the lines a measurement reports.
void legible_prepared_text_draw(LegiblePreparedText *text, cairo_t *cr, double x, double y);

void legible_prepared_text_free(LegiblePreparedText *text);

/// A growable byte buffer for Cairo's stream writers.
typedef struct {
  unsigned char *bytes;
  size_t length;
  size_t capacity;
  int failed;
} LegibleBuffer;

cairo_status_t legible_buffer_write(void *closure, const unsigned char *data, unsigned int length);
void legible_buffer_free(LegibleBuffer *buffer);

typedef struct {
  const unsigned char *bytes;
  size_t length;
  size_t offset;
} LegibleReader;

cairo_status_t legible_reader_read(void *closure, unsigned char *data, unsigned int length);

// Gives the memory the C allocator keeps but no longer uses back to the system: glibc keeps what
// each thread freed in that thread's arena, so a process that drew large pictures on several
// threads stays as large as its largest moment. Does nothing with other C libraries.
void legible_release_free_memory(void);

#endif
