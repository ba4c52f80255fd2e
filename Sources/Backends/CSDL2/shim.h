// SDL2: the live preview's window, input and framebuffer. Only SDL2's declarations come from
// here: the library itself is opened when a window first opens (`SDL2Library`), so that a program
// that opens none does not load it and the libraries beneath it. Each function the window calls
// has its type named `<function>_function`, for looking it up.
#include <SDL2/SDL.h>

#define LEGIBLE_SDL2_FUNCTION(name) typedef __typeof__(&name) name##_function;
LEGIBLE_SDL2_FUNCTION(SDL_Init)
LEGIBLE_SDL2_FUNCTION(SDL_InitSubSystem)
LEGIBLE_SDL2_FUNCTION(SDL_QuitSubSystem)
LEGIBLE_SDL2_FUNCTION(SDL_Quit)
LEGIBLE_SDL2_FUNCTION(SDL_GetError)
LEGIBLE_SDL2_FUNCTION(SDL_GetDisplayUsableBounds)
LEGIBLE_SDL2_FUNCTION(SDL_GetCurrentVideoDriver)
LEGIBLE_SDL2_FUNCTION(SDL_CreateWindow)
LEGIBLE_SDL2_FUNCTION(SDL_DestroyWindow)
LEGIBLE_SDL2_FUNCTION(SDL_SetWindowSize)
LEGIBLE_SDL2_FUNCTION(SDL_CreateRenderer)
LEGIBLE_SDL2_FUNCTION(SDL_DestroyRenderer)
LEGIBLE_SDL2_FUNCTION(SDL_CreateTexture)
LEGIBLE_SDL2_FUNCTION(SDL_DestroyTexture)
LEGIBLE_SDL2_FUNCTION(SDL_UpdateTexture)
LEGIBLE_SDL2_FUNCTION(SDL_RenderClear)
LEGIBLE_SDL2_FUNCTION(SDL_RenderCopy)
LEGIBLE_SDL2_FUNCTION(SDL_RenderPresent)
LEGIBLE_SDL2_FUNCTION(SDL_GetTicks)
LEGIBLE_SDL2_FUNCTION(SDL_WaitEventTimeout)
LEGIBLE_SDL2_FUNCTION(SDL_PollEvent)
#undef LEGIBLE_SDL2_FUNCTION
