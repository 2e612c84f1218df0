import Testing
@testable import IconRaster
