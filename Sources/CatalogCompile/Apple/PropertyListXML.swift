/// A property list of strings and dictionaries (all a `.stringsdict` holds), written as Apple's XML
/// plist byte for byte deterministically: dictionary keys sorted, tab indentation, `&`, `<`, `>` escaped.
indirect enum PropertyListValue: Equatable {
    case string(String)
    case dictionary([String: PropertyListValue])
}

enum PropertyListXML {
    /// A character XML 1.0 cannot hold, found while writing.
    struct UnencodableCharacter: Error {
        var scalar: Unicode.Scalar
        var text: String
    }

    /// The whole document for a top-level dictionary.
    static func document(_ root: [String: PropertyListValue]) throws(UnencodableCharacter) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        try write(.dictionary(root), depth: 0, into: &output)
        output += "</plist>\n"
        return output
    }

    private static func write(_ value: PropertyListValue, depth: Int, into output: inout String) throws(UnencodableCharacter) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let text):
            output += "\(indent)<string>\(try escaped(text))</string>\n"
        case .dictionary(let dictionary) where dictionary.isEmpty:
            output += "\(indent)<dict/>\n"
        case .dictionary(let dictionary):
            output += "\(indent)<dict>\n"
            for key in dictionary.keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
                output += "\(indent)\t<key>\(try escaped(key))</key>\n"
                try write(dictionary[key]!, depth: depth + 1, into: &output)
            }
            output += "\(indent)</dict>\n"
        }
    }

    /// XML text: `&`, `<`, `>` as entities; CR as a character reference so parsers keep it.
    static func escaped(_ text: String) throws(UnencodableCharacter) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    throw UnencodableCharacter(scalar: scalar, text: text)
                }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

/// The text `.strings` format: `"key" = "value";` with C-style escapes.
enum StringsFileFormat {
    /// One entry, preceded by the translators' comment.
    static func entry(key: String, value: String, comment: String?) -> String {
        var output = ""
        if let comment, !comment.isEmpty {
            // A comment cannot contain its own terminator.
            output += "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */\n"
        }
        output += "\"\(escaped(key))\" = \"\(escaped(value))\";\n\n"
        return output
    }

    /// Backslash, quote, newline, tab and CR as C escapes; other control characters as `\UXXXX`.
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
