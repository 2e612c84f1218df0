/// Size of the cells of a lanes image, in points.
///
/// Each lane is a cell `laneWidth` × `height` points, lanes left to right; with a `maximumWidth`
/// budget the cells narrow to `maximumWidth / n` when n lanes would not fit. A lane's arrows are
/// drawn in a 48 × 48 design cell scaled uniformly to fit its cell and centred in it; in a cell
/// taller than wide they sit at its top and their stems run down to its foot.
public struct LaneLayout: Sendable, Hashable {
    /// Width of one lane cell (points) when the lanes fit the budget.
    public var laneWidth: Double
    /// Height of the image (points).
    public var height: Double
    /// Width budget of the whole image (points), or nil for none.
    public var maximumWidth: Double?
    /// Dashed separators between lanes, in the secondary colour, like lane markings.
    public var separators: Bool

    public init(laneWidth: Double = 48, height: Double = 48, maximumWidth: Double? = nil, separators: Bool = true) {
        self.laneWidth = laneWidth; self.height = height
        self.maximumWidth = maximumWidth; self.separators = separators
    }

    /// 48 × 48-pt square cells (the size of `square48` maneuver icons), separators on; n lanes
    /// make an image 48·n × 48 pt.
    public static let standard = LaneLayout()
    /// CarPlay lane guidance (at most 120 × 18 pt): 18 × 18-pt cells, narrowing so that n lanes
    /// fit 120 pt (from 7 lanes on), no separators.
    public static let carPlay = LaneLayout(laneWidth: 18, height: 18, maximumWidth: 120, separators: false)
    /// A display slot `width` × `height` points (an instrument cluster's, a bike computer's):
    /// lanes `height` tall in square cells, narrowing so that n lanes fit `width`, separators on.
    public static func slot(width: Double, height: Double) -> LaneLayout {
        LaneLayout(laneWidth: height, height: height, maximumWidth: width)
    }

    /// The most lanes a lanes image shows; more is `CatalogueError.tooManyLanes`.
    public static let maximumLanes = 24

    /// Width of each of `count` cells (points).
    public func cellWidth(laneCount count: Int) -> Double {
        guard let budget = maximumWidth, count > 0 else { return laneWidth }
        return min(laneWidth, budget / Double(count))
    }

    /// Allowed cell width and height (points); a width budget may be up to `maximumLanes` times
    /// the largest cell, and cells may narrow below the range under a budget.
    public static let sideRange: ClosedRange<Double> = 1...1024

    var isValid: Bool {
        Self.sideRange.contains(laneWidth) && Self.sideRange.contains(height)
            && (maximumWidth.map { $0 >= Self.sideRange.lowerBound && $0 <= Self.sideRange.upperBound * Double(Self.maximumLanes) } ?? true)
    }
}
