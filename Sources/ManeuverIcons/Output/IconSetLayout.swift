/// How the files of an icon set are arranged on disk: one of `all`. Equal when named alike.
public struct IconSetLayout: Hashable, Sendable, CustomStringConvertible {
    let rules: any IconSetLayoutRules

    init(_ rules: any IconSetLayoutRules) { self.rules = rules }

    /// Every layout, in the order help texts list them (a new layout adds itself here).
    public static let all: [IconSetLayout] = [.flat, .xcassets, .android, .xcassetsVector, .androidVector]

    /// The name `--layout` takes and the manifest records, such as `flat`.
    public var name: String { rules.name }
    /// Where the files go, in one line for help texts.
    public var summary: String { rules.summary }
    /// The screen scales (device pixels per point) the layout carries.
    public var scales: [Double] { rules.scales }
    /// The formats its files may have, the default first.
    public var formats: [IconSetFormat] { rules.formats }
    public var description: String { name }

    /// The layout named `text` (any letter case).
    /// - Throws: `IconSetError.invalidLayout` naming the value and the valid names.
    public init(parsing text: String) throws(IconSetError) {
        guard let layout = Self.all.first(where: { $0.name == text.lowercased() }) else {
            throw IconSetError.invalidLayout(text, allowed: Self.all.map(\.name))
        }
        self = layout
    }

    public static func == (a: IconSetLayout, b: IconSetLayout) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a layout decides, each in one file: its name, scales and formats, the path of every
/// image, and the files it adds (an asset catalog's Contents.json). Nothing outside a layout's file asks which
/// layout it is. A layout that needs more (another image format per item, images combined into
/// a sprite sheet) adds a requirement here with a default that keeps the others as they are.
protocol IconSetLayoutRules: Sendable {
    var name: String { get }
    var summary: String { get }
    var scales: [Double] { get }
    /// The formats the layout's files may have, the default first; default PNG only.
    var formats: [IconSetFormat] { get }
    /// The path of `item`'s image relative to the set's folder, `/`-separated, unique per item
    /// (`item.path` is not set yet).
    func path(for item: IconSetItem) -> String
    /// The files the layout adds for `items` of a set of `content`, paths as above (a tintable
    /// set's catalog marks its images as templates); default none.
    func supportFiles(for items: [IconSetItem], content: IconSetContent) -> [OutputFile]
}

extension IconSetLayoutRules {
    var formats: [IconSetFormat] { [.png] }
    func supportFiles(for items: [IconSetItem], content: IconSetContent) -> [OutputFile] { [] }
}
