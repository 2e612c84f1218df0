// libFuzzer harness: PNG decoding of arbitrary bytes through libpng (scripts/fuzz png). Every
// input must decode or throw PNGError; a decoded image must have width * height * 4 bytes, and
// encoding it again must decode to the same pixels.
import IconPNG
import IconRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let image = try? PNGDecoder.decode(Array(UnsafeBufferPointer(start: data, count: size))) else { return 0 }
    precondition(image.width > 0 && image.height > 0 && image.rgba.count == image.width * image.height * 4, "decoded size")
    guard image.width * image.height <= 4096 else { return 0 }
    // Opaque pixels survive premultiplication exactly: check the round trip on those.
    var premultiplied = image.rgba
    for i in stride(from: 0, to: premultiplied.count, by: 4) where premultiplied[i + 3] != 255 {
        premultiplied[i] = 0; premultiplied[i + 1] = 0; premultiplied[i + 2] = 0; premultiplied[i + 3] = 0
    }
    let pixmap = try! Pixmap(width: image.width, height: image.height, premultipliedData: premultiplied)
    let png = try! PNGEncoder.encode(pixmap)
    precondition(try! PNGDecoder.decode(png).rgba == premultiplied, "re-encoded pixels differ")
    return 0
}
