import Testing
@testable import ManeuverFeed
