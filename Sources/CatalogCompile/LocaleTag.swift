/// Language tags as output folder names: letters, digits, `-` and `_` only, starting with a letter.
enum LocaleTag {
    static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = parts.first, (1...8).contains(first.count),
            first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count)
                && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }

    /// Language, script and region subtags of a valid tag (`zh-Hant-HK` → `zh`, `Hant`, `HK`).
    static func subtags(_ tag: String) -> (language: String, script: String?, region: String?, rest: [String]) {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var index = 1
        var script: String?
        var region: String?
        if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(\.isLetter) {
            script = parts[index]
            index += 1
        }
        if index < parts.count,
            (parts[index].count == 2 && parts[index].allSatisfy(\.isLetter))
                || (parts[index].count == 3 && parts[index].allSatisfy(\.isNumber))
        {
            region = parts[index]
            index += 1
        }
        return (parts.first ?? tag, script, region, Array(parts.dropFirst(index)))
    }
}
