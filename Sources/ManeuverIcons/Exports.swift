// The renderer's callers see the model, the pixels and the feed types without extra imports.
@_exported import ManeuverCatalogue
@_exported import ManeuverFeed
@_exported import struct IconRaster.Pixmap
@_exported import struct IconRaster.Color
