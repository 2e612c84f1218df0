import Foundation
import ManeuverCatalogue
@testable import ManeuverFeed

/// Locations next to the repository: the shared route fixtures (read-only, outside the repo, may
/// be absent in a bare checkout) and the documentation page that embeds the route table.
enum FeedPaths {
    /// This folder, with symlinks resolved (so a symlinked test folder still finds its neighbours).
    static let testsFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    static let routeFixtures = testsFolder.appendingPathComponent("../../../shared/fixtures/routes").standardized
    static let routeInputDoc = testsFolder.appendingPathComponent("../../docs/route-input.md").standardized

    static var routeFixturesPresent: Bool { FileManager.default.fileExists(atPath: routeFixtures.path) }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: routeFixtures.appendingPathComponent(name))
    }
}

/// Runs `body` and returns the `FeedError` it threw, nil when it did not throw.
func feedError<T>(_ body: () throws(FeedError) -> T) -> FeedError? {
    do { _ = try body(); return nil } catch { return error }
}

/// A lane built from (shape, recommended) pairs, for expectations written by hand.
func lane(_ directions: (LaneShape, Bool)...) -> Lane {
    Lane(laneDirections: directions.map { LaneDirection(laneShape: $0.0, recommended: $0.1) })
}
