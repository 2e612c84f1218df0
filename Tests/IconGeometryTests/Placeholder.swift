import Testing
@testable import IconGeometry
