import Foundation
import Testing
import ManeuverIcons

/// The feed daemon keeps one renderer and calls it from many threads. This suite hammers a shared
/// renderer from 8 threads with mixed requests and checks every answer against a single-threaded
/// reference. `scripts/test` runs it again under the thread sanitizer
/// (`swift test --sanitize=thread --filter ConcurrencyTests`), which fails the run on any data race.
@Suite("Concurrency")
struct ConcurrencyTests {
    enum Request: Sendable {
        case maneuver(Maneuver, ImageOptions)
        case lanes([Lane], LanesImageOptions)

        func png(_ r: IconRenderer) throws -> [UInt8] {
            switch self {
            case .maneuver(let m, let o): return try r.maneuverPNG(m, options: o)
            case .lanes(let l, let o): return try r.lanesPNG(l, options: o) ?? []
            }
        }
    }

    static let requests: [Request] = {
        var rs: [Request] = []
        let maneuvers: [Maneuver] = [.turnLeft, .turnRight, .roundaboutLeftClockwise, .roundaboutRightCounterClockwise,
                                     .ferryTrain, .destinationRight, .forkLeft, .mergeRight]
        for (i, m) in maneuvers.enumerated() {
            rs.append(.maneuver(m, ImageOptions(size: i % 2 == 0 ? .square48 : .square96, scale: Double(1 + i % 3),
                                                colors: i % 3 == 0 ? .night : .day)))
        }
        let lane = Lane(laneDirections: [LaneDirection(laneShape: .straight, recommended: true),
                                         LaneDirection(laneShape: .normalRight)])
        rs.append(.lanes([lane, lane, lane], LanesImageOptions(scale: 2)))
        rs.append(.lanes([lane], LanesImageOptions(layout: .carPlay, scale: 3)))
        return rs
    }()

    /// Runs `body(t)` for t in 0..<count, each on a thread of its own, released together once all
    /// exist, and waits for them. (`DispatchQueue.concurrentPerform` runs no more threads than there
    /// are cores, two on this project's machine, so the "8 threads" were two; found by review.)
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let gate = DispatchSemaphore(value: 0), done = DispatchGroup()
        for t in 0..<count {
            done.enter()
            Thread { gate.wait(); body(t); done.leave() }.start()
        }
        for _ in 0..<count { gate.signal() }
        done.wait()
    }

    @Test("8 threads, mixed requests, a cache small enough to evict: every answer is right")
    func hammer() throws {
        let reference = IconRenderer(cacheLimits: .disabled)
        let expected = try Self.requests.map { try $0.png(reference) }
        #expect(expected.allSatisfy { !$0.isEmpty })

        // Four entries for ten distinct requests: hits, misses and evictions interleave.
        let shared = IconRenderer(cacheLimits: CacheLimits(maxEntries: 4, maxBytes: 1 << 20))
        let threads = 8, rounds = 12
        let failures = Failures()
        ConcurrencyTests.onThreads(threads) { t in
            for round in 0..<rounds {
                let k = (t * 7 + round * 3) % Self.requests.count
                do {
                    let png = try Self.requests[k].png(shared)
                    if png != expected[k] { failures.add("thread \(t) round \(round) request \(k): wrong bytes") }
                } catch {
                    failures.add("thread \(t): \(error)")
                }
            }
        }
        #expect(failures.messages.isEmpty, "\(failures.messages)")
        let usage = shared.cacheUsage
        #expect(usage.entries <= 4)
        let stats = shared.cacheStatistics
        #expect(stats.hits + stats.misses == threads * rounds)
        #expect(stats.hits > 0)
    }
}

/// Thread-safe collection of failure messages.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ m: String) { lock.lock(); list.append(m); lock.unlock() }
    var messages: [String] { lock.lock(); defer { lock.unlock() }; return list }
}
