/// The C source of an LVGL image (`LVGLImageEncoder`'s `lvgl-c`): the pixel data as
/// `static const uint8_t <symbol>_map[]`, 16 bytes a line in hexadecimal, and the descriptor
/// `const lv_img_dsc_t <symbol>` (LVGL 8) or `const lv_image_dsc_t <symbol>` (LVGL 9) with its
/// header fields, `data_size` as a number and `data` pointing at the map. It includes `lvgl.h`
/// the way LVGL's own image converter output does (`LV_LVGL_H_INCLUDE_SIMPLE` picks `"lvgl.h"`
/// over `"lvgl/lvgl.h"`) and aligns the map with `LV_ATTRIBUTE_MEM_ALIGN` when LVGL defines it.
struct LVGLSource {
    let version: LVGLVersion
    let colorFormat: LVGLColorFormat
    let symbol: String
    let width: Int, height: Int, stride: Int
    let data: [UInt8]

    /// `name` as a C identifier: characters other than ASCII letters, digits and `_` become `_`,
    /// a leading digit (or an empty name) gets a `_` before it.
    static func identifier(_ name: String) -> String {
        var out = String(name.unicodeScalars.map { s -> Character in
            s.isASCII && (s.properties.isAlphabetic || ("0" ... "9").contains(s) || s == "_") ? Character(s) : "_"
        })
        if out.first.map({ $0.isNumber }) ?? true { out = "_" + out }
        return out
    }

    var text: String {
        let type = version == .v8 ? "lv_img_dsc_t" : "lv_image_dsc_t"
        var s = """
        /* \(symbol): \(width) x \(height) px, LVGL \(version.rawValue), \(colorFormat.constantName(version)), \(data.count) bytes.
         * Written by maneuver-icons. */
        #if defined(LV_LVGL_H_INCLUDE_SIMPLE)
        #include "lvgl.h"
        #else
        #include "lvgl/lvgl.h"
        #endif

        #ifndef LV_ATTRIBUTE_MEM_ALIGN
        #define LV_ATTRIBUTE_MEM_ALIGN
        #endif

        static const LV_ATTRIBUTE_MEM_ALIGN uint8_t \(symbol)_map[] = {

        """
        let digits = Array("0123456789abcdef")
        var line = ""
        for (i, byte) in data.enumerated() {
            line += (i % 16 == 0 ? "    " : " ") + "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)]) + ","
            if i % 16 == 15 || i == data.count - 1 { s += line + "\n"; line = "" }
        }
        s += "};\n\nconst \(type) \(symbol) = {\n"
        switch version {
        case .v8:
            s += "    .header.cf = \(colorFormat.constantName(version)),\n"
            s += "    .header.always_zero = 0,\n"
            s += "    .header.reserved = 0,\n"
        case .v9:
            s += "    .header.magic = LV_IMAGE_HEADER_MAGIC,\n"
            s += "    .header.cf = \(colorFormat.constantName(version)),\n"
            s += "    .header.flags = 0,\n"
        }
        s += "    .header.w = \(width),\n"
        s += "    .header.h = \(height),\n"
        if version == .v9 { s += "    .header.stride = \(stride),\n" }
        s += "    .data_size = \(data.count),\n"
        s += "    .data = \(symbol)_map,\n"
        s += "};\n"
        return s
    }
}
