// The C libraries behind Legible's text and drawing backend: Pango (with HarfBuzz shaping and
// fontconfig font selection) and Cairo.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <glib-object.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
