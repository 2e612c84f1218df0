// libFuzzer harness: the feed parsers on arbitrary bytes (scripts/fuzz feed). Every input must
// return a value or throw FeedError / LaneSpecError: a crash, a trap or a hang is a finding.
import Foundation
import ManeuverFeed

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFeed(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = try? StepInfo.decode(bytes)
    _ = try? NavInfo.decode(bytes)
    _ = try? FeedDocument.decode(bytes)
    _ = try? RouteAdaptor.steps(from: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    if let lanes = try? LaneSpec.parse(text) {
        // Formatting parsed lanes and parsing them again gives the same lanes.
        let again = try? LaneSpec.parse(LaneSpec.format(lanes))
        precondition(again == lanes, "LaneSpec: parse(format(lanes)) != lanes")
    }
    return 0
}
