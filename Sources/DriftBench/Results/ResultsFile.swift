import FileOutput
import Foundation
import JSONCore

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
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(URL(fileURLWithPath: path), name: path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try decode(Data(bytes), path: path)
    }

    /// Decodes results from `data`, reporting errors against `path`.
    public static func decode(_ data: Data, path: String) throws(ResultsFileError) -> DriftResults {
        // The package's own parser first: its messages and positions are the tool's, Foundation's are not.
        do {
            _ = try JSONDocument.parse([UInt8](data), file: path)
        } catch {
            throw .notJSON(path: path, line: max(error.location.line, 1), column: max(error.location.column, 1), reason: error.message)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .notJSON(path: path, line: 1, column: 1, reason: "the JSON cannot be decoded")
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
        } catch let DecodingError.typeMismatch(type, context) {
            throw .invalidContent(path: path, field: fieldPath(context.codingPath), reason: "not \(kind(of: type))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw .invalidContent(path: path, field: fieldPath(context.codingPath), reason: "null where \(kind(of: type)) belongs")
        } catch let DecodingError.dataCorrupted(context) {
            throw .invalidContent(path: path, field: fieldPath(context.codingPath), reason: "a value this version cannot read")
        } catch {
            throw .invalidContent(path: path, field: "(root)", reason: "a value this version cannot read")
        }
    }

    private static func fieldPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// What a decoded type is, in a user's words: "a number", "a string".
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is UInt64.Type, is Int32.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        case is [Any].Type: "a list"
        default: "the expected kind of value"
        }
    }
}
