/// Places short labels in rows above a plot, each as near its anchor as it can be, none overlapping another.
///
/// A label goes in the first row where it fits at its anchor (centred, then slid within the plot's width); if no
/// row up to `maxRows` has room, the placement fails and the caller labels that kind of disturbance once instead.
struct LabelLane {
    /// A label to place: its text and the x it belongs to.
    struct Request {
        var text: String
        var anchorX: Double
    }

    /// A placed label: its centre and its row (0 nearest the plot).
    struct Placement: Equatable {
        var text: String
        var centerX: Double
        var row: Int
        var width: Double
    }

    let minX: Double, maxX: Double, size: Double, maxRows: Int
    /// Space kept between two labels in a row.
    let gap = 8.0

    /// The placements of `requests`, or nil if one of them does not fit.
    func place(_ requests: [Request]) -> [Placement]? {
        var rows: [[(from: Double, to: Double)]] = Array(repeating: [], count: maxRows)
        var placed: [Placement] = []
        for request in requests.sorted(by: { $0.anchorX < $1.anchorX }) {
            let width = TextMetrics.width(request.text, size: size)
            guard width <= maxX - minX else { return nil }
            let center = min(max(request.anchorX, minX + width / 2), maxX - width / 2)
            var done = false
            for row in 0..<maxRows {
                let from = center - width / 2, to = center + width / 2
                if rows[row].allSatisfy({ to + gap <= $0.from || from >= $0.to + gap }) {
                    rows[row].append((from, to))
                    placed.append(Placement(text: request.text, centerX: center, row: row, width: width))
                    done = true
                    break
                }
            }
            if !done { return nil }
        }
        return placed
    }
}
