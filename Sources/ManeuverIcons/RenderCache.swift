import Foundation
import ManeuverCatalogue

/// Limits of the renderer's PNG cache. Both bound it: the least recently used entries are evicted
/// until the count is ≤ `maxEntries` and the summed PNG bytes are ≤ `maxBytes`. They bound the
/// stored PNGs only, not renders in flight: each holds its pixmap and scratch while it runs (about
/// 80 MB for a 4096-px side), so bound the concurrent renders of large sizes yourself.
public struct CacheLimits: Hashable, Sendable {
    /// Most PNGs kept (0 disables the cache).
    public var maxEntries: Int
    /// Most PNG bytes kept in total. Only the PNGs count: each entry also holds its key, about
    /// 0.1 KB for a maneuver and up to 2 KB for 24 lanes of several directions, so a cache of many
    /// small lane images uses several times more memory than this says. `maxEntries` bounds that
    /// part.
    public var maxBytes: Int

    public init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = max(0, maxEntries); self.maxBytes = max(0, maxBytes)
    }

    /// 1,024 entries and 16 MiB: every maneuver at several sizes, scales and themes, with room for
    /// lane images.
    public static let `default` = CacheLimits(maxEntries: 1024, maxBytes: 16 << 20)
    /// No caching.
    public static let disabled = CacheLimits(maxEntries: 0, maxBytes: 0)
}

/// What determines a rendered PNG, in canonical form (see `IconRenderer`): equal keys are the
/// same pixels, and requests drawing the same pixels share a key wherever the catalogue can tell.
/// A maneuver glyph fills a square of `pixels` on a side; a lanes glyph is scaled by `scale`.
enum RenderKey: Hashable, Sendable {
    case maneuver(ManeuverGlyphKey, pixels: Int, colors: IconColors, hinted: Bool)
    /// A glyph in a box of its own (the CarPlay junction form), scaled by `scale`.
    case framedManeuver(ManeuverGlyphKey, scale: Double, colors: IconColors, hinted: Bool)
    case lanes(LanesGlyphKey, scale: Double, colors: IconColors)
}

/// A least-recently-used map from request to PNG bytes, bounded by entries and bytes, guarded by
/// an `NSLock` (pthread-based: the thread sanitizer understands it, see platform notes).
final class RenderCache: @unchecked Sendable {
    private struct Node {
        var key: RenderKey
        var value: [UInt8]
        var prev: Int
        var next: Int
    }

    private let limits: CacheLimits
    private let lock = NSLock()
    // Doubly linked list over `nodes` (index-based, most recent at `head`), plus a free list.
    private var nodes: [Node] = []
    private var index: [RenderKey: Int] = [:]
    private var head = -1, tail = -1
    private var free: [Int] = []
    private var bytes = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init(limits: CacheLimits) { self.limits = limits }

    /// The cached PNG for `key`, marking it most recently used.
    func value(for key: RenderKey) -> [UInt8]? {
        guard limits.maxEntries > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        guard let i = index[key] else { misses += 1; return nil }
        hits += 1
        moveToFront(i)
        return nodes[i].value
    }

    /// Stores `value` for `key` and evicts least recently used entries beyond the limits. A value
    /// larger than `maxBytes` on its own is not stored.
    func insert(_ value: [UInt8], for key: RenderKey) {
        guard limits.maxEntries > 0, value.count <= limits.maxBytes else { return }
        lock.lock(); defer { lock.unlock() }
        if let i = index[key] {
            bytes += value.count - nodes[i].value.count
            nodes[i].value = value
            moveToFront(i)
        } else {
            let node = Node(key: key, value: value, prev: -1, next: head)
            let i: Int
            if let f = free.popLast() { nodes[f] = node; i = f } else { nodes.append(node); i = nodes.count - 1 }
            if head >= 0 { nodes[head].prev = i }
            head = i
            if tail < 0 { tail = i }
            index[key] = i
            bytes += value.count
        }
        while index.count > limits.maxEntries || bytes > limits.maxBytes, tail >= 0 {
            evictTail()
        }
    }

    /// Number of entries and total bytes held now.
    var usage: (entries: Int, bytes: Int) {
        lock.lock(); defer { lock.unlock() }
        return (index.count, bytes)
    }

    /// Counts of lookups that found and did not find an entry.
    var statistics: (hits: Int, misses: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hits, misses)
    }

    private func unlink(_ i: Int) {
        let p = nodes[i].prev, n = nodes[i].next
        if p >= 0 { nodes[p].next = n } else { head = n }
        if n >= 0 { nodes[n].prev = p } else { tail = p }
        nodes[i].prev = -1; nodes[i].next = -1
    }

    private func moveToFront(_ i: Int) {
        guard head != i else { return }
        unlink(i)
        nodes[i].next = head
        if head >= 0 { nodes[head].prev = i }
        head = i
        if tail < 0 { tail = i }
    }

    private func evictTail() {
        let i = tail
        unlink(i)
        index[nodes[i].key] = nil
        bytes -= nodes[i].value.count
        nodes[i].value = []
        free.append(i)
    }
}
