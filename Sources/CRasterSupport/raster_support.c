// Everything lives in include/raster_support.h (static inline); SwiftPM needs one source file.
#include "raster_support.h"
