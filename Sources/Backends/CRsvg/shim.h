// librsvg: parses and draws SVG documents (Legible's vector icons) with Cairo. Only the three
// functions the renderer calls are declared here, as librsvg (2.46 and later) documents them, with their
// types named `<function>_function` for looking them up: the library itself is opened when an
// icon is first parsed (`RsvgLibrary`), so that a run that draws nothing does not load it and the
// libraries beneath it. Glib's and Cairo's headers come from Pango's.
#include <cairo.h>
#include <glib.h>

/// A parsed SVG document (a GObject: released with g_object_unref).
typedef struct _RsvgHandle RsvgHandle;

/// A rectangle in user units.
typedef struct {
  double x;
  double y;
  double width;
  double height;
} RsvgRectangle;

typedef RsvgHandle *(*rsvg_handle_new_from_data_function)(
    const guint8 *data, gsize data_len, GError **error);
typedef gboolean (*rsvg_handle_render_document_function)(
    RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
typedef gboolean (*rsvg_handle_get_geometry_for_layer_function)(
    RsvgHandle *handle, const char *id, const RsvgRectangle *viewport, RsvgRectangle *out_ink_rect,
    RsvgRectangle *out_logical_rect, GError **error);
