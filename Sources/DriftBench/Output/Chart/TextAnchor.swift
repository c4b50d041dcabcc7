/// Which point of a text line its x coordinate names, as SVG's `text-anchor` says it.
enum TextAnchor: String {
    case start, middle, end
}
