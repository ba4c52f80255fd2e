// SDL2: the live preview's window, input and framebuffer.
#include <SDL2/SDL.h>
