import Foundation

/// Reads and encodes `results.json`, checking the format name and schema version before anything else.
public enum ResultsFile {
    /// The file's bytes: pretty-printed JSON with sorted keys (deterministic for equal values) and a final newline.
    public static func encode(_ results: DriftResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(results)
        data.append(0x0A)
        return data
    }

    /// Reads the results file at `path`; throws ``ResultsFileError`` naming the problem and its position.
    public static func read(path: String) throws(ResultsFileError) -> DriftResults {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, path: path)
    }

    /// Decodes results from `data`, reporting errors against `path`.
    public static func decode(_ data: Data, path: String) throws(ResultsFileError) -> DriftResults {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "unreadable JSON"
            let (line, column) = position(of: reason, in: data)
            throw .notJSON(path: path, line: line, column: column, reason: reason)
        }
        guard let header = object as? [String: Any], header["format"] as? String == DriftResults.formatName else {
            throw .wrongFormat(path: path)
        }
        guard let version = header["schemaVersion"] as? Int else {
            throw .invalidContent(path: path, field: "schemaVersion", reason: "missing or not a whole number")
        }
        guard (DriftResults.oldestReadableSchemaVersion...DriftResults.currentSchemaVersion).contains(version) else {
            throw .unsupportedVersion(path: path, found: version, supported: DriftResults.currentSchemaVersion)
        }
        do {
            return try JSONDecoder().decode(DriftResults.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidContent(path: path, field: fieldPath(context.codingPath + [key]), reason: "missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context), let DecodingError.dataCorrupted(
            context)
        {
            throw .invalidContent(path: path, field: fieldPath(context.codingPath), reason: context.debugDescription)
        } catch {
            throw .invalidContent(path: path, field: "(root)", reason: "\(error)")
        }
    }

    private static func fieldPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// Foundation reports JSON errors "around character N"; turn N into a 1-based line and column.
    private static func position(of reason: String, in data: Data) -> (Int, Int) {
        guard let range = reason.range(of: "character "),
            let offset = Int(reason[range.upperBound...].prefix { $0.isNumber })
        else { return (1, 1) }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
