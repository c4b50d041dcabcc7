/// An axis-aligned rectangle in chart pixels (y grows downwards).
struct ChartRect: Equatable {
    var x: Double, y: Double, width: Double, height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// Whether the two rectangles share some area (touching edges do not count).
    func overlaps(_ other: ChartRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    func contains(_ other: ChartRect) -> Bool {
        other.x >= x - 0.01 && other.maxX <= maxX + 0.01 && other.y >= y - 0.01 && other.maxY <= maxY + 0.01
    }
}
