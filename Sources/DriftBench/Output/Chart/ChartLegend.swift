/// The chart's key, drawn above the panels (never over the data) and wrapped into as many rows as its width needs.
struct ChartLegend {
    /// What stands beside a legend entry's words.
    enum Swatch {
        /// A series' mark joined by its line, filled or hollow.
        case series(SeriesStyle, hollow: Bool, line: Bool)
        /// A tinted span: `paint` is the fill attributes.
        case band(paint: String)
        /// A vertical line with `paint` as its stroke attributes.
        case rule(paint: String)
        /// A horizontal range from a tick to a mark (the comparison's p50 to p99).
        case range
        /// A cross: a series with no usable value.
        case cross
    }

    /// One entry.
    struct Item {
        var swatch: Swatch
        var label: String
    }

    static let size = 11.0, rowHeight = 18.0, swatchWidth = 22.0, itemGap = 18.0

    var items: [Item]

    /// Draws the entries from (x, top), wrapping before `maxX`; returns the height used.
    func draw(on canvas: inout SVGCanvas, x left: Double, top: Double, maxX: Double) -> Double {
        guard !items.isEmpty else { return 0 }
        var x = left, row = 0
        for item in items {
            let label = TextMetrics.fit(item.label, width: maxX - left - Self.swatchWidth - 4, size: Self.size)
            let width = Self.swatchWidth + 4 + TextMetrics.width(label, size: Self.size)
            if x > left, x + width > maxX {
                row += 1
                x = left
            }
            let baseline = top + Double(row) * Self.rowHeight + 12
            Self.drawSwatch(item.swatch, on: &canvas, x: x, midY: baseline - 4)
            canvas.text(label, x: x + Self.swatchWidth + 4, y: baseline, size: Self.size, fill: "#333")
            x += width + Self.itemGap
        }
        return Double(row + 1) * Self.rowHeight
    }

    private static func drawSwatch(_ swatch: Swatch, on canvas: inout SVGCanvas, x: Double, midY: Double) {
        switch swatch {
        case .series(let style, let hollow, let line):
            if line {
                canvas.line(
                    x1: x, y1: midY, x2: x + swatchWidth, y2: midY, "stroke=\"\(style.color)\" stroke-width=\"1.4\" stroke-opacity=\"0.75\""
                )
            }
            canvas.raw(style.shape.svg(x: x + swatchWidth / 2, y: midY, radius: 3.6, color: style.color, hollow: hollow))
        case .band(let paint):
            canvas.rect(ChartRect(x: x, y: midY - 6, width: swatchWidth, height: 12), paint)
        case .rule(let paint):
            canvas.rect(ChartRect(x: x, y: midY - 7, width: swatchWidth, height: 14), "fill=\"#fff\" stroke=\"#ccc\" stroke-width=\"0.5\"")
            canvas.line(x1: x + swatchWidth / 2, y1: midY - 7, x2: x + swatchWidth / 2, y2: midY + 7, paint)
        case .range:
            canvas.line(x1: x + 2, y1: midY, x2: x + swatchWidth - 5, y2: midY, "stroke=\"#555\" stroke-width=\"1.6\"")
            canvas.line(x1: x + 2, y1: midY - 4, x2: x + 2, y2: midY + 4, "stroke=\"#555\" stroke-width=\"1.4\"")
            canvas.raw(MarkerShape.circle.svg(x: x + swatchWidth - 5, y: midY, radius: 3.4, color: "#555", hollow: false))
        case .cross:
            canvas.raw(crossMark(x: x + swatchWidth / 2, y: midY, color: "#555"))
        }
    }

    /// An ×, the mark of a failed row.
    static func crossMark(x: Double, y: Double, color: String, tooltip: String? = nil) -> String {
        let f = SVGCanvas.f, r = 3.5
        let title = tooltip.map { "<title>\(MarkupText.escaped($0))</title>" } ?? ""
        return "<path d=\"M\(f(x - r)),\(f(y - r)) L\(f(x + r)),\(f(y + r)) M\(f(x - r)),\(f(y + r)) L\(f(x + r)),\(f(y - r))\""
            + " stroke=\"\(color)\" stroke-width=\"1.8\" fill=\"none\">\(title)</path>\n"
    }
}
