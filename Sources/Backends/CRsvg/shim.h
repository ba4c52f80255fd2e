// librsvg: parses and draws SVG documents (Legible's vector icons) with Cairo.
#include <librsvg/rsvg.h>
