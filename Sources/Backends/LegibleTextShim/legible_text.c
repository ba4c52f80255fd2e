#include "legible_text.h"

#include <fontconfig/fontconfig.h>
#include <glib-object.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdlib.h>
#include <string.h>

/// A font's ascent and descent, by the request fields that choose the font.
typedef struct {
  char family[128];
  int weight, italic, used;
  double size, ascent, descent;
} FontExtentsMemo;

enum { FONT_EXTENTS_MEMO_SIZE = 16 };

struct LegibleTypesetter {
  PangoFontMap *font_map;
  PangoContext *context;
  PangoLayout *layout;     // reused for every request
  PangoLayout *floor_layout;  // for legible_floor_measure
  // Contexts for prepared text, one per base direction, never changed after creation: a layout
  // made from a context lays itself out again when the context changes, as `context` does.
  PangoContext *prepare_context[2];
  PangoDirection base_dir;
  double *char_widths;     // scratch for intrinsic widths
  int char_widths_capacity;
  // The primary font's ascent and descent for the last fonts asked for (Pango caches the fonts;
  // this saves looking them up for every request): a screen's text comes in a few styles at a
  // time, taken in turn, so one entry would be replaced at nearly every request.
  FontExtentsMemo memo[FONT_EXTENTS_MEMO_SIZE];
  int memo_next;
};

/// The fontconfig configuration is made once per process and shared by every typesetter: Pango
/// keeps a reference to it for the font map's whole life, and building it scans the font folders.
static FcConfig *shared_config = NULL;
static char shared_config_error[256];

typedef struct {
  const char *xml;
  const char *app_fonts;
} ConfigSource;

/// Adds the app's font files to `config`; 0 and a message when one of them gives no font.
static int add_app_fonts(FcConfig *config, const char *paths) {
  for (const char *path = paths; path && *path; path += strlen(path) + 1) {
    FcFontSet *before = FcConfigGetFonts(config, FcSetApplication);
    int count = before ? before->nfont : 0;
    FcFontSet *after = NULL;
    if (FcConfigAppFontAddFile(config, (const FcChar8 *)path)) after = FcConfigGetFonts(config, FcSetApplication);
    if (!after || after->nfont <= count) {
      snprintf(shared_config_error, sizeof shared_config_error,
               "the app font %s gives no font: give a TrueType, OpenType or collection file that can be read", path);
      return 0;
    }
  }
  return 1;
}

static gpointer build_config(gpointer data) {
  const ConfigSource *source = data;
  FcConfig *config = FcConfigCreate();
  if (!config || !FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)source->xml, FcTrue)) {
    snprintf(shared_config_error, sizeof shared_config_error, "the fontconfig configuration could not be parsed");
  } else if (!FcConfigBuildFonts(config)) {
    snprintf(shared_config_error, sizeof shared_config_error, "fontconfig could not index the font folders");
  } else if (!add_app_fonts(config, source->app_fonts)) {
    // The message says which file.
  } else {
    FcFontSet *fonts = FcConfigGetFonts(config, FcSetSystem);
    if (fonts && fonts->nfont > 0) {
      shared_config = config;
      return NULL;
    }
    snprintf(shared_config_error, sizeof shared_config_error,
             "no pinned font is installed (Noto Sans, Noto Sans Devanagari, Noto Sans CJK SC, Noto Color Emoji); "
             "run scripts/setup, or install fonts-noto-core, fonts-noto-extra, fonts-noto-cjk and fonts-noto-color-emoji");
  }
  if (config) FcConfigDestroy(config);
  return NULL;
}

size_t legible_app_fonts_describe(char *out, size_t size) {
  if (size > 0) out[0] = 0;
  if (!shared_config) return 0;
  FcFontSet *fonts = FcConfigGetFonts(shared_config, FcSetApplication);
  size_t needed = 0;
  for (int i = 0; fonts && i < fonts->nfont; i++) {
    FcChar8 *postscript = NULL, *family = NULL;
    int weight = FC_WEIGHT_REGULAR, slant = FC_SLANT_ROMAN;
    FcPatternGetString(fonts->fonts[i], FC_POSTSCRIPT_NAME, 0, &postscript);
    FcPatternGetString(fonts->fonts[i], FC_FAMILY, 0, &family);
    FcPatternGetInteger(fonts->fonts[i], FC_WEIGHT, 0, &weight);
    FcPatternGetInteger(fonts->fonts[i], FC_SLANT, 0, &slant);
    char line[512];
    int length = snprintf(line, sizeof line, "%s\t%s\t%d\t%d\n", postscript ? (const char *)postscript : "",
                          family ? (const char *)family : "", (int)FcWeightToOpenType(weight), slant != FC_SLANT_ROMAN);
    if (length < 0) continue;
    if (needed + (size_t)length < size) memcpy(out + needed, line, (size_t)length + 1);
    needed += (size_t)length;
  }
  return needed;
}

static PangoContext *make_context(PangoFontMap *font_map, PangoDirection direction) {
  PangoContext *context = pango_font_map_create_context(font_map);
  // One point is one unit, whatever the display scale: layout happens in points, and Cairo's
  // transform turns points into pixels when drawing. Unhinted metrics keep positions identical at
  // 1x, 2x and 3x.
  pango_cairo_context_set_resolution(context, 72.0);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_context_set_base_dir(context, direction);
  return context;
}

/// Font maps are made and shut down one at a time in the process: both reach state Pango and
/// fontconfig share between font maps (the configuration's caches, Pango's per-process tables),
/// which concurrent layouts in separate typesetters only read. Typesetters are made rarely, so
/// this costs nothing in practice.
static GMutex font_map_lifecycle;
static LegibleTypesetter *create_typesetter(const char *fontconfig_xml, const char *app_fonts, char *error,
                                            size_t error_size);

LegibleTypesetter *legible_typesetter_create(const char *fontconfig_xml, const char *app_fonts, char *error,
                                             size_t error_size) {
  g_mutex_lock(&font_map_lifecycle);
  LegibleTypesetter *typesetter = create_typesetter(fontconfig_xml, app_fonts, error, error_size);
  g_mutex_unlock(&font_map_lifecycle);
  return typesetter;
}

static LegibleTypesetter *create_typesetter(const char *fontconfig_xml, const char *app_fonts, char *error,
                                            size_t error_size) {
  static GOnce once = G_ONCE_INIT;
  ConfigSource source = {fontconfig_xml, app_fonts};
  g_once(&once, build_config, &source);
  if (!shared_config) {
    snprintf(error, error_size, "%s", shared_config_error);
    return NULL;
  }
  FcConfig *config = shared_config;

  LegibleTypesetter *typesetter = calloc(1, sizeof(LegibleTypesetter));
  typesetter->font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(typesetter->font_map), config);

  typesetter->context = make_context(typesetter->font_map, PANGO_DIRECTION_LTR);
  typesetter->base_dir = PANGO_DIRECTION_LTR;
  typesetter->prepare_context[0] = make_context(typesetter->font_map, PANGO_DIRECTION_LTR);
  typesetter->prepare_context[1] = make_context(typesetter->font_map, PANGO_DIRECTION_RTL);
  typesetter->layout = pango_layout_new(typesetter->context);
  typesetter->floor_layout = pango_layout_new(typesetter->context);
  return typesetter;
}

void legible_typesetter_destroy(LegibleTypesetter *typesetter) {
  if (!typesetter) return;
  g_mutex_lock(&font_map_lifecycle);
  g_object_unref(typesetter->layout);
  g_object_unref(typesetter->floor_layout);
  g_object_unref(typesetter->context);
  g_object_unref(typesetter->prepare_context[0]);
  g_object_unref(typesetter->prepare_context[1]);
  // Fonts cached by the map refer back to it: break those cycles so the map, and the fontconfig
  // configuration it holds, are freed.
  pango_fc_font_map_shutdown(PANGO_FC_FONT_MAP(typesetter->font_map));
  g_object_unref(typesetter->font_map);
  g_mutex_unlock(&font_map_lifecycle);
  free(typesetter->char_widths);
  free(typesetter);
}

static PangoFontDescription *font_description(const LegibleTextRequest *request) {
  PangoFontDescription *description = pango_font_description_new();
  pango_font_description_set_family(description, request->family);
  pango_font_description_set_weight(description, (PangoWeight)request->weight);
  pango_font_description_set_style(description, request->italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_font_description_set_absolute_size(description, request->point_size * PANGO_SCALE);
  return description;
}

static PangoDirection base_direction(const LegibleTextRequest *request) {
  return request->direction == LEGIBLE_DIRECTION_RTL ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR;
}

static void set_up_layout(PangoLayout *layout, const LegibleTextRequest *request, int limit_lines);

/// Inserts one attribute over a span's bytes.
static void insert_over(PangoAttrList *attributes, PangoAttribute *attribute, int start, int end) {
  attribute->start_index = (guint)start;
  attribute->end_index = (guint)end;
  pango_attr_list_insert(attributes, attribute);
}

/// An attribute for `rgba`'s colour (0xRRGGBBAA; Pango draws lines opaque).
static PangoAttribute *line_color(PangoAttribute *(*make)(guint16, guint16, guint16), unsigned int rgba) {
  return make((guint16)(((rgba >> 24) & 0xFF) * 257), (guint16)(((rgba >> 16) & 0xFF) * 257),
              (guint16)(((rgba >> 8) & 0xFF) * 257));
}

/// A span's underline and strikethrough, each in its own colour where it has one (Pango draws a
/// line without a colour of its own in the text's colour, as iOS does).
static void add_line_attributes(PangoAttrList *attributes, const LegibleTextSpan *span, int start, int end) {
  if (span->underline != LEGIBLE_LINE_NONE) {
    insert_over(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end);
    if (span->has_underline_color) {
      insert_over(attributes, line_color(pango_attr_underline_color_new, span->underline_color), start, end);
    }
  }
  if (span->strikethrough != LEGIBLE_LINE_NONE) {
    insert_over(attributes, pango_attr_strikethrough_new(TRUE), start, end);
    if (span->has_strikethrough_color) {
      insert_over(attributes, line_color(pango_attr_strikethrough_color_new, span->strikethrough_color), start, end);
    }
  }
}

/// The spans' faces, sizes, colours, lines and baseline offsets as Pango attributes, each clamped
/// to the text.
static void add_span_attributes(PangoAttrList *attributes, const LegibleTextRequest *request) {
  for (int index = 0; request->spans && index < request->span_count; index++) {
    const LegibleTextSpan *span = &request->spans[index];
    int start = span->start < 0 ? 0 : (span->start > request->length ? request->length : span->start);
    int end = span->end < start ? start : (span->end > request->length ? request->length : span->end);
    if (end <= start) continue;
    if (span->family) insert_over(attributes, pango_attr_family_new(span->family), start, end);
    insert_over(attributes, pango_attr_weight_new((PangoWeight)span->weight), start, end);
    insert_over(attributes, pango_attr_style_new(span->italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL), start,
                end);
    if (span->point_size > 0) {
      insert_over(attributes, pango_attr_size_new_absolute((int)(span->point_size * PANGO_SCALE)), start, end);
    }
    if (span->has_foreground) {
      unsigned int rgba = span->foreground;
      guint16 red = (guint16)(((rgba >> 24) & 0xFF) * 257), green = (guint16)(((rgba >> 16) & 0xFF) * 257);
      guint16 blue = (guint16)(((rgba >> 8) & 0xFF) * 257), alpha = (guint16)((rgba & 0xFF) * 257);
      insert_over(attributes, pango_attr_foreground_new(red, green, blue), start, end);
      insert_over(attributes, pango_attr_foreground_alpha_new(alpha == 0 ? 1 : alpha), start, end);
    }
    add_line_attributes(attributes, span, start, end);
    if (span->baseline_offset != 0) {
      insert_over(attributes, pango_attr_rise_new((int)lround(span->baseline_offset * PANGO_SCALE)), start, end);
    }
  }
}

/// Whether San Francisco sets `script` (its per-size tracking reaches these runs only; the fonts
/// iOS falls back to for other scripts keep their own spacing).
static int is_latin_script(PangoScript script) {
  return script == PANGO_SCRIPT_LATIN || script == PANGO_SCRIPT_GREEK || script == PANGO_SCRIPT_CYRILLIC ||
         script == PANGO_SCRIPT_COMMON || script == PANGO_SCRIPT_INHERITED;
}

/// The request's letter spacing as Pango attributes: `letter_spacing` over the whole text, plus
/// `latin_letter_spacing` over its Latin, Greek and Cyrillic runs. Returns, in Pango units, the
/// spacing Pango leaves out at a line's ends: the half before the first run's first character and
/// the half after the last run's last one (Pango's own split of each character's spacing).
/// With no `attributes`, only that is worked out; `left` and `right` get its two halves.
static int add_letter_spacing(PangoAttrList *attributes, const LegibleTextRequest *request, int *left, int *right) {
  if (left) *left = 0;
  if (right) *right = 0;
  if (request->letter_spacing == 0 && request->latin_letter_spacing == 0) return 0;
  int first = 0, last = 0, seen = 0;
  PangoScriptIter *scripts = pango_script_iter_new(request->text, request->length);
  do {
    const char *start, *end;
    PangoScript script;
    pango_script_iter_get_range(scripts, &start, &end, &script);
    double spacing = request->letter_spacing + (is_latin_script(script) ? request->latin_letter_spacing : 0);
    int units = (int)lround(spacing * PANGO_SCALE);
    if (end <= start) continue;
    if (!seen) first = units;
    seen = 1;
    last = units;
    if (units != 0 && attributes) {
      insert_over(attributes, pango_attr_letter_spacing_new(units), (int)(start - request->text),
                  (int)(end - request->text));
    }
  } while (pango_script_iter_next(scripts));
  pango_script_iter_free(scripts);
  if (left) *left = first / 2;
  if (right) *right = last - last / 2;
  return first / 2 + (last - last / 2);
}

/// Sets the shared layout up for `request`; `limit_lines` applies the line limit and ellipsis.
static PangoLayout *configure(LegibleTypesetter *typesetter, const LegibleTextRequest *request, int limit_lines) {
  PangoLayout *layout = typesetter->layout;
  PangoDirection direction = base_direction(request);
  if (direction != typesetter->base_dir) {
    pango_context_set_base_dir(typesetter->context, direction);
    pango_layout_context_changed(layout);
    typesetter->base_dir = direction;
  }
  set_up_layout(layout, request, limit_lines);
  return layout;
}

/// Sets a layout up for `request`, whose context has the request's base direction.
static void set_up_layout(PangoLayout *layout, const LegibleTextRequest *request, int limit_lines) {
  // Automatic direction: an LTR context whose right-to-left paragraphs Pango detects and mirrors
  // (it swaps left and right alignment for paragraphs against the context's direction).
  pango_layout_set_auto_dir(layout, request->direction == LEGIBLE_DIRECTION_AUTO);

  PangoFontDescription *description = font_description(request);
  pango_layout_set_font_description(layout, description);
  pango_font_description_free(description);
  // Pango inserts a hyphen where it breaks a word; UIKit does not unless asked
  // (`hyphenationFactor`), so hyphens are an opt-in per request.
  PangoAttrList *attributes = pango_attr_list_new();
  pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(request->hyphenate ? TRUE : FALSE));
  int edge_spacing = add_letter_spacing(attributes, request, NULL, NULL);
  add_span_attributes(attributes, request);
  pango_layout_set_attributes(layout, attributes);
  pango_attr_list_unref(attributes);

  pango_layout_set_text(layout, request->text, request->length);
  pango_layout_set_wrap(layout, request->wrap_characters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
  // Pango fits a line as if the letter spacing after its last character were there, then leaves
  // it out: a line is given that much more room (less, for tightened text), so that text exactly
  // as wide as the width stays on one line and none ends past it.
  int width = (int)(request->width * PANGO_SCALE);
  pango_layout_set_width(layout, request->width < 0 ? -1 : (width + edge_spacing > 0 ? width + edge_spacing : width));
  int rtl = request->direction == LEGIBLE_DIRECTION_RTL;
  PangoAlignment alignment;
  switch (request->alignment) {
  case LEGIBLE_ALIGN_CENTER: alignment = PANGO_ALIGN_CENTER; break;
  case LEGIBLE_ALIGN_TRAILING: alignment = rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT; break;
  default: alignment = rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT; break;
  }
  pango_layout_set_alignment(layout, alignment);

  PangoEllipsizeMode ellipsize = PANGO_ELLIPSIZE_NONE;
  if (limit_lines && request->width >= 0 && request->max_lines > 0) {
    switch (request->truncation) {
    case LEGIBLE_TRUNCATE_END: ellipsize = PANGO_ELLIPSIZE_END; break;
    case LEGIBLE_TRUNCATE_MIDDLE: ellipsize = PANGO_ELLIPSIZE_MIDDLE; break;
    case LEGIBLE_TRUNCATE_HEAD: ellipsize = PANGO_ELLIPSIZE_START; break;
    default: break;
    }
  }
  pango_layout_set_ellipsize(layout, ellipsize);
  // A negative height is a line limit per paragraph; Pango only applies it while ellipsizing.
  pango_layout_set_height(layout, ellipsize != PANGO_ELLIPSIZE_NONE ? -request->max_lines : -1);
}

/// The ascent and descent of the request's primary font, in points.
static void primary_font_extents(LegibleTypesetter *typesetter, const LegibleTextRequest *request, double *ascent,
                                 double *descent) {
  for (int index = 0; index < FONT_EXTENTS_MEMO_SIZE; index++) {
    FontExtentsMemo *memo = &typesetter->memo[index];
    if (memo->used && memo->size == request->point_size && memo->weight == request->weight &&
        memo->italic == request->italic && strncmp(memo->family, request->family, 127) == 0) {
      *ascent = memo->ascent;
      *descent = memo->descent;
      return;
    }
  }
  PangoFontDescription *description = font_description(request);
  PangoFont *font = pango_context_load_font(typesetter->context, description);
  pango_font_description_free(description);
  *ascent = request->point_size * 0.8;
  *descent = request->point_size * 0.2;
  if (font) {
    PangoFontMetrics *metrics = pango_font_get_metrics(font, NULL);
    *ascent = (double)pango_font_metrics_get_ascent(metrics) / PANGO_SCALE;
    *descent = (double)pango_font_metrics_get_descent(metrics) / PANGO_SCALE;
    pango_font_metrics_unref(metrics);
    g_object_unref(font);
  }
  // The oldest entry gives way.
  FontExtentsMemo *memo = &typesetter->memo[typesetter->memo_next];
  typesetter->memo_next = (typesetter->memo_next + 1) % FONT_EXTENTS_MEMO_SIZE;
  snprintf(memo->family, sizeof memo->family, "%s", request->family);
  memo->weight = request->weight;
  memo->italic = request->italic;
  memo->size = request->point_size;
  memo->ascent = *ascent;
  memo->descent = *descent;
  memo->used = 1;
}

/// A span's size relative to the request's font, over its bytes: what a line's height follows.
typedef struct {
  int start, end;
  double scale;
  double rise; // points the span is raised (negative: lowered)
} SpanScale;

/// Where a line sits vertically. With a requested line height, every line is that tall times the
/// largest relative size of the text on it (1 for text in the request's font; a line holding a
/// span twice as large is twice as tall, as iOS sets a line as tall as its tallest font), and its
/// baseline is placed as Apple does: the primary font's ascent and descent, at that scale, centred
/// in the line; text raised (or lowered) by a baseline offset makes its line taller by as much
/// above (or below), as TextKit does. Without one, Pango's own positions are kept.
typedef struct {
  double leading, ascent, descent, spacing;
  SpanScale *scales; // owned; NULL when no span changes the size
  int scale_count;
} LinePlacement;

/// Text laid out in a Pango layout of its own, ready to draw (see the header).
struct LegiblePreparedText {
  PangoLayout *layout;
  int max_lines;
  LinePlacement place;
};

static LinePlacement placement(LegibleTypesetter *typesetter, const LegibleTextRequest *request) {
  // Spacing may be negative (lines closer than their height), never below half a line.
  double spacing = request->line_spacing > -request->line_height / 2 ? request->line_spacing : -request->line_height / 2;
  LinePlacement place = {request->line_height, 0, 0, spacing, NULL, 0};
  if (place.leading <= 0) return place;
  primary_font_extents(typesetter, request, &place.ascent, &place.descent);
  int sized = 0;
  for (int index = 0; request->spans && index < request->span_count; index++) {
    double size = request->spans[index].point_size;
    if ((size > 0 && size != request->point_size) || request->spans[index].baseline_offset != 0) sized++;
  }
  if (sized == 0 || request->point_size <= 0) return place;
  place.scales = calloc((size_t)request->span_count, sizeof(SpanScale));
  if (!place.scales) return place;
  for (int index = 0; index < request->span_count; index++) {
    const LegibleTextSpan *span = &request->spans[index];
    double scale = span->point_size > 0 ? span->point_size / request->point_size : 1;
    place.scales[place.scale_count++] = (SpanScale){span->start, span->end, scale, span->baseline_offset};
  }
  return place;
}

static void placement_free(LinePlacement *place) {
  free(place->scales);
  place->scales = NULL;
  place->scale_count = 0;
}

/// The largest relative size of the text in bytes [start, end): the spans' over what they cover,
/// and 1 where the request's own font shows.
static double line_scale(const LinePlacement *place, int start, int end) {
  if (place->scale_count == 0 || end <= start) return 1;
  double scale = 0;
  int covered = 0;
  for (int index = 0; index < place->scale_count; index++) {
    const SpanScale *span = &place->scales[index];
    int overlap = MIN(end, span->end) - MAX(start, span->start);
    if (overlap <= 0) continue;
    covered += overlap;
    scale = MAX(scale, span->scale);
  }
  return covered < end - start ? MAX(scale, 1) : scale;
}

/// How far the text in bytes [start, end) reaches above (`up`) and below (`down`) its line for
/// its spans' baseline offsets, in points.
static void line_rise(const LinePlacement *place, int start, int end, double *up, double *down) {
  *up = 0;
  *down = 0;
  for (int index = 0; index < place->scale_count; index++) {
    const SpanScale *span = &place->scales[index];
    if (MIN(end, span->end) - MAX(start, span->start) <= 0) continue;
    *up = MAX(*up, span->rise);
    *down = MAX(*down, -span->rise);
  }
}

/// The line's top, height and baseline, for the line whose text is `line` and that starts at
/// `cursor` (the bottom of the line before); advances `cursor` past it.
static void place_line(const LinePlacement *place, PangoLayoutLine *line, PangoRectangle logical,
                       int pango_baseline, double *cursor, double *top, double *height, double *baseline) {
  if (place->leading <= 0) {
    *top = (double)logical.y / PANGO_SCALE;
    *height = (double)logical.height / PANGO_SCALE;
    *baseline = (double)pango_baseline / PANGO_SCALE;
    return;
  }
  double scale = line_scale(place, line->start_index, line->start_index + line->length);
  double up = 0, down = 0;
  line_rise(place, line->start_index, line->start_index + line->length, &up, &down);
  double leading = place->leading * scale;
  *top = *cursor;
  *height = leading + up + down;
  *baseline = *top + up + (leading - (place->ascent + place->descent) * scale) / 2 + place->ascent * scale;
  *cursor += *height + place->spacing;
}

/// The widest piece between two break opportunities and the widest paragraph, from the advance of
/// each character in an unellipsized layout.
static void intrinsic_widths(LegibleTypesetter *typesetter, PangoLayout *layout, const LegibleTextRequest *request,
                             double *min_width, double *max_width) {
  const char *text = pango_layout_get_text(layout);
  int n_attrs = 0;
  const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &n_attrs);
  int n_chars = n_attrs > 0 ? n_attrs - 1 : 0;
  if (n_chars == 0) {
    *min_width = *max_width = 0;
    return;
  }
  if (typesetter->char_widths_capacity < n_chars) {
    free(typesetter->char_widths);
    typesetter->char_widths = malloc(sizeof(double) * (size_t)n_chars);
    typesetter->char_widths_capacity = n_chars;
  }
  double *widths = typesetter->char_widths;
  memset(widths, 0, sizeof(double) * (size_t)n_chars);
  int *units = NULL;
  int units_capacity = 0;

  // Runs come in visual order, usually increasing: count characters from the previous run.
  int known_byte = 0;
  long known_char = 0;
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  do {
    PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
    if (!run) continue;
    PangoItem *item = run->item;
    if (item->num_chars <= 0) continue;
    if (item->offset < known_byte) {
      known_byte = 0;
      known_char = 0;
    }
    long first = known_char + g_utf8_pointer_to_offset(text + known_byte, text + item->offset);
    known_byte = item->offset;
    known_char = first;
    if (first < 0 || first + item->num_chars > n_chars) continue;
    if (units_capacity < item->num_chars) {
      free(units);
      units = malloc(sizeof(int) * (size_t)item->num_chars);
      units_capacity = item->num_chars;
    }
    pango_glyph_string_get_logical_widths(run->glyphs, text + item->offset, item->length, item->analysis.level, units);
    for (int i = 0; i < item->num_chars; i++) widths[first + i] = (double)units[i] / PANGO_SCALE;
  } while (pango_layout_iter_next_run(iter));
  pango_layout_iter_free(iter);
  free(units);

  // Letter spacing: the unconstrained layout leaves out the half before a line's first character
  // and the half after its last; a piece alone on a line has both left out.
  int left_units = 0, right_units = 0;
  add_letter_spacing(NULL, request, &left_units, &right_units);
  double left = (double)left_units / PANGO_SCALE, right = (double)right_units / PANGO_SCALE;
  double widest_piece = 0, piece = 0, pending_space = 0;
  double widest_paragraph = 0, paragraph = 0;
  int piece_starts_line = 1;
  const char *cursor = text;
  for (int i = 0; i < n_chars; i++, cursor = g_utf8_next_char(cursor)) {
    int can_break = request->wrap_characters ? attrs[i].is_cursor_position : attrs[i].is_line_break;
    if (i > 0 && can_break) {
      piece = 0;
      pending_space = 0;
      piece_starts_line = 0;
    }
    if (attrs[i].is_mandatory_break && i > 0) {
      paragraph = 0;
      piece_starts_line = 1;
    }
    gunichar c = g_utf8_get_char(cursor);
    if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) {
      piece_starts_line = 1;
      continue;
    }
    paragraph += widths[i];
    if (paragraph > widest_paragraph) widest_paragraph = paragraph;
    if (attrs[i].is_white) {
      pending_space += widths[i];
    } else {
      piece += pending_space + widths[i];
      pending_space = 0;
      const char *next = g_utf8_next_char(cursor);
      gunichar after = i + 1 < n_chars ? g_utf8_get_char(next) : 0;
      int ends_line = i + 1 >= n_chars || attrs[i + 1].is_mandatory_break || after == '\n' || after == '\r' ||
                      after == 0x2028 || after == 0x2029;
      double alone = piece - (piece_starts_line ? 0 : left) - (ends_line ? 0 : right);
      if (alone > widest_piece) widest_piece = alone;
    }
  }
  *min_width = widest_piece;
  *max_width = widest_paragraph;
}

/// How a line whose text ends before character `next` (the next line's first) ends.
static int break_kind(const PangoLogAttr *attrs, int n_attrs, long next, int last, int hyphenate,
                      const char *after) {
  if (last || next <= 0 || next >= n_attrs - 1) return LEGIBLE_BREAK_END;
  // Pango leaves a paragraph separator out of the line it ends.
  gunichar c = g_utf8_get_char(after);
  if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) return LEGIBLE_BREAK_HARD;
  const PangoLogAttr *at = &attrs[next];
  if (at->is_mandatory_break) return LEGIBLE_BREAK_HARD;
  if (at->is_line_break) return LEGIBLE_BREAK_OPPORTUNITY;
  return hyphenate && at->break_inserts_hyphen ? LEGIBLE_BREAK_HYPHENATED : LEGIBLE_BREAK_INSIDE_WORD;
}

/// The text an ellipsis replaces on `line`: Pango points the ellipsis run's item at the whole
/// elided range.
static void elided_range(PangoLayoutLine *line, int *start, int *length) {
  for (GSList *node = line->runs; node; node = node->next) {
    PangoGlyphItem *run = node->data;
    if (run && run->item && (run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS)) {
      *start = run->item->offset;
      *length = run->item->length;
      return;
    }
  }
}

int legible_typesetter_measure(LegibleTypesetter *typesetter, const LegibleTextRequest *request,
                               LegibleTextMetrics *metrics, LegibleTextLine *lines, int capacity,
                               LegiblePreparedText **prepared) {
  memset(metrics, 0, sizeof(*metrics));
  PangoLayout *layout;
  if (prepared && (*prepared = legible_typesetter_prepare(typesetter, request))) {
    layout = (*prepared)->layout;
  } else {
    layout = configure(typesetter, request, 1);
  }
  int ellipsized = pango_layout_is_ellipsized(layout);
  metrics->wrapped = pango_layout_is_wrapped(layout);
  metrics->unknown_glyphs = pango_layout_get_unknown_glyphs_count(layout);

  int total = pango_layout_get_line_count(layout);
  int shown = total;
  // Pango limits lines per paragraph and only while ellipsizing: any other excess is dropped here.
  if (request->max_lines > 0 && shown > request->max_lines) shown = request->max_lines;
  metrics->line_count = shown;
  metrics->truncated = ellipsized || shown < total;

  LinePlacement place = placement(typesetter, request);
  const char *text = pango_layout_get_text(layout);
  int n_attrs = 0;
  const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &n_attrs);
  // Lines come in logical order: character offsets are counted on from the previous line's.
  int known_byte = 0;
  long known_char = 0;
  double left = 0, right = 0, bottom = 0, cursor = 0;
  double ink_left = 0, ink_top = 0, ink_right = 0, ink_bottom = 0;
  int have_ink = 0;
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  for (int index = 0; index < shown; index++) {
    PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter);
    PangoRectangle ink, logical;
    pango_layout_iter_get_line_extents(iter, &ink, &logical);
    int pango_baseline = pango_layout_iter_get_baseline(iter);
    double top, height, baseline;
    place_line(&place, line, logical, pango_baseline, &cursor, &top, &height, &baseline);
    double x = (double)logical.x / PANGO_SCALE, width = (double)logical.width / PANGO_SCALE;
    if (index < capacity) {
      int end = line->start_index + line->length;
      if (end < known_byte) {
        known_byte = 0;
        known_char = 0;
      }
      known_char += g_utf8_pointer_to_offset(text + known_byte, text + end);
      known_byte = end;
      lines[index] = (LegibleTextLine){line->start_index, line->length, x, top, width, height, baseline,
                                       break_kind(attrs, n_attrs, known_char, index == total - 1, request->hyphenate,
                                                  text + end),
                                       -1, 0};
      elided_range(line, &lines[index].elided_start, &lines[index].elided_length);
    }
    left = index == 0 ? x : MIN(left, x);
    right = index == 0 ? x + width : MAX(right, x + width);
    bottom = top + height;
    if (ink.width > 0 && ink.height > 0) {
      // Ink is measured from Pango's baseline; move it onto ours.
      double shift = baseline - (double)pango_baseline / PANGO_SCALE;
      double x0 = (double)ink.x / PANGO_SCALE, x1 = (double)(ink.x + ink.width) / PANGO_SCALE;
      double y0 = (double)ink.y / PANGO_SCALE + shift, y1 = (double)(ink.y + ink.height) / PANGO_SCALE + shift;
      ink_left = have_ink ? MIN(ink_left, x0) : x0;
      ink_right = have_ink ? MAX(ink_right, x1) : x1;
      ink_top = have_ink ? MIN(ink_top, y0) : y0;
      ink_bottom = have_ink ? MAX(ink_bottom, y1) : y1;
      have_ink = 1;
    }
    if (!pango_layout_iter_next_line(iter)) break;
  }
  pango_layout_iter_free(iter);
  placement_free(&place);

  // Natural and leading text is as wide as its lines reach (right-to-left lines reach the right
  // edge of the wrap width); centred and trailing text spans the whole width it was given.
  double layout_width = request->width >= 0 ? request->width : 0;
  int spans = request->alignment == LEGIBLE_ALIGN_CENTER || request->alignment == LEGIBLE_ALIGN_TRAILING;
  metrics->width = spans ? MAX(right, layout_width) : right;
  metrics->height = bottom;
  metrics->ink_x = ink_left;
  metrics->ink_y = ink_top;
  metrics->ink_width = ink_right - ink_left;
  metrics->ink_height = ink_bottom - ink_top;

  if (request->skip_intrinsic) return shown;
  if (ellipsized || metrics->wrapped) {
    // Ellipsized characters have no glyphs, and spaces at a wrap have no width: measure the whole
    // text once more on unwrapped lines.
    LegibleTextRequest whole = *request;
    whole.max_lines = 0;
    whole.width = -1;
    layout = configure(typesetter, &whole, 0);
  }
  intrinsic_widths(typesetter, layout, request, &metrics->min_intrinsic, &metrics->max_intrinsic);
  if (metrics->min_intrinsic > metrics->max_intrinsic) metrics->min_intrinsic = metrics->max_intrinsic;
  return shown;
}

void legible_floor_measure(LegibleTypesetter *typesetter, const LegibleTextRequest *request, double *width,
                           double *height) {
  PangoLayout *layout = typesetter->floor_layout;
  PangoFontDescription *description = font_description(request);
  pango_layout_set_font_description(layout, description);
  pango_font_description_free(description);
  pango_layout_set_text(layout, request->text, request->length);
  pango_layout_set_width(layout, request->width < 0 ? -1 : (int)(request->width * PANGO_SCALE));
  PangoRectangle logical;
  pango_layout_get_extents(layout, NULL, &logical);
  *width = (double)logical.width / PANGO_SCALE;
  *height = (double)logical.height / PANGO_SCALE;
}

void legible_typesetter_resolve_family(LegibleTypesetter *typesetter, const char *family, char *out, size_t out_size) {
  PangoFontDescription *description = pango_font_description_new();
  pango_font_description_set_family(description, family);
  pango_font_description_set_absolute_size(description, 12 * PANGO_SCALE);
  PangoFont *font = pango_context_load_font(typesetter->context, description);
  pango_font_description_free(description);
  out[0] = 0;
  if (!font) return;
  PangoFontDescription *resolved = pango_font_describe(font);
  const char *name = pango_font_description_get_family(resolved);
  snprintf(out, out_size, "%s", name ? name : "");
  pango_font_description_free(resolved);
  g_object_unref(font);
}

void legible_typesetter_face_name(LegibleTypesetter *typesetter, const char *family, int weight, int italic,
                                  char *out, size_t out_size) {
  PangoFontDescription *description = pango_font_description_new();
  pango_font_description_set_family(description, family);
  pango_font_description_set_weight(description, (PangoWeight)weight);
  pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_font_description_set_absolute_size(description, 12 * PANGO_SCALE);
  PangoFont *font = pango_context_load_font(typesetter->context, description);
  pango_font_description_free(description);
  out[0] = 0;
  if (!font) return;
  FcChar8 *name = NULL;
  if (PANGO_IS_FC_FONT(font)) {
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    if (pattern) FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &name);
  }
  snprintf(out, out_size, "%s", name ? (const char *)name : "");
  g_object_unref(font);
}

LegiblePreparedText *legible_typesetter_prepare(LegibleTypesetter *typesetter, const LegibleTextRequest *request) {
  LegiblePreparedText *text = calloc(1, sizeof(LegiblePreparedText));
  if (!text) return NULL;
  PangoContext *context = typesetter->prepare_context[base_direction(request) == PANGO_DIRECTION_RTL];
  text->layout = pango_layout_new(context);
  set_up_layout(text->layout, request, 1);
  text->max_lines = request->max_lines;
  text->place = placement(typesetter, request);
  return text;
}

void legible_prepared_text_draw(LegiblePreparedText *text, cairo_t *cr, double x, double y) {
  PangoLayout *layout = text->layout;
  int total = pango_layout_get_line_count(layout);
  int shown = text->max_lines > 0 && total > text->max_lines ? text->max_lines : total;
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  double cursor = 0;
  for (int index = 0; index < shown; index++) {
    PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter);
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(iter, NULL, &logical);
    double top, height, baseline;
    place_line(&text->place, line, logical, pango_layout_iter_get_baseline(iter), &cursor, &top, &height, &baseline);
    cairo_move_to(cr, x + (double)logical.x / PANGO_SCALE, y + baseline);
    pango_cairo_show_layout_line(cr, line);
    if (!pango_layout_iter_next_line(iter)) break;
  }
  pango_layout_iter_free(iter);
}

void legible_prepared_text_free(LegiblePreparedText *text) {
  if (!text) return;
  g_object_unref(text->layout);
  placement_free(&text->place);
  free(text);
}

cairo_status_t legible_buffer_write(void *closure, const unsigned char *data, unsigned int length) {
  LegibleBuffer *buffer = closure;
  if (buffer->failed) return CAIRO_STATUS_WRITE_ERROR;
  if (buffer->length + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 65536;
    while (capacity < buffer->length + length) capacity *= 2;
    unsigned char *bytes = realloc(buffer->bytes, capacity);
    if (!bytes) {
      buffer->failed = 1;
      return CAIRO_STATUS_NO_MEMORY;
    }
    buffer->bytes = bytes;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->length, data, length);
  buffer->length += length;
  return CAIRO_STATUS_SUCCESS;
}

void legible_buffer_free(LegibleBuffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->length = buffer->capacity = 0;
}

cairo_status_t legible_reader_read(void *closure, unsigned char *data, unsigned int length) {
  LegibleReader *reader = closure;
  if (reader->offset + length > reader->length) return CAIRO_STATUS_READ_ERROR;
  memcpy(data, reader->bytes + reader->offset, length);
  reader->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

#ifdef __GLIBC__
#include <malloc.h>
#endif

void legible_release_free_memory(void) {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}
