// zlib: deflate and CRC-32, with which Legible writes PNG files at the speed it chooses.
#include <zlib.h>
