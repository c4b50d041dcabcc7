import Foundation

/// Fixture files, found relative to the test file that asks for them.
///
/// A test target keeps its fixtures in a `Fixtures/` folder; a test in `Tests/X/` or in a subfolder such as
/// `Tests/X/Budgets/` finds `Tests/X/Fixtures/` (the nearest `Fixtures/` at or above the calling file's folder).
public enum Fixtures {
    /// The nearest `Fixtures/` folder at or above the folder of `filePath` (the caller's file by default).
    public static func folder(filePath: String = #filePath) -> URL {
        let start = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        var folder = start
        while folder.path.hasPrefix(Repository.root.path), folder.path != Repository.root.path {
            let candidate = folder.appendingPathComponent("Fixtures")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue { return candidate }
            folder.deleteLastPathComponent()
        }
        return start.appendingPathComponent("Fixtures")
    }

    /// The fixture `name` (a path below `Fixtures/`, such as `Compile/Localizable.xcstrings`).
    public static func url(_ name: String, filePath: String = #filePath) -> URL {
        folder(filePath: filePath).appendingPathComponent(name)
    }

    /// The bytes of the fixture `name`.
    public static func bytes(_ name: String, filePath: String = #filePath) throws -> [UInt8] {
        Array(try Data(contentsOf: url(name, filePath: filePath)))
    }

    /// The text (UTF-8) of the fixture `name`.
    public static func text(_ name: String, filePath: String = #filePath) throws -> String {
        String(decoding: try Data(contentsOf: url(name, filePath: filePath)), as: UTF8.self)
    }
}
