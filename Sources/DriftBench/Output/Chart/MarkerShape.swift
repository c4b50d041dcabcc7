import Foundation

/// The mark a series draws at each value, so series stay apart where their colours are hard to tell apart.
enum MarkerShape: CaseIterable {
    case circle, square, diamond, triangleUp, triangleDown, pentagon, star, hexagon

    /// The SVG element of a mark centred on (x, y), about `radius` pixels from its centre to its edge; `hollow`
    /// marks are outlined in `color` on white.
    func svg(x: Double, y: Double, radius r: Double, color: String, hollow: Bool, tooltip: String? = nil) -> String {
        let paint =
            hollow ? "fill=\"#fff\" stroke=\"\(color)\" stroke-width=\"1.4\"" : "fill=\"\(color)\" stroke=\"#fff\" stroke-width=\"0.6\""
        let title = tooltip.map { "<title>\(MarkupText.escaped($0))</title>" } ?? ""
        let f = SVGCanvas.f
        switch self {
        case .circle:
            return "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(r))\" \(paint)>\(title)</circle>\n"
        case .square:
            let side = r * 1.75
            return
                "<rect x=\"\(f(x - side / 2))\" y=\"\(f(y - side / 2))\" width=\"\(f(side))\" height=\"\(f(side))\" \(paint)>\(title)</rect>\n"
        default:
            let points = polygon(radius: r).map { "\(f(x + $0.x)),\(f(y + $0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(points)\" \(paint)>\(title)</polygon>\n"
        }
    }

    /// The corners of a polygonal mark around the origin.
    private func polygon(radius r: Double) -> [(x: Double, y: Double)] {
        func ring(_ count: Int, radius: Double, turn: Double) -> [(x: Double, y: Double)] {
            (0..<count).map {
                let angle = turn + Double($0) * 2 * Double.pi / Double(count)
                return (radius * cos(angle), radius * sin(angle))
            }
        }
        switch self {
        case .diamond: return ring(4, radius: r * 1.3, turn: -Double.pi / 2)
        case .triangleUp: return ring(3, radius: r * 1.4, turn: -Double.pi / 2)
        case .triangleDown: return ring(3, radius: r * 1.4, turn: Double.pi / 2)
        case .pentagon: return ring(5, radius: r * 1.2, turn: -Double.pi / 2)
        case .hexagon: return ring(6, radius: r * 1.15, turn: 0)
        case .star:
            let outer = ring(5, radius: r * 1.55, turn: -Double.pi / 2),
                inner = ring(5, radius: r * 0.65, turn: -Double.pi / 2 + Double.pi / 5)
            return zip(outer, inner).flatMap { [$0, $1] }
        case .circle, .square: return []
        }
    }
}
