import Foundation

/// The SVG elements of a chart, in drawing order, with the estimated box of every text element so far.
///
/// Every element carries its styling as attributes (no `<style>`, no ids), so the document can be inlined in an
/// HTML page without its rules leaking into the page or clashing with another chart.
struct SVGCanvas {
    private(set) var body = ""
    /// The estimated box of each text element, for placing later text clear of it.
    private(set) var textBoxes: [ChartRect] = []

    /// The box a text element covers: `rotated` text is turned a quarter anticlockwise about its anchor point.
    static func textBox(
        _ text: String, x: Double, y: Double, size: Double, anchor: TextAnchor, bold: Bool = false, rotated: Bool = false
    ) -> ChartRect {
        let width = TextMetrics.width(text, size: size, bold: bold)
        let start: Double
        switch anchor {
        case .start: start = 0
        case .middle: start = -width / 2
        case .end: start = -width
        }
        let ascent = TextMetrics.ascent(size: size), descent = TextMetrics.descent(size: size)
        if rotated {
            // Rotated by -90° about (x, y): the line runs upwards, its ascent points left.
            return ChartRect(x: x - ascent, y: y - start - width, width: ascent + descent, height: width)
        }
        return ChartRect(x: x + start, y: y - ascent, width: width, height: ascent + descent)
    }

    /// A line of text; returns its box.
    @discardableResult
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, anchor: TextAnchor = .start, bold: Bool = false,
        fill: String = "#333", rotated: Bool = false, tooltip: String? = nil
    ) -> ChartRect {
        let box = Self.textBox(text, x: x, y: y, size: size, anchor: anchor, bold: bold, rotated: rotated)
        textBoxes.append(box)
        body += "<text x=\"\(Self.f(x))\" y=\"\(Self.f(y))\" font-size=\"\(Self.f(size))\""
        if anchor != .start { body += " text-anchor=\"\(anchor.rawValue)\"" }
        if bold { body += " font-weight=\"bold\"" }
        if rotated { body += " transform=\"rotate(-90 \(Self.f(x)) \(Self.f(y)))\"" }
        body += " fill=\"\(fill)\">\(MarkupText.escaped(text))"
        if let tooltip { body += "<title>\(MarkupText.escaped(tooltip))</title>" }
        body += "</text>\n"
        return box
    }

    /// Whether a text box would overlap any text already placed.
    func collides(_ box: ChartRect) -> Bool { textBoxes.contains { $0.overlaps(box) } }

    /// A rectangle; `attributes` holds its fill and stroke.
    mutating func rect(_ rect: ChartRect, _ attributes: String, tooltip: String? = nil) {
        body += "<rect x=\"\(Self.f(rect.x))\" y=\"\(Self.f(rect.y))\" width=\"\(Self.f(rect.width))\" height=\"\(Self.f(rect.height))\""
        body += " \(attributes)" + close(tooltip, element: "rect")
    }

    /// A straight line.
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, _ attributes: String, tooltip: String? = nil) {
        body += "<line x1=\"\(Self.f(x1))\" y1=\"\(Self.f(y1))\" x2=\"\(Self.f(x2))\" y2=\"\(Self.f(y2))\" \(attributes)"
        body += close(tooltip, element: "line")
    }

    /// Markup written as is (already escaped).
    mutating func raw(_ markup: String) { body += markup }

    private func close(_ tooltip: String?, element: String) -> String {
        tooltip.map { "><title>\(MarkupText.escaped($0))</title></\(element)>\n" } ?? "/>\n"
    }

    /// A coordinate with one decimal.
    static func f(_ value: Double) -> String { String(format: "%.1f", value) }

}
