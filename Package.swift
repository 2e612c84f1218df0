// swift-tools-version: 6.0
// maneuver-icons: turn-by-turn maneuver and lane icons as crisp PNGs.
//
// Layers (dependencies point one way, top to bottom):
//   IconGeometry      points, transforms, paths, flattening, stroker (geometry in, geometry out)
//   IconRaster        exact-area scanline rasterizer and RGBA8 pixmap (sees only fill outlines);
//     CRasterSupport  its inner loops' C helpers: unchecked float-to-integer conversion, word fill, pixel blend (a C header, inlined)
//   CPNG + IconPNG    PNG encode/decode over libpng and zlib (sees only pixels)
//   IconEncoders      device formats behind one interface: grey and palette PNG, RGB565, LVGL,
//                     packed 1-bit rows, sprite strips (sees only pixels)
//   ManeuverCatalogue maneuvers, lane shapes and their glyph geometry (never touches pixels)
//   ManeuverVocabularies  every platform's maneuver values as tables, read into the catalogue's model
//   ManeuverFeed      SDK-shaped step input and OSRM-format route responses mapped to steps
//   ManeuverIcons     the renderer that joins them: options, themes, SVG export, cache
//   maneuver-icons    the command-line tool
import PackageDescription

let package = Package(
    name: "maneuver-icons",
    products: [
        .library(name: "ManeuverIcons", targets: ["ManeuverIcons"]),
        .executable(name: "maneuver-icons", targets: ["maneuver-icons"]),
        .plugin(name: "GenerateManeuverIcons", targets: ["GenerateManeuverIcons"]),
    ],
    targets: [
        .target(name: "IconGeometry"),
        .target(name: "CRasterSupport"),
        .target(name: "IconRaster", dependencies: ["IconGeometry", "CRasterSupport"]),
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .target(name: "IconPNG", dependencies: ["CPNG", "IconRaster"]),
        .target(name: "IconEncoders", dependencies: ["IconPNG", "IconRaster"]),
        .target(name: "ManeuverCatalogue", dependencies: ["IconGeometry"]),
        .target(name: "ManeuverVocabularies", dependencies: ["ManeuverCatalogue"]),
        .target(name: "ManeuverFeed", dependencies: ["ManeuverCatalogue", "ManeuverVocabularies"]),
        .target(
            name: "ManeuverIcons",
            dependencies: ["IconGeometry", "IconRaster", "IconPNG", "IconEncoders", "ManeuverCatalogue", "ManeuverVocabularies", "ManeuverFeed"]
        ),
        .executableTarget(name: "maneuver-icons", dependencies: ["ManeuverIcons"]),
        .plugin(
            name: "GenerateManeuverIcons",
            capability: .command(
                intent: .custom(verb: "generate-maneuver-icons",
                                description: "Render the whole maneuver icon set with manifest.json and index.html into a folder (default icons)."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated icons, manifest.json and index.html into the output folder (default icons/).")]
            ),
            dependencies: ["maneuver-icons"]
        ),
        .executableTarget(
            name: "maneuver-icons-bench",
            dependencies: ["ManeuverIcons", "IconGeometry", "IconRaster", "IconPNG", "ManeuverCatalogue"]
        ),
        // Helpers the test targets share (scratch folders, PNG headers, repository paths).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "IconGeometryTests", dependencies: ["IconGeometry"]),
        .testTarget(name: "IconRasterTests", dependencies: ["IconRaster"]),
        .testTarget(name: "IconPNGTests", dependencies: ["IconPNG", "TestSupport"]),
        .testTarget(name: "IconEncodersTests", dependencies: ["IconEncoders", "IconPNG", "IconRaster", "TestSupport"]),
        .testTarget(name: "ManeuverCatalogueTests", dependencies: ["ManeuverCatalogue"]),
        .testTarget(name: "ManeuverVocabulariesTests", dependencies: ["ManeuverVocabularies", "TestSupport"]),
        .testTarget(name: "ManeuverFeedTests", dependencies: ["ManeuverFeed", "TestSupport"]),
        .testTarget(name: "ManeuverIconsCLITests", dependencies: ["maneuver-icons", "ManeuverIcons", "TestSupport"]),
        .testTarget(
            name: "ManeuverIconsTests",
            dependencies: ["ManeuverIcons", "IconPNG", "IconRaster", "IconGeometry", "ManeuverCatalogue", "ManeuverFeed",
                           "TestSupport"]
        ),
    ]
)
