import Testing
@testable import ManeuverCatalogue
