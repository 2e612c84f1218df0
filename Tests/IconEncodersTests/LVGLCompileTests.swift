import Foundation
import IconEncoders
import Testing

/// The C descriptors compiled: each `lvgl-c` file is built with the system's C compiler against a
/// stand-in `lvgl.h` that declares the header structs with LVGL's bit fields (`lv_img_header_t`:
/// cf 5, always_zero 3, reserved 2, w 11, h 11; `lv_image_header_t`: magic 8, cf 8, flags 16,
/// w 16, h 16, stride 16, reserved_2 16), and a small program checks that the compiled
/// descriptor's header is byte for byte the `lvgl-bin` file's header and its data the file's data.
/// So the C source and the binary agree, and the binary header is laid out as the C compiler lays
/// out LVGL's bit fields. Skipped where there is no `cc`.
@Suite struct LVGLCompileTests {
    static let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let stub8 = """
    #pragma once
    #include <stdint.h>
    #define LV_IMG_CF_TRUE_COLOR 4
    #define LV_IMG_CF_TRUE_COLOR_ALPHA 5
    #define LV_IMG_CF_INDEXED_1BIT 7
    #define LV_IMG_CF_ALPHA_8BIT 14
    typedef struct { uint32_t cf : 5; uint32_t always_zero : 3; uint32_t reserved : 2; uint32_t w : 11; uint32_t h : 11; } lv_img_header_t;
    typedef struct { lv_img_header_t header; uint32_t data_size; const uint8_t * data; } lv_img_dsc_t;
    typedef lv_img_dsc_t descriptor_t;
    """
    static let stub9 = """
    #pragma once
    #include <stdint.h>
    #define LV_IMAGE_HEADER_MAGIC 0x19
    #define LV_COLOR_FORMAT_I1 0x07
    #define LV_COLOR_FORMAT_A8 0x0E
    #define LV_COLOR_FORMAT_RGB565 0x12
    #define LV_COLOR_FORMAT_RGB565A8 0x14
    typedef struct { uint32_t magic : 8; uint32_t cf : 8; uint32_t flags : 16; uint32_t w : 16; uint32_t h : 16;
                     uint32_t stride : 16; uint32_t reserved_2 : 16; } lv_image_header_t;
    typedef struct { lv_image_header_t header; uint32_t data_size; const uint8_t * data; const void * reserved; } lv_image_dsc_t;
    typedef lv_image_dsc_t descriptor_t;
    """
    static let check = """
    #include <stdio.h>
    #include <string.h>
    #include "lvgl.h"
    extern const descriptor_t icon;
    int main(int argc, char ** argv) {
        (void)argc;
        static unsigned char file[1 << 20];
        FILE * f = fopen(argv[1], "rb");
        if(!f) return 2;
        size_t n = fread(file, 1, sizeof file, f);
        size_t header = sizeof icon.header;
        return !(n == header + icon.data_size && memcmp(file, &icon.header, header) == 0
                 && memcmp(file + header, icon.data, icon.data_size) == 0);
    }
    """

    @Test(.enabled(if: compiler != nil), arguments: LVGLVersion.allCases)
    func compiledDescriptorIsTheBinaryFile(version: LVGLVersion) throws {
        let folder = ScratchFolder()
        try (version == .v8 ? Self.stub8 : Self.stub9).write(toFile: folder.file("lvgl.h"), atomically: true, encoding: .utf8)
        try Self.check.write(toFile: folder.file("check.c"), atomically: true, encoding: .utf8)
        // Not square, so that width and height cannot stand in for each other.
        let tall = try SpriteStrips([(name: "a", pixmap: testIcon(size: 29).pixmap), (name: "b", pixmap: testIcon(size: 29).pixmap)]).strips[0]
        let input = EncoderInput(pixmap: tall, inks: testIcon().inks)
        for cf in [LVGLColorFormat.i1, .a8, .rgb565, .rgb565a8] {
            let source = try LVGLImageEncoder(version: version, colorFormat: cf, container: .cSource(symbol: "icon")).encode(input)
            let binary = try LVGLImageEncoder(version: version, colorFormat: cf, container: .binary).encode(input)
            try Data(source).write(to: URL(fileURLWithPath: folder.file("icon.c")))
            try Data(binary).write(to: URL(fileURLWithPath: folder.file("icon.bin")))
            let build = try Self.run(Self.compiler!, ["-std=c99", "-Wall", "-Werror", "-DLV_LVGL_H_INCLUDE_SIMPLE", "-I", folder.path,
                                                      folder.file("icon.c"), folder.file("check.c"), "-o", folder.file("check")])
            #expect(build == 0, "\(cf) LVGL \(version.rawValue) does not compile")
            guard build == 0 else { continue }
            #expect(try Self.run(folder.file("check"), [folder.file("icon.bin")]) == 0, "\(cf) LVGL \(version.rawValue): descriptor and file differ")
        }
    }

    static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
