import Foundation

/// Places in and beside the repository, found from this file's path
/// (`Tests/TestSupport/RepositoryPaths.swift`), with symlinks resolved so that a linked checkout
/// still finds its neighbours.
public enum RepositoryPaths {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let readme = root.appendingPathComponent("README.md")

    /// The documentation pages' folder.
    public static let docs = root.appendingPathComponent("docs")

    /// The committed icon set.
    public static let icons = root.appendingPathComponent("icons")

    /// Real route responses beside the repository (`../shared/fixtures/routes`): read-only, absent
    /// in a bare clone, so tests that read them are skipped without them
    /// (`routeFixturesPresent`).
    public static let routeFixtures = root.appendingPathComponent("../shared/fixtures/routes").standardized

    public static var routeFixturesPresent: Bool { FileManager.default.fileExists(atPath: routeFixtures.path) }

    /// The repository's own test documents (`Tests/Fixtures`): route responses in the documented
    /// shapes of formats whose real responses may not be passed on (Google, HERE).
    public static let testFixtures = root.appendingPathComponent("Tests/Fixtures")

    /// The bytes of the repository's own route document `name` (`Tests/Fixtures/routes`).
    public static func ownRouteFixture(_ name: String) throws -> Data {
        try Data(contentsOf: testFixtures.appendingPathComponent("routes").appendingPathComponent(name))
    }

    /// The bytes of the route fixture `name`.
    public static func routeFixture(_ name: String) throws -> Data {
        try Data(contentsOf: routeFixtures.appendingPathComponent(name))
    }
}
