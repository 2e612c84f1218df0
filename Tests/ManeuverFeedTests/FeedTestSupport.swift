import Foundation
import ManeuverCatalogue
@testable import ManeuverFeed
// The shared test helpers (repository paths), for every file here.
@_exported import TestSupport

/// Runs `body` and returns the `FeedError` it threw, nil when it did not throw.
func feedError<T>(_ body: () throws(FeedError) -> T) -> FeedError? {
    do { _ = try body(); return nil } catch { return error }
}

/// A lane built from (shape, recommended) pairs, for expectations written by hand.
func lane(_ directions: (LaneShape, Bool)...) -> Lane {
    Lane(laneDirections: directions.map { LaneDirection(laneShape: $0.0, recommended: $0.1) })
}
