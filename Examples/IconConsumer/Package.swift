// swift-tools-version: 6.0
// An example package that uses maneuver-icons: the ManeuverIcons library from code, and the
// generate-maneuver-icons command plugin to render the whole icon set into this package.
import PackageDescription

let package = Package(
    name: "IconConsumer",
    dependencies: [
        .package(name: "maneuver-icons", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "IconConsumer",
            dependencies: [.product(name: "ManeuverIcons", package: "maneuver-icons")]
        ),
    ]
)
