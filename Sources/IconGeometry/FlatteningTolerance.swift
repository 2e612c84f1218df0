/// The default flattening tolerance in device pixels: the largest distance allowed between a curve
/// (Bézier, circular arc, round join or cap) and the chords that replace it.
///
/// Why 0.002 px: the rasterizer downstream computes exact area coverage, so the only geometric
/// error left in a pixel is the area between the true curve and its chords inside that pixel.
/// That region is at most `tolerance` thick and the chords cross a pixel over at most √2 px, so the
/// coverage error is ≤ √2 · 0.002 ≈ 0.0028 (0.72/255) in the worst case. For the curvature radii
/// of an icon (r ≤ 125 px) every chord, of length 2·√(2·r·tolerance), is shorter than a pixel's
/// diagonal and the whole lens between chord and arc, (2/3)·tolerance·chord, is ≤ 0.0019
/// (≈ 0.48/255). That leaves the rest of the 1/255 budget to the 8-bit rounding of coverage.
/// Arcs, round joins and caps, and Béziers put their interior vertices just outside the curve,
/// so that the chords straddle it (`straddleFactor`, `SubdivisionCount.straddledChordFactor`):
/// the area the chords add outside the curve and take inside it nearly cancel along each chord,
/// and Béziers need about 17 % fewer chords for the same tolerance (`SubdivisionCount`). (A stroke
/// outline's outer side may reach twice the tolerance out at the vertices of a curve, see
/// `Stroker`: narrow spikes between chords that dip inside, so the coverage they add stays far
/// below that bound; docs/benchmarks.md has the measured accuracy.)
/// The vertex cost grows only as 1/√tolerance: a circle of radius r px gets ≈ π·√(r / (2·0.002))
/// chords (≈ 500 at r = 100 px), a round cap of half-width h ≈ π/√(8·0.002/h) chords (≈ 115 at
/// h = 21 px).
public let defaultFlatteningTolerance: Double = 0.002

/// The tolerance actually used for a requested one: non-finite or non-positive requests fall back
/// to `defaultFlatteningTolerance` (flattening never fails).
func effectiveFlatteningTolerance(_ requested: Double) -> Double {
    requested.isFinite && requested > 0 ? requested : defaultFlatteningTolerance
}
