import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-maneuver-icons [--output <dir>]
/// [options]`: runs `maneuver-icons render --all` into a folder of the package the command runs
/// in (default `icons`). Every argument but `--output` goes to the tool as it is, so the tool's
/// options and layouts are the plugin's (`--help` shows them) and its errors are the tool's.
///
/// A relative `--output` is resolved against that package's directory, and the folder must lie
/// inside it: the permission the command asks for is to write to the package directory, and
/// Linux has no sandbox to enforce that, so the plugin does. The tool gets the resolved folder as
/// its only `--output`.
@main
struct GenerateManeuverIcons: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var outputs: [String] = [], passed: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--output" || argument == "-o" {
                guard index < arguments.count else { throw PluginFailure("\(argument) needs a folder name") }
                outputs.append(arguments[index])
                index += 1
            } else if let value = ["--output=", "-o="].first(where: argument.hasPrefix).map({ String(argument.dropFirst($0.count)) }) {
                outputs.append(value)
            } else {
                passed.append(argument)
            }
        }
        guard outputs.count <= 1 else { throw PluginFailure("give --output at most once") }
        // An empty value (an unset variable) would otherwise mean the package's own folder.
        let output = outputs.first ?? "icons"
        guard !output.isEmpty else { throw PluginFailure("--output needs a folder name, not an empty string") }
        let packagePath = Self.realPath(context.package.directoryURL.path)
        let outputPath = Self.realPath(output.hasPrefix("/") ? output : packagePath + "/" + output)
        guard outputPath == packagePath || outputPath.hasPrefix(packagePath == "/" ? "/" : packagePath + "/") else {
            throw PluginFailure("--output \(output) is outside the package (\(packagePath)); the plugin writes only "
                + "inside it. Use 'maneuver-icons render --all --output <dir>' for other folders.")
        }
        if passed.contains("--help") || passed.contains("-h") {
            print("USAGE: swift package --allow-writing-to-package-directory generate-maneuver-icons [--output <dir>] [options]\n\n"
                  + "Runs 'maneuver-icons render --all' into <dir> (default: icons, inside the package) with the options below.\n")
        }

        let toolArguments = ["render", "--all", "--output", outputPath] + passed
        let process = Process()
        process.executableURL = try context.tool(named: "maneuver-icons").url
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
