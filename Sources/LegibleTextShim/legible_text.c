#include "legible_text.h"

#include <fontconfig/fontconfig.h>
#include <glib-object.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdlib.h>
#include <string.h>

struct LegibleTypesetter {
  PangoFontMap *font_map;
  PangoContext *context;
  PangoLayout *layout;     // reused for every request
  PangoDirection base_dir;
  double *char_widths;     // scratch for intrinsic widths
  int char_widths_capacity;
};

LegibleTypesetter *legible_typesetter_create(const char *fontconfig_xml, char *error, size_t error_size) {
  FcConfig *config = FcConfigCreate();
  if (!config || !FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)fontconfig_xml, FcTrue)) {
    snprintf(error, error_size, "the fontconfig configuration could not be parsed");
    if (config) FcConfigDestroy(config);
    return NULL;
  }
  if (!FcConfigBuildFonts(config)) {
    snprintf(error, error_size, "fontconfig could not index the configured font directories");
    FcConfigDestroy(config);
    return NULL;
  }
  FcFontSet *fonts = FcConfigGetFonts(config, FcSetSystem);
  if (!fonts || fonts->nfont == 0) {
    snprintf(error, error_size,
             "no pinned font is installed (Noto Sans, Noto Sans Devanagari, Noto Sans CJK SC, Noto Color Emoji); "
             "run scripts/setup, or install fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji");
    FcConfigDestroy(config);
    return NULL;
  }

  LegibleTypesetter *typesetter = calloc(1, sizeof(LegibleTypesetter));
  typesetter->font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(typesetter->font_map), config);
  FcConfigDestroy(config);  // the font map holds its own reference

  typesetter->context = pango_font_map_create_context(typesetter->font_map);
  // One point is one unit, whatever the display scale: layout happens in points, and Cairo's
  // transform turns points into pixels when drawing. Unhinted metrics keep positions identical at
  // 1x, 2x and 3x.
  pango_cairo_context_set_resolution(typesetter->context, 72.0);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(typesetter->context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(typesetter->context, FALSE);
  typesetter->base_dir = PANGO_DIRECTION_NEUTRAL;
  pango_context_set_base_dir(typesetter->context, PANGO_DIRECTION_NEUTRAL);
  typesetter->layout = pango_layout_new(typesetter->context);
  return typesetter;
}

void legible_typesetter_destroy(LegibleTypesetter *typesetter) {
  if (!typesetter) return;
  g_object_unref(typesetter->layout);
  g_object_unref(typesetter->context);
  g_object_unref(typesetter->font_map);
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

/// Sets the shared layout up for `request`; `limit_lines` applies the line limit and ellipsis.
static PangoLayout *configure(LegibleTypesetter *typesetter, const LegibleTextRequest *request, int limit_lines) {
  PangoLayout *layout = typesetter->layout;
  PangoDirection direction = request->direction == LEGIBLE_DIRECTION_LTR   ? PANGO_DIRECTION_LTR
                             : request->direction == LEGIBLE_DIRECTION_RTL ? PANGO_DIRECTION_RTL
                                                                           : PANGO_DIRECTION_NEUTRAL;
  if (direction != typesetter->base_dir) {
    pango_context_set_base_dir(typesetter->context, direction);
    pango_layout_context_changed(layout);
    typesetter->base_dir = direction;
  }
  pango_layout_set_auto_dir(layout, request->direction == LEGIBLE_DIRECTION_AUTO);

  PangoFontDescription *description = font_description(request);
  pango_layout_set_font_description(layout, description);
  pango_font_description_free(description);

  PangoAttrList *attributes = pango_attr_list_new();
  if (request->line_height > 0) {
    pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute((int)(request->line_height * PANGO_SCALE)));
  }
  pango_layout_set_attributes(layout, attributes);
  pango_attr_list_unref(attributes);

  pango_layout_set_text(layout, request->text, request->length);
  pango_layout_set_wrap(layout, request->wrap_characters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width(layout, request->width < 0 ? -1 : (int)(request->width * PANGO_SCALE));
  PangoAlignment alignment = request->alignment == LEGIBLE_ALIGN_CENTER     ? PANGO_ALIGN_CENTER
                             : request->alignment == LEGIBLE_ALIGN_TRAILING ? PANGO_ALIGN_RIGHT
                                                                            : PANGO_ALIGN_LEFT;
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
  pango_layout_set_height(layout, ellipsize != PANGO_ELLIPSIZE_NONE && request->max_lines > 0 ? -request->max_lines : -1);
  return layout;
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

  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  do {
    PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
    if (!run) continue;
    PangoItem *item = run->item;
    if (item->num_chars <= 0) continue;
    long first = g_utf8_pointer_to_offset(text, text + item->offset);
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

  double widest_piece = 0, piece = 0, pending_space = 0;
  double widest_paragraph = 0, paragraph = 0;
  for (int i = 0; i < n_chars; i++) {
    int can_break = request->wrap_characters ? attrs[i].is_cursor_position : attrs[i].is_line_break;
    if (i > 0 && can_break) {
      piece = 0;
      pending_space = 0;
    }
    if (attrs[i].is_mandatory_break && i > 0) {
      paragraph = 0;
    }
    gunichar c = g_utf8_get_char(g_utf8_offset_to_pointer(text, i));
    if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) continue;
    paragraph += widths[i];
    if (paragraph > widest_paragraph) widest_paragraph = paragraph;
    if (attrs[i].is_white) {
      pending_space += widths[i];
    } else {
      piece += pending_space + widths[i];
      pending_space = 0;
      if (piece > widest_piece) widest_piece = piece;
    }
  }
  *min_width = widest_piece;
  *max_width = widest_paragraph;
}

int legible_typesetter_measure(LegibleTypesetter *typesetter, const LegibleTextRequest *request,
                               LegibleTextMetrics *metrics, LegibleTextLine *lines, int capacity) {
  memset(metrics, 0, sizeof(*metrics));
  PangoLayout *layout = configure(typesetter, request, 1);
  int ellipsized = pango_layout_is_ellipsized(layout);
  metrics->wrapped = pango_layout_is_wrapped(layout);
  metrics->unknown_glyphs = pango_layout_get_unknown_glyphs_count(layout);

  int total = pango_layout_get_line_count(layout);
  int shown = total;
  // Pango limits lines per paragraph and only while ellipsizing: any other excess is dropped here.
  if (request->max_lines > 0 && shown > request->max_lines) shown = request->max_lines;
  metrics->line_count = shown;
  metrics->truncated = ellipsized || shown < total;

  PangoRectangle ink_total = {0}, logical_total = {0};
  int have_ink = 0;
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  int index = 0;
  double layout_width = request->width >= 0 ? request->width : 0;
  do {
    if (index >= shown) break;
    PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter);
    PangoRectangle ink, logical;
    pango_layout_iter_get_line_extents(iter, &ink, &logical);
    int baseline = pango_layout_iter_get_baseline(iter);
    if (index < capacity) {
      lines[index].start = line->start_index;
      lines[index].length = line->length;
      lines[index].x = (double)logical.x / PANGO_SCALE;
      lines[index].y = (double)logical.y / PANGO_SCALE;
      lines[index].width = (double)logical.width / PANGO_SCALE;
      lines[index].height = (double)logical.height / PANGO_SCALE;
      lines[index].baseline = (double)baseline / PANGO_SCALE;
    }
    if (index == 0) {
      logical_total = logical;
    } else {
      int right = MAX(logical_total.x + logical_total.width, logical.x + logical.width);
      logical_total.x = MIN(logical_total.x, logical.x);
      logical_total.width = right - logical_total.x;
      logical_total.height = logical.y + logical.height - logical_total.y;
    }
    if (ink.width > 0 && ink.height > 0) {
      if (!have_ink) {
        ink_total = ink;
        have_ink = 1;
      } else {
        int right = MAX(ink_total.x + ink_total.width, ink.x + ink.width);
        int bottom = MAX(ink_total.y + ink_total.height, ink.y + ink.height);
        ink_total.x = MIN(ink_total.x, ink.x);
        ink_total.y = MIN(ink_total.y, ink.y);
        ink_total.width = right - ink_total.x;
        ink_total.height = bottom - ink_total.y;
      }
    }
    index++;
  } while (pango_layout_iter_next_line(iter));
  pango_layout_iter_free(iter);

  // Natural and leading text is as wide as its lines reach (right-to-left lines reach the right
  // edge of the wrap width); centred and trailing text spans the whole width it was given.
  double right = (double)(logical_total.x + logical_total.width) / PANGO_SCALE;
  int spans = request->alignment == LEGIBLE_ALIGN_CENTER || request->alignment == LEGIBLE_ALIGN_TRAILING;
  metrics->width = spans ? MAX(right, layout_width) : right;
  metrics->height = (double)logical_total.height / PANGO_SCALE;
  metrics->ink_x = (double)ink_total.x / PANGO_SCALE;
  metrics->ink_y = (double)ink_total.y / PANGO_SCALE;
  metrics->ink_width = (double)ink_total.width / PANGO_SCALE;
  metrics->ink_height = (double)ink_total.height / PANGO_SCALE;

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

void legible_typesetter_draw(LegibleTypesetter *typesetter, cairo_t *cr, const LegibleTextRequest *request,
                             double x, double y) {
  PangoLayout *layout = configure(typesetter, request, 1);
  int total = pango_layout_get_line_count(layout);
  int shown = request->max_lines > 0 && total > request->max_lines ? request->max_lines : total;
  PangoLayoutIter *iter = pango_layout_get_iter(layout);
  int index = 0;
  do {
    if (index >= shown) break;
    PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter);
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(iter, NULL, &logical);
    double baseline = (double)pango_layout_iter_get_baseline(iter) / PANGO_SCALE;
    cairo_move_to(cr, x + (double)logical.x / PANGO_SCALE, y + baseline);
    pango_cairo_show_layout_line(cr, line);
    index++;
  } while (pango_layout_iter_next_line(iter));
  pango_layout_iter_free(iter);
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
