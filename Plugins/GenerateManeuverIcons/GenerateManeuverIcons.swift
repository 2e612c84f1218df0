import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-maneuver-icons [--output icons]
/// [--layout flat|xcassets|android]`: renders the whole maneuver icon set into a folder of the
/// package the command runs in, by running `maneuver-icons render --all`.
///
/// A relative `--output` is resolved against that package's directory; the folder must lie inside
/// it (the permission the command asks for is to write to the package directory; Linux has no
/// sandbox to enforce that, so the plugin does). Regeneration rewrites only
/// changed files and removes the files of the previous manifest that are no longer produced;
/// nothing else in the folder is touched.
@main
struct GenerateManeuverIcons: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print("""
            USAGE: swift package --allow-writing-to-package-directory generate-maneuver-icons [--output <dir>] [--layout flat|xcassets|android]

            Renders every maneuver (square96 and square48; scales 1, 2, 3 — android: 1, 1.5, 2, 3, 4; day and
            night) and common lane images into <dir> (default: icons, relative to the package), with
            manifest.json and index.html. Runs 'maneuver-icons render --all'.
            """)
            return
        }
        // ArgumentExtractor drops an option given last without a value: refuse it, and an empty
        // value (an unset variable would otherwise mean the package's own folder).
        for (index, argument) in arguments.enumerated() where ["--output", "--layout"].contains(argument) {
            guard index + 1 < arguments.count else { throw PluginFailure("\(argument) needs a value") }
        }
        for (index, argument) in arguments.enumerated()
        where argument == "--output=" || (argument == "--output" && arguments[index + 1].isEmpty) {
            throw PluginFailure("--output needs a folder name, not an empty string")
        }
        let outputs = extractor.extractOption(named: "output")
        let layouts = extractor.extractOption(named: "layout")
        guard outputs.count <= 1, layouts.count <= 1 else {
            throw PluginFailure("give --output and --layout at most once")
        }
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure("unexpected arguments \(extractor.remainingArguments.joined(separator: " ")); "
                + "valid options: --output <dir>, --layout flat|xcassets|android, --help")
        }
        let output = outputs.first ?? "icons"
        let packagePath = Self.realPath(context.package.directoryURL.path)
        let outputPath = Self.realPath(output.hasPrefix("/") ? output : packagePath + "/" + output)
        guard outputPath == packagePath || outputPath.hasPrefix(packagePath == "/" ? "/" : packagePath + "/") else {
            throw PluginFailure("--output \(output) is outside the package (\(packagePath)); the plugin writes only "
                + "inside it. Use 'maneuver-icons render --all --output <dir>' for other folders.")
        }
        let validLayouts = ["flat", "xcassets", "android"]
        if let layout = layouts.first, !validLayouts.contains(layout.lowercased()) {
            throw PluginFailure("invalid --layout '\(layout)': expected one of \(validLayouts.joined(separator: ", "))")
        }

        let tool = try context.tool(named: "maneuver-icons")
        var toolArguments = ["render", "--all", "--output", outputPath]
        if let layout = layouts.first { toolArguments += ["--layout", layout] }

        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("maneuver-icons \(toolArguments.joined(separator: " ")) failed with status \(process.terminationStatus)")
        }
    }
}

extension GenerateManeuverIcons {
    /// `path` with every symbolic link and `.`/`..` resolved, also where its last components do
    /// not exist yet: the deepest existing folder is resolved by `realpath`, the rest appended
    /// (`..` among those parts steps back up), so a link inside the package that points elsewhere
    /// is seen for what it is.
    static func realPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        var resolved = realpath(existing, nil)
        while resolved == nil, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
            resolved = realpath(existing, nil)
        }
        guard let resolved else { return existing }
        defer { free(resolved) }
        var result = String(cString: resolved)
        for part in rest {
            if part == ".." { result = (result as NSString).deletingLastPathComponent }
            else if part != "." && !part.isEmpty { result = result == "/" ? "/" + part : result + "/" + part }
        }
        return result
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
