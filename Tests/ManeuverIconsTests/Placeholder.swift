import Testing
@testable import ManeuverIcons
