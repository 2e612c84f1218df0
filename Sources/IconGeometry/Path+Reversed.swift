extension Path {
    /// The same subpaths traversed backwards: each subpath starts where it ended, every segment is
    /// reversed (Béziers with their control points swapped, arcs with start and sweep exchanged),
    /// closed subpaths stay closed. The covered region is unchanged; only the winding direction
    /// flips (a nonzero fill of the reversed path equals that of the original).
    public func reversed() -> Path {
        /// A segment with explicit start and end points.
        enum Segment {
            case line(Point, Point)
            case quad(Point, Point, Point)
            case cubic(Point, Point, Point, Point)
            case arc(center: Point, radius: Double, start: Double, sweep: Double)
        }
        var out: [PathElement] = []
        out.reserveCapacity(elements.count + 4)
        var segments: [Segment] = []
        var subpathStart: Point? = nil
        var current: Point? = nil
        var closed = false

        func flush() {
            if let s = subpathStart {
                let end = current ?? s
                out.append(.move(end))
                for seg in segments.reversed() {
                    switch seg {
                    case .line(let a, _): out.append(.line(a))
                    case .quad(let a, let c, _): out.append(.quad(c, a))
                    case .cubic(let a, let c1, let c2, _): out.append(.cubic(c2, c1, a))
                    case .arc(let c, let r, let st, let sw):
                        out.append(.arc(center: c, radius: r, startAngle: st + sw, sweep: -sw))
                    }
                }
                if closed { out.append(.close) }
            }
            segments.removeAll(keepingCapacity: true)
            subpathStart = nil
            closed = false
        }

        /// The current point, or `p` when there is none yet, opening the subpath there if none
        /// is open (as flattening does for a drawing command without a current point).
        func from(_ p: Point) -> Point {
            let start = current ?? p
            if subpathStart == nil { subpathStart = start }
            current = start
            return start
        }

        for e in elements {
            switch e {
            case .move(let p):
                flush()
                subpathStart = p; current = p
            case .line(let p):
                segments.append(.line(from(p), p)); current = p
            case .quad(let c, let p):
                segments.append(.quad(from(c), c, p)); current = p
            case .cubic(let c1, let c2, let p):
                segments.append(.cubic(from(c1), c1, c2, p)); current = p
            case .arc(let c, let r, let givenStart, let givenSweep):
                // As flattening reads the arc: start reduced, sweep clamped to one full turn.
                let st = Path.effectiveStartAngle(givenStart)
                let sw = min(max(givenSweep, -2 * Double.pi), 2 * Double.pi)
                let a0 = Path.arcPoint(c, r, st)
                let a1 = Path.arcPoint(c, r, st + sw)
                let start = from(a0)
                if start != a0 { segments.append(.line(start, a0)) }
                segments.append(.arc(center: c, radius: r, start: st, sweep: sw))
                current = a1
            case .close:
                if let s = subpathStart {
                    closed = true
                    let end = current ?? s
                    if end != s { segments.append(.line(end, s)) }
                    current = s
                    flush()
                    current = s
                }
            }
        }
        flush()
        return Path(out)
    }
}
