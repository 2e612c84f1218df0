import Testing
@testable import IconPNG
