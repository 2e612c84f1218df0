/// A growable buffer of plain values for the rasterizer's reusable scratch storage.
///
/// Unlike `Array` it hands out a stable base pointer with no uniqueness or bounds checks in hot
/// loops. It owns its memory only by convention: the single owner (`RasterWorkspace`) calls
/// `deallocate()` exactly once; copies of the struct must not outlive it.
struct ScratchBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Makes room for `n` elements, keeping the first `count`.
    mutating func reserve(_ n: Int) {
        guard n > capacity else { return }
        let newCapacity = max(n, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) mutating func append(_ e: Element) {
        if count == capacity { reserve(count + 1) }
        base[count] = e
        count += 1
    }

    /// Appends without a capacity check: the caller reserved room for it.
    @inline(__always) mutating func appendReserved(_ e: Element) {
        assert(count < capacity)
        base[count] = e
        count += 1
    }

    /// Sets `count` to `n` and every element to `value`.
    mutating func fill(count n: Int, with value: Element) {
        count = 0
        reserve(n)
        base.update(repeating: value, count: n)
        count = n
    }

    func deallocate() { base.deallocate() }
}
