// libFuzzer harness: geometry from arbitrary bytes (scripts/fuzz raster). The bytes are read as
// path elements with coordinates that include NaN, infinities, ±1e9, ±1e300, subnormals, values
// one ulp off whole pixels, arbitrary fractions and grid fractions, a stroke style, a fill rule
// and a transform; the shape is flattened or stroked and rasterized on a small canvas. Non-finite
// input must throw RasterError.nonFiniteCoordinate; every coverage value must be finite and
// within 0...1; nothing may crash or hang.
import IconGeometry
import IconRaster

struct ByteReader {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var atEnd: Bool { index >= bytes.count }
    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    /// A coordinate: mostly small values on a 1/16 grid, sometimes a special value.
    mutating func number() -> Double {
        let b = byte()
        switch b {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e9
        case 4: return -1e9
        case 5: return 1e300
        case 6: return -1e300
        case 7: return 1e-300
        case 8: return Double(Int8(bitPattern: byte())) * 1e6
        // Subnormals and one ulp either side of whole pixels (canvas edges): clipping once made
        // 0/0 of ±5e-324 (review 13).
        case 9: return byte() & 1 == 0 ? .leastNonzeroMagnitude : -.leastNonzeroMagnitude
        case 10: return Double(byte() % 40).nextUp
        case 11: return Double(byte() % 40).nextDown
        // Off the grid: any fraction of 40 px, so interpolation rounds (an x an ulp past the
        // right edge once wrote past the row, review 14).
        case 12:
            var bits: UInt32 = 0
            for _ in 0 ..< 4 { bits = bits << 8 | UInt32(byte()) }
            return Double(bits) / 4_294_967_296 * 40
        default: return Double(Int16(bitPattern: UInt16(b) << 8 | UInt16(byte()))) / 512
        }
    }
    mutating func point() -> Point { Point(x: number(), y: number()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRaster(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let mode = r.byte()
    var path = Path()
    var elements = 0
    while !r.atEnd && elements < 64 {
        elements += 1
        switch r.byte() % 7 {
        case 0: path.move(to: r.point())
        case 1: path.line(to: r.point())
        case 2: path.quad(to: r.point(), control: r.point())
        case 3: path.cubic(to: r.point(), control1: r.point(), control2: r.point())
        case 4: path.arc(center: r.point(), radius: r.number(), startAngle: r.number(), sweep: r.number())
        case 5: path.arc(center: r.point(), radius: r.number(), startAngle: r.number(), endAngle: r.number(), clockwise: r.byte() & 1 == 0)
        default: path.close()
        }
    }
    if mode & 8 != 0 {
        path = path.transformed(by: Transform(a: r.number(), b: r.number(), c: r.number(), d: r.number(), tx: r.number(), ty: r.number()))
    }
    let rule: FillRule = mode & 1 == 0 ? .nonZero : .evenOdd
    let shape: Shape
    if mode & 2 == 0 {
        shape = .fill(path, rule: rule)
    } else {
        let join = LineJoin.allCases[Int(r.byte()) % LineJoin.allCases.count]
        let cap = LineCap.allCases[Int(r.byte()) % LineCap.allCases.count]
        shape = .stroke(path, StrokeStyle(width: r.number(), join: join, cap: cap, miterLimit: r.number()))
    }
    let tolerance = mode & 4 == 0 ? defaultFlatteningTolerance : 0.25
    let (outline, fillRule) = shape.fillOutline(tolerance: tolerance)
    var rasterizer = Rasterizer()
    do {
        let coverage = try rasterizer.coverage([FillItem(outline, rule: fillRule)], width: 19, height: 13)
        precondition(coverage.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "coverage out of range")
        var pixmap = try! Pixmap(width: 19, height: 13)
        try rasterizer.fill([FillItem(outline, rule: fillRule)], color: Color(r: 200, g: 100, b: 50, a: 180), into: &pixmap)
    } catch RasterError.nonFiniteCoordinate {
        precondition(!outline.isFinite, "nonFiniteCoordinate for a finite outline")
    } catch {
        preconditionFailure("unexpected \(error)")
    }
    return 0
}
