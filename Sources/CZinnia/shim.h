// Zinnia, the online handwriting recogniser (one character per call), for Swift; only
// InkHandwriting uses it. The models are the Tegaki ones packaged in Debian
// (tegaki-zinnia-japanese, tegaki-zinnia-simplified-chinese).
#ifndef INKSTONE_CZINNIA_SHIM_H
#define INKSTONE_CZINNIA_SHIM_H
#include <zinnia.h>
#endif
