import Dispatch
import Foundation
import IconRaster
import Testing
@testable import IconPNG

/// Decision: encoding is safe from many threads at once (each thread has its own libpng/zlib
/// memory arena) and gives the same bytes as encoding serially.
@Test func concurrentEncodesMatchSerialOnes() throws {
    let icons = SyntheticIcons.all(size: 40).map(\.pixmap) + [SyntheticIcons.roundabout(size: 64)]
    let serial = try icons.map { try PNGEncoder.encode($0) }
    let results = ResultsBox(count: icons.count * 4)
    // A thread of its own per encode, all released together: `concurrentPerform` would run only
    // as many threads as there are cores (two here).
    let gate = DispatchSemaphore(value: 0), finished = DispatchGroup()
    for i in 0..<(icons.count * 4) {
        finished.enter()
        Thread {
            gate.wait()
            results.store(try? PNGEncoder.encode(icons[i % icons.count]), at: i)
            finished.leave()
        }.start()
    }
    for _ in 0..<(icons.count * 4) { gate.signal() }
    finished.wait()
    for i in 0..<(icons.count * 4) {
        #expect(results.value(at: i) == serial[i % icons.count], "encode \(i)")
    }
}

/// Slots written by different threads (each slot by one thread), read after they all finished.
final class ResultsBox: @unchecked Sendable {
    private var slots: [[UInt8]?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func store(_ value: [UInt8]?, at index: Int) { lock.withLock { slots[index] = value } }
    func value(at index: Int) -> [UInt8]? { lock.withLock { slots[index] } }
}

