import Foundation
import JSONCore
import StringCatalog

/// Reads a budgets file (JSON) into `LayoutBudgets`, checking every field and opening every font it names.
///
/// ```json
/// { "sampleValue": "Morning Run", "numberRange": [0, 999],
///   "budgets": [ { "key": "workout.*", "unit": "points", "max": 180, "textStyle": "body",
///                  "dynamicTypeSize": ["large", "AX5"], "minimumScaleFactor": 0.8, "lines": 1,
///                  "devices": { "applewatch": { "max": 120 } } } ] }
/// ```
/// Font paths are relative to the budgets file; `path#N` picks face N of a collection.
public enum BudgetsFileReader {
    /// Reads and validates the file at `url`; fonts are opened through `fonts` so a bad path fails here, with its location.
    public static func read(contentsOf url: URL, fonts: FontLibrary) throws(BudgetsFileError) -> LayoutBudgets {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(url, name: url.relativePath, expecting: .configuration)
        } catch {
            throw BudgetsFileError(
                at: error.location,
                "cannot read the budgets file (\(error.reason)); check the path given to --budgets or in .timekeeper.json")
        }
        // Named as given (relative stays relative), so messages show the path the user wrote.
        return try read(bytes: bytes, file: url.relativePath, fonts: fonts)
    }

    /// Reads budgets from JSON bytes; `file` names the source in locations and anchors relative font paths.
    public static func read(bytes: [UInt8], file: String, fonts: FontLibrary) throws(BudgetsFileError) -> LayoutBudgets {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes, file: file)
        } catch {
            throw BudgetsFileError(at: error.location, "the budgets file is not valid JSON: \(error.message)")
        }
        var decoder = BudgetsDecoder(document: document, fonts: fonts)
        return try decoder.decode()
    }
}

/// Field-by-field decoding with a located error for every mistake.
private struct BudgetsDecoder {
    let document: JSONDocument
    let fonts: FontLibrary
    let folder: String

    init(document: JSONDocument, fonts: FontLibrary) {
        self.document = document
        self.fonts = fonts
        self.folder = (document.file as NSString).deletingLastPathComponent
    }

    static let topLevelFields: Set<String> = ["budgets", "sampleValue", "numberRange", "font", "fallbackFonts", "$schema", "comment"]
    static let limitFields: Set<String> = [
        "unit", "max", "lines", "font", "fallbackFonts", "size", "textStyle", "dynamicTypeSize", "minimumScaleFactor",
        "sampleValue", "comment",
    ]
    static let budgetFields: Set<String> = limitFields.union(["key", "devices"])

    mutating func decode() throws(BudgetsFileError) -> LayoutBudgets {
        let root = document.root
        guard document.kind(root) == .object else {
            throw error(at: root, "a budgets file is a JSON object with a \"budgets\" array, not \(document.kind(root))")
        }
        try rejectUnknown(in: root, allowed: Self.topLevelFields, what: "the top level")
        let sampleValue = try optionalString(root, "sampleValue") ?? LayoutBudgets.defaultSampleValue
        let numberRange = try decodeRange(root)
        let fileDefaults = Defaults(
            font: try optionalFont(root, "font"), fallbackFonts: try optionalFontList(root, "fallbackFonts"))

        guard let budgetsMember = document.member(root, named: "budgets") else {
            throw error(
                at: root, "the budgets file has no \"budgets\" array; add \"budgets\" : [ { \"key\" : …, \"unit\" : …, \"max\" : … } ]")
        }
        guard document.kind(budgetsMember.value) == .array else {
            throw error(
                at: budgetsMember.value, "\"budgets\" must be an array of budget objects, not \(document.kind(budgetsMember.value))")
        }
        var budgets: [LayoutBudget] = []
        for element in document.elements(budgetsMember.value) {
            budgets.append(try decodeBudget(element, defaults: fileDefaults))
        }
        return LayoutBudgets(file: document.file, budgets: budgets, sampleValue: sampleValue, numberRange: numberRange)
    }

    struct Defaults {
        var font: FontReference?
        var fallbackFonts: [FontReference]?
    }

    private func decodeBudget(_ node: JSONNodeID, defaults: Defaults) throws(BudgetsFileError) -> LayoutBudget {
        guard document.kind(node) == .object else {
            throw error(
                at: node,
                "each budget is an object such as { \"key\" : \"start\", \"unit\" : \"graphemes\", \"max\" : 20 }, not "
                    + "\(document.kind(node))"
            )
        }
        try rejectUnknown(in: node, allowed: Self.budgetFields, what: "a budget")
        guard let keyMember = document.member(node, named: "key") else {
            throw error(at: node, "the budget has no \"key\"; give a catalog key or a pattern such as \"workout.*\"")
        }
        guard let key = document.string(keyMember.value), !key.isEmpty else {
            throw error(at: keyMember.value, "\"key\" must be a non-empty string (a catalog key or a pattern with * and ?)")
        }
        let (limit, limitLocation) = try decodeLimit(node, inherited: nil, defaults: defaults)
        var deviceLimits: [String: BudgetLimit] = [:]
        if let devices = document.member(node, named: "devices") {
            guard document.kind(devices.value) == .object else {
                throw error(at: devices.value, "\"devices\" must map device names (iphone, ipad, mac, applewatch, …) to budget overrides")
            }
            for device in document.members(devices.value) {
                let name = document.string(device.key) ?? ""
                guard document.kind(device.value) == .object else {
                    throw error(at: device.value, "the \"\(name)\" override must be an object such as { \"max\" : 120 }")
                }
                try rejectUnknown(in: device.value, allowed: Self.limitFields, what: "a device override")
                deviceLimits[name] = try decodeLimit(device.value, inherited: (node, limit), defaults: defaults).limit
            }
        }
        return LayoutBudget(
            pattern: KeyPattern(key), limit: limit, deviceLimits: deviceLimits,
            sampleValue: try optionalString(node, "sampleValue"), location: document.location(node),
            limitLocation: limitLocation)
    }

    /// Decodes a limit from `node`; a device override reads missing fields from its budget (`inherited`).
    private func decodeLimit(
        _ node: JSONNodeID, inherited: (node: JSONNodeID, limit: BudgetLimit)?, defaults: Defaults
    ) throws(BudgetsFileError) -> (limit: BudgetLimit, location: SourceLocation) {
        // Fields fall back to the budget's own when an override leaves them out.
        func field(_ name: String) -> JSONMemberID? {
            document.member(node, named: name) ?? inherited.flatMap { document.member($0.node, named: name) }
        }
        guard let unitMember = field("unit") else {
            throw error(at: node, "the budget has no \"unit\"; use one of \(Self.unitList)")
        }
        guard let unitName = document.string(unitMember.value), let unit = BudgetUnit(rawValue: unitName) else {
            throw error(at: unitMember.value, "unknown unit \(describe(unitMember.value)); use one of \(Self.unitList)")
        }
        guard let maxMember = field("max") else {
            throw error(at: node, "the budget has no \"max\"; give the limit in \(unit)")
        }
        let max = try positiveNumber(maxMember.value, "max")
        let location = document.location(maxMember.value)
        switch unit {
        case .graphemes, .columns:
            for name in ["lines", "font", "fallbackFonts", "size", "textStyle", "dynamicTypeSize", "minimumScaleFactor"] {
                if let member = document.member(node, named: name) {
                    throw error(at: member.key, "\"\(name)\" applies only to \"unit\" : \"points\"; remove it or change the unit")
                }
            }
            guard max == max.rounded() else {
                throw error(at: maxMember.value, "\"max\" counts \(unit), so it must be a whole number, not \(describe(maxMember.value))")
            }
            return (unit == .graphemes ? .graphemes(Int(max)) : .columns(Int(max)), location)
        case .points:
            var lines = 1
            if let member = field("lines") {
                let value = try positiveNumber(member.value, "lines")
                guard value == value.rounded() else { throw error(at: member.value, "\"lines\" must be a whole number of lines") }
                lines = Int(value)
            }
            var scale = 1.0
            if let member = field("minimumScaleFactor") {
                scale = try positiveNumber(member.value, "minimumScaleFactor")
                guard scale <= 1 else {
                    throw error(
                        at: member.value,
                        "\"minimumScaleFactor\" must lie in (0, 1] (0.5 lets the text shrink to half size), not \(describe(member.value))")
                }
            }
            let size = try decodeSize(field)
            var primary = defaults.font
            if let member = field("font") { primary = try font(member.value) }
            var fallbacks = defaults.fallbackFonts
            if let member = field("fallbackFonts") { fallbacks = try fontList(member.value) }
            if primary == nil {
                // Budgets without a font use Noto Sans: fail here, at the budget, if it is not installed.
                do {
                    _ = try fonts.face(DefaultFonts.primary)
                } catch {
                    throw BudgetsFileError(
                        at: document.location(node),
                        "the budget names no \"font\" and the default \(DefaultFonts.primary.path) is not installed; install "
                            + "fonts-noto-core or set \"font\""
                    )
                }
            }
            let limit = PointsLimit(
                width: max, lines: lines, font: primary, fallbackFonts: fallbacks, size: size, minimumScaleFactor: scale)
            return (.points(limit), location)
        }
    }

    static let unitList = BudgetUnit.allCases.map { "\"\($0)\"" }.joined(separator: ", ")

    private func decodeSize(_ field: (String) -> JSONMemberID?) throws(BudgetsFileError) -> PointSize {
        let sizeMember = field("size"), styleMember = field("textStyle"), dynamicMember = field("dynamicTypeSize")
        if let sizeMember {
            if let styleMember {
                throw error(at: styleMember.key, "give either \"size\" (points) or \"textStyle\" with \"dynamicTypeSize\", not both")
            }
            if let dynamicMember {
                throw error(at: dynamicMember.key, "\"dynamicTypeSize\" needs \"textStyle\", not a fixed \"size\"")
            }
            return .fixed(try positiveNumber(sizeMember.value, "size"))
        }
        var style = TextStyle.body
        if let styleMember {
            guard let name = document.string(styleMember.value), let parsed = TextStyle(name: name) else {
                throw error(
                    at: styleMember.value,
                    "unknown text style \(describe(styleMember.value)); use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            style = parsed
        }
        var sizes = [DynamicTypeSize.large]
        if let dynamicMember {
            let nodes = document.kind(dynamicMember.value) == .array ? document.elements(dynamicMember.value) : [dynamicMember.value]
            sizes = []
            for node in nodes {
                guard let name = document.string(node), let size = DynamicTypeSize(name: name) else {
                    throw error(
                        at: node,
                        "unknown Dynamic Type size \(describe(node)); use one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                if !sizes.contains(size) { sizes.append(size) }
            }
            guard !sizes.isEmpty else {
                throw error(at: dynamicMember.value, "\"dynamicTypeSize\" lists no size; give at least one, such as \"large\"")
            }
        }
        return .textStyle(style, sizes)
    }

    private func decodeRange(_ root: JSONNodeID) throws(BudgetsFileError) -> ClosedRange<Int> {
        guard let member = document.member(root, named: "numberRange") else { return LayoutBudgets.defaultNumberRange }
        let elements = document.elements(member.value)
        let bounds = elements.compactMap { document.numberText($0).flatMap { Int($0) } }
        guard document.kind(member.value) == .array, elements.count == 2, bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
            throw error(at: member.value, "\"numberRange\" must be [lowest, highest] whole numbers, e.g. [0, 999]")
        }
        return bounds[0]...bounds[1]
    }

    private func optionalString(_ node: JSONNodeID, _ name: String) throws(BudgetsFileError) -> String? {
        guard let member = document.member(node, named: name) else { return nil }
        guard let text = document.string(member.value) else {
            throw error(at: member.value, "\"\(name)\" must be a string, not \(document.kind(member.value))")
        }
        return text
    }

    private func optionalFont(_ node: JSONNodeID, _ name: String) throws(BudgetsFileError) -> FontReference? {
        guard let member = document.member(node, named: name) else { return nil }
        return try font(member.value)
    }

    private func optionalFontList(_ node: JSONNodeID, _ name: String) throws(BudgetsFileError) -> [FontReference]? {
        guard let member = document.member(node, named: name) else { return nil }
        return try fontList(member.value)
    }

    private func fontList(_ node: JSONNodeID) throws(BudgetsFileError) -> [FontReference] {
        guard document.kind(node) == .array else {
            throw error(at: node, "\"fallbackFonts\" must be an array of font file paths")
        }
        var result: [FontReference] = []
        for element in document.elements(node) { result.append(try font(element)) }
        return result
    }

    /// A font path (`file.ttf`, or `file.ttc#2` for a face of a collection), opened now so a bad one fails here.
    private func font(_ node: JSONNodeID) throws(BudgetsFileError) -> FontReference {
        guard let text = document.string(node), !text.isEmpty else {
            throw error(
                at: node, "a font is a path to a TTF, OTF or TTC file (\"file.ttc#2\" for its third face), not \(document.kind(node))")
        }
        var path = text
        var index = 0
        if let hash = text.lastIndex(of: "#"), let parsed = Int(text[text.index(after: hash)...]) {
            path = String(text[..<hash])
            index = parsed
        }
        if !path.hasPrefix("/") && !folder.isEmpty { path = folder + "/" + path }
        let reference = FontReference(path: path, faceIndex: index)
        do {
            _ = try fonts.face(reference)
        } catch {
            throw BudgetsFileError(at: document.location(node), error.description)
        }
        return reference
    }

    private func positiveNumber(_ node: JSONNodeID, _ name: String) throws(BudgetsFileError) -> Double {
        guard let text = document.numberText(node), let value = Double(text), value > 0, value.isFinite else {
            throw error(at: node, "\"\(name)\" must be a number greater than 0, not \(describe(node))")
        }
        return value
    }

    private func rejectUnknown(in node: JSONNodeID, allowed: Set<String>, what: String) throws(BudgetsFileError) {
        for member in document.members(node) {
            let name = document.string(member.key) ?? ""
            if !allowed.contains(name) {
                throw error(
                    at: member.key, "unknown field \"\(name)\" in \(what); known fields: \(allowed.sorted().joined(separator: ", "))")
            }
        }
    }

    private func describe(_ node: JSONNodeID) -> String {
        switch document.kind(node) {
        case .string: "\"\(document.string(node) ?? "")\""
        case .number: document.numberText(node) ?? "a number"
        default: document.kind(node).description
        }
    }

    private func error(at node: JSONNodeID, _ message: String) -> BudgetsFileError {
        BudgetsFileError(at: document.location(node), message)
    }
}
