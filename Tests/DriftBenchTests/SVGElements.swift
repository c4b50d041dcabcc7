import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an SVG document in document order: name, attributes, direct text and the enclosing
/// `data-series` group, read with Foundation's XMLParser (nil if the document is not well-formed).
struct SVGElements {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var series: String?

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    var elements: [Element] = []

    init?(_ data: Data) {
        final class Reader: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            var open: [Int] = []
            var series: [String?] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                let group = attributes["data-series"] ?? series.last ?? nil
                series.append(group)
                elements.append(Element(name: name, attributes: attributes, series: group))
                open.append(elements.count - 1)
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                open.removeLast()
                series.removeLast()
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                // Only a text element's own characters, not its <title> tooltip's.
                if let last = open.last, elements[last].name == "text" { elements[last].text += string }
            }
        }
        let parser = XMLParser(data: data), reader = Reader()
        parser.delegate = reader
        guard parser.parse() else { return nil }
        elements = reader.elements
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}
