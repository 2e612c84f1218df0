import Testing
@testable import ManeuverIcons
import ManeuverCatalogue

/// The PNG cache is least-recently-used and bounded by entries and by bytes.
@Suite("Render cache")
struct RenderCacheTests {
    func key(_ i: Int) -> RenderKey { .maneuver(try! ManeuverGlyphs.key(for: Maneuver(rawValue: i)!), pixels: 96, colors: .day, hinted: false) }

    @Test("Evicts the least recently used entry beyond maxEntries")
    func entryLimit() {
        let c = RenderCache(limits: CacheLimits(maxEntries: 2, maxBytes: 1000))
        c.insert([1], for: key(1))
        c.insert([2], for: key(2))
        #expect(c.value(for: key(1)) == [1])      // 1 is now the most recent
        c.insert([3], for: key(3))                 // evicts 2
        #expect(c.value(for: key(2)) == nil)
        #expect(c.value(for: key(1)) == [1])
        #expect(c.value(for: key(3)) == [3])
        #expect(c.usage.entries == 2)
    }

    @Test("Evicts until the byte budget holds; a value over the budget is not kept")
    func byteLimit() {
        let c = RenderCache(limits: CacheLimits(maxEntries: 100, maxBytes: 10))
        c.insert([UInt8](repeating: 1, count: 4), for: key(1))
        c.insert([UInt8](repeating: 2, count: 4), for: key(2))
        c.insert([UInt8](repeating: 3, count: 4), for: key(3))   // 12 bytes > 10: evict 1
        #expect(c.value(for: key(1)) == nil)
        #expect(c.usage.bytes == 8)
        c.insert([UInt8](repeating: 9, count: 11), for: key(4))
        #expect(c.value(for: key(4)) == nil)
        #expect(c.usage.bytes == 8)
    }

    @Test("Replacing a value keeps the byte count right")
    func replace() {
        let c = RenderCache(limits: CacheLimits(maxEntries: 10, maxBytes: 100))
        c.insert([1, 2, 3], for: key(1))
        c.insert([1], for: key(1))
        #expect(c.usage == (1, 1) || (c.usage.entries == 1 && c.usage.bytes == 1))
        #expect(c.value(for: key(1)) == [1])
    }

    @Test("Keys differ by every option that changes the output")
    func keysDistinguishOptions() throws {
        func m(_ m: Maneuver, angle: Double? = nil, number: Int? = nil, pixels: Int = 96, colors: IconColors = .day) throws -> RenderKey {
            .maneuver(try ManeuverGlyphs.key(for: m, exitAngle: angle, exitNumber: number), pixels: pixels, colors: colors, hinted: false)
        }
        let keys: Set<RenderKey> = [
            try m(.turnLeft), try m(.turnLeft, pixels: 192), try m(.turnLeft, colors: .night), try m(.turnRight),
            try m(.roundaboutLeftClockwise), try m(.roundaboutLeftClockwise, angle: 100), try m(.roundaboutLeftClockwise, number: 2),
            try m(.roundaboutLeftCounterClockwise, angle: 100),
        ]
        #expect(keys.count == 8)
    }

    @Test("A hit returns the stored PNG without rendering again")
    func rendererHit() throws {
        let r = IconRenderer()
        let a = try r.maneuverPNG(.turnLeft)
        let b = try r.maneuverPNG(.turnLeft)
        #expect(a == b)
        #expect(r.cacheStatistics.hits == 1)
        #expect(r.cacheStatistics.misses == 1)
    }
}
