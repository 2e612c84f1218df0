/// A growable buffer of plain values with a stable base pointer and no uniqueness or bounds checks,
/// for the hot loops of flattening, stroking and rasterizing (where `Array.append` checks both
/// per element).
///
/// Noncopyable: exactly one owner holds the memory and frees it in `deinit`, so it cannot be freed
/// twice or used after it is freed. Hand a buffer to a working value and back with `take()`
/// (`consume` for locals). `base` stays valid until the buffer next grows (`append`, `reserve`,
/// `resize`, `fill`).
///
/// Elements are `BitwiseCopyable`: nothing is deinitialized, and elements past those written are
/// uninitialized (write each before reading it).
///
/// Shared by the geometry and raster modules of this package, not public API: it is SPI
/// (`@_spi(Unchecked) import IconGeometry`) only because `package` declarations are not inlined
/// into other modules, and the raster's hot loops need `append` inlined.
@_spi(Unchecked) public struct UncheckedBuffer<Element: BitwiseCopyable>: ~Copyable {
    @usableFromInline var storage: UnsafeMutablePointer<Element>
    @usableFromInline var allocated: Int

    /// The first element; valid for `capacity` elements.
    @inlinable public var base: UnsafeMutablePointer<Element> { storage }
    /// Elements allocated (0 only for the empty buffer of `init()`, which owns no memory).
    @inlinable public var capacity: Int { allocated }
    /// Elements in use, `0...capacity`. Setting it changes no element (`count = n` after writing
    /// elements directly at `base + count...` within the capacity `reserve` made).
    public var count = 0

    /// A buffer with room for `capacity` elements (at least 1).
    @inlinable public init(capacity: Int) {
        allocated = max(capacity, 1)
        storage = .allocate(capacity: allocated)
    }

    /// An empty buffer that owns no memory (what `take()` leaves behind); it allocates on first
    /// growth.
    @inlinable public init() {
        allocated = 0
        storage = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    @inlinable deinit {
        if allocated > 0 { storage.deallocate() }
    }

    /// The buffer, leaving an empty one (no memory) in its place.
    @inlinable public mutating func take() -> UncheckedBuffer {
        var taken = UncheckedBuffer()
        swap(&self, &taken)
        return taken
    }

    /// Bytes allocated.
    @inlinable public var byteCapacity: Int { capacity * MemoryLayout<Element>.stride }

    /// Makes room for `extra` more elements after the first `count` (which are kept).
    @inlinable @inline(__always) public mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// Moves the elements into a new allocation of at least `needed` (and at least twice the
    /// old capacity).
    @usableFromInline mutating func grow(to needed: Int) {
        let newCapacity = max(needed, 2 * allocated)
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        if allocated > 0 { storage.deallocate() }
        storage = newStorage
        allocated = newCapacity
    }

    @inlinable @inline(__always) public mutating func append(_ e: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Appends without a capacity check: the caller reserved room for it.
    @inlinable @inline(__always) public mutating func appendReserved(_ e: Element) {
        assert(count < capacity)
        (base + count).initialize(to: e)
        count += 1
    }

    /// Sets `count` to `n`, growing as needed; new elements are uninitialized.
    @inlinable @inline(__always) public mutating func resize(to n: Int) {
        if n > capacity { grow(to: n) }
        count = n
    }

    /// Sets `count` to `n` and every element to `value`.
    @inlinable public mutating func fill(count n: Int, with value: Element) {
        count = 0
        reserve(n)
        base.update(repeating: value, count: n)
        count = n
    }

    /// Drops every element; keeps the capacity.
    @inlinable @inline(__always) public mutating func removeAll() { count = 0 }

    /// Drops the last `k` elements.
    @inlinable @inline(__always) public mutating func removeLast(_ k: Int = 1) { count -= k }

    @inlinable @inline(__always) public subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inlinable @inline(__always) public var last: Element { base[count - 1] }

    /// The elements `range` as a new array.
    ///
    /// Built with `reserveCapacity` then one bulk append: that allocation path is specialized for
    /// `Element`, whereas `Array(unsafeUninitializedCapacity:)` allocates through the standard
    /// library's unspecialized code, which looks up the storage class's generic metadata at run
    /// time on every call.
    @inlinable public func array(_ range: Range<Int>) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(range.count)
        result.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        return result
    }

    @inlinable public func array() -> [Element] { array(0..<count) }
}
