import Foundation
import Synchronization
import Testing

@testable import FileOutput

/// A fresh empty folder under the system's temporary folder.
private func makeFolder() throws -> String {
    let path = NSTemporaryDirectory() + "/file-output-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func entries(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}

private func permissions(of path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

@Test func writesANewFileWithDefaultPermissionsAndNoTemporaryLeft() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFileWriter.write(Array("hello\n".utf8), to: folder + "/out.txt")
    #expect(FileManager.default.contents(atPath: folder + "/out.txt") == Data("hello\n".utf8))
    #expect(try permissions(of: folder + "/out.txt") == 0o644)
    #expect(try entries(in: folder) == ["out.txt"])
}

@Test func replacesAnExistingFileWholeAndKeepsItsPermissions() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/script.sh"
    try Data("old contents that are longer than the new ones\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
    var before = stat()
    stat(path, &before)

    try AtomicFileWriter.write(Data("new\n".utf8), to: path)

    var after = stat()
    stat(path, &after)
    #expect(FileManager.default.contents(atPath: path) == Data("new\n".utf8))
    #expect(try permissions(of: path) == 0o750)
    // A new inode: the old file was swapped out by rename, not truncated and rewritten in place.
    #expect(before.st_ino != after.st_ino)
    #expect(try entries(in: folder) == ["script.sh"])
}

/// A regenerable file skips only the flush: it still replaces the old file by rename, with its permissions.
@Test(arguments: [Durability.flushed, .regenerable])
func everyDurabilityReplacesByRenameAndKeepsPermissions(_ durability: Durability) throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/fr.xliff"
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    var before = stat()
    stat(path, &before)
    try AtomicFileWriter.write(Array("new\n".utf8), to: path, durability: durability)
    var after = stat()
    stat(path, &after)
    #expect(FileManager.default.contents(atPath: path) == Data("new\n".utf8))
    #expect(try permissions(of: path) == 0o600)
    #expect(before.st_ino != after.st_ino)
    #expect(try entries(in: folder) == ["fr.xliff"])
}

@Test func replacesASymbolicLinkInsteadOfWritingThroughIt() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("target\n".utf8).write(to: URL(fileURLWithPath: folder + "/target.txt"))
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: folder + "/target.txt")

    try AtomicFileWriter.write(Data("replaced\n".utf8), to: folder + "/link.txt")

    #expect(FileManager.default.contents(atPath: folder + "/target.txt") == Data("target\n".utf8))
    #expect(FileManager.default.contents(atPath: folder + "/link.txt") == Data("replaced\n".utf8))
    #expect(try permissions(of: folder + "/link.txt") == 0o644)
}

@Test func failingToRenameLeavesTheTargetAndNoTemporaryFile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A non-empty folder where the file should go: the temporary file is written, then rename refuses.
    let target = folder + "/occupied"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    try Data("keep\n".utf8).write(to: URL(fileURLWithPath: target + "/inside.txt"))

    let error = #expect(throws: AtomicWriteError.self) { try AtomicFileWriter.write(Data("x".utf8), to: target) }

    #expect(error?.path == target)
    #expect(error?.description.hasPrefix("\(target): cannot write the file (") == true)
    #expect(try entries(in: folder) == ["occupied"])
    #expect(try entries(in: target) == ["inside.txt"])
}

@Test func aFolderThatCannotTakeATemporaryFileFailsWithThePathInTheMessage() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A plain file as the parent: no temporary file can be created there, even as root.
    try Data().write(to: URL(fileURLWithPath: folder + "/plain"))
    let target = folder + "/plain/out.txt"

    let error = #expect(throws: AtomicWriteError.self) { try AtomicFileWriter.write(Data("x".utf8), to: target) }

    #expect(error?.description.contains(target) == true)
    #expect(error?.reason.contains("temporary file") == true)
    #expect(try entries(in: folder) == ["plain"])
}

// Root ignores folder permissions, so as root the write would succeed and the test would say nothing.
@Test(.enabled(if: geteuid() != 0, "root can write into a read-only folder"))
func aReadOnlyFolderFailsAndLeavesNothingBehind() throws {
    let folder = try makeFolder()
    defer {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try? FileManager.default.removeItem(atPath: folder)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
    #expect(throws: AtomicWriteError.self) { try AtomicFileWriter.write(Data("x".utf8), to: folder + "/out.txt") }
    #expect(try entries(in: folder).isEmpty)
}

@Test func stagedFilesAppearOnlyOnCommitAndDiscardLeavesNothing() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let kept = try AtomicFileWriter.stage(Data("a".utf8), for: folder + "/a.txt")
    let dropped = try AtomicFileWriter.stage(Data("b".utf8), for: folder + "/b.txt")
    #expect(!FileManager.default.fileExists(atPath: folder + "/a.txt"))
    #expect(FileManager.default.fileExists(atPath: kept.temporaryPath))

    try kept.commit()
    dropped.discard()

    #expect(try entries(in: folder) == ["a.txt"])
    #expect(FileManager.default.contents(atPath: folder + "/a.txt") == Data("a".utf8))
}

/// D14: the temporary name has a fixed length, so a target name as long as the file system allows can be written.
@Test func aTargetNameOfTheLongestLegalLengthCanBeWritten() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let name = String(repeating: "a", count: 250) + ".txt"
    try AtomicFileWriter.write(Data("x".utf8), to: folder + "/" + name)
    #expect(try entries(in: folder) == [name])
}

/// D10: what a signal handler removes is exactly the files still staged (committed or discarded ones are not live).
@Test func theInterruptCleanupRemovesStagedFilesOnly() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let committed = try AtomicFileWriter.stage(Data("a".utf8), for: folder + "/a.txt")
    try committed.commit()
    let staged = try AtomicFileWriter.stage(Data("b".utf8), for: folder + "/b.txt")
    #expect(FileManager.default.fileExists(atPath: staged.temporaryPath))
    #expect((staged.temporaryPath as NSString).lastPathComponent.hasPrefix(".tmp-"))

    InterruptCleanup.removeStagedFiles()

    #expect(!FileManager.default.fileExists(atPath: staged.temporaryPath))
    #expect(try entries(in: folder) == ["a.txt"])
    staged.discard()
}

/// D4: a file changed after it was read (its stamp taken) is not replaced; an unchanged one is.
@Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/c.txt"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let stamp = FileStamp.of(path)
    try AtomicFileWriter.write(Data("other program".utf8), to: path)

    let error = #expect(throws: AtomicWriteError.self) {
        try AtomicFileWriter.write(Data("mine".utf8), to: path, unchangedSince: stamp)
    }
    #expect(error?.reason == AtomicFileWriter.changedMeanwhile)
    #expect(FileManager.default.contents(atPath: path) == Data("other program".utf8))
    #expect(try entries(in: folder) == ["c.txt"])

    try AtomicFileWriter.write(Data("mine".utf8), to: path, unchangedSince: FileStamp.of(path))
    #expect(FileManager.default.contents(atPath: path) == Data("mine".utf8))
    // A file that appeared where there was none is not replaced either.
    let fresh = folder + "/new.txt"
    let absent = FileStamp.of(fresh)
    #expect(absent == .absent)
    try Data("someone".utf8).write(to: URL(fileURLWithPath: fresh))
    #expect(throws: AtomicWriteError.self) { try AtomicFileWriter.write(Data("mine".utf8), to: fresh, unchangedSince: absent) }
}

/// D4: of writers that all read the same file, exactly one replaces it; every other one refuses (none is lost silently).
@Test func ofConcurrentWritersThatReadTheSameFileExactlyOneWins() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/shared.txt"
    for round in 0..<20 {
        try Data("round \(round)".utf8).write(to: URL(fileURLWithPath: path))
        let stamp = FileStamp.of(path)
        let outcomes = Mutex<[Int: Bool]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            let written = (try? AtomicFileWriter.write(Data("writer \(writer)".utf8), to: path, unchangedSince: stamp)) != nil
            outcomes.withLock { $0[writer] = written }
        }
        let winners = outcomes.withLock { $0 }.filter(\.value).map(\.key)
        #expect(winners.count == 1, "round \(round): \(winners)")
        if let winner = winners.first { #expect(FileManager.default.contents(atPath: path) == Data("writer \(winner)".utf8)) }
    }
    #expect(try entries(in: folder) == ["shared.txt"])
}
