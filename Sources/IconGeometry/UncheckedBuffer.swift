/// A growable, append-only buffer of plain values (trivial types such as `Point`, `Double`,
/// enums without payload: nothing is deinitialized) with unchecked element access, for the hot loops
/// of flattening and stroking (no uniqueness or bounds checks per element, unlike `Array.append`).
///
/// A value type that owns manually allocated memory: the owner must call `deallocate()` exactly once
/// (use `defer`), and must not use copies afterwards. Internal to this module.
struct UncheckedBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    /// Bytes allocated.
    var byteCapacity: Int { capacity * MemoryLayout<Element>.stride }

    /// Makes room for `extra` more elements.
    @inline(__always) mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, 2 * capacity)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) mutating func append(_ e: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Sets the count to `n`, growing as needed; new elements are uninitialized (plain values:
    /// write each before reading it).
    @inline(__always) mutating func resize(to n: Int) {
        if n > capacity { grow(to: n) }
        count = n
    }

    /// Sets the count after elements were written directly at `base + count...` (within capacity
    /// made by `reserve`).
    @inline(__always) mutating func setCount(_ n: Int) { count = n }

    /// Drops every element (plain values: nothing to deinitialize); keeps the capacity.
    @inline(__always) mutating func removeAll() { count = 0 }

    /// Drops the last `k` elements (plain values: nothing to deinitialize).
    @inline(__always) mutating func removeLast(_ k: Int = 1) { count -= k }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inline(__always) var last: Element { base[count - 1] }

    /// The elements `range` as a new array.
    ///
    /// Built with `reserveCapacity` then one bulk append: that allocation path is specialized for
    /// `Element` in this module, whereas `Array(unsafeUninitializedCapacity:)` allocates through the
    /// standard library's unspecialized code, which looks up the storage class's generic metadata
    /// at run time on every call (a few hundred instructions per array, several arrays per shape).
    func array(_ range: Range<Int>) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(range.count)
        result.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        return result
    }
    func array() -> [Element] { array(0..<count) }
}
