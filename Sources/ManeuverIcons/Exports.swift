// The renderer's callers see the model, the pixels and the feed types without extra imports.
@_exported import ManeuverCatalogue
@_exported import ManeuverVocabularies
@_exported import ManeuverFeed
@_exported import struct IconRaster.Pixmap
@_exported import struct IconRaster.Color
// The payloads of `RenderError.png` and `.raster`, so callers can match on them without importing
// the layers' own targets (which are not products; found by review).
@_exported import enum IconPNG.PNGError
@_exported import enum IconRaster.RasterError
// A device format's settings and errors (`DeviceFormat`, `RenderError.encoding`).
@_exported import enum IconEncoders.LVGLVersion
@_exported import enum IconEncoders.LVGLColorFormat
@_exported import enum IconEncoders.EncoderError
@_exported import struct IconEncoders.InkThreshold
@_exported import struct IconEncoders.SpriteStrips
