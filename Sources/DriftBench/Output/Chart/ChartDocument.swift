/// The outer `<svg>` element around a chart's canvas: a standalone SVG file that is also valid inline in HTML
/// (no XML declaration, no ids, no style sheet), on a white background.
enum ChartDocument {
    static func wrap(_ canvas: SVGCanvas, width: Double, height: Double, title: String) -> String {
        let f = SVGCanvas.f
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" \
            font-family="'Noto Sans', Helvetica, Arial, sans-serif" role="img">
            <title>\(MarkupText.escaped(title))</title>
            <rect width="\(f(width))" height="\(f(height))" fill="#fff"/>
            \(canvas.body)</svg>

            """
    }
}
