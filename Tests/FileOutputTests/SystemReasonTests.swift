import Foundation
import Testing

@testable import FileOutput

@Test func commonErrnosReadAsTheToolsOwnWords() {
    #expect(SystemReason(errno: ENOENT).description == "no such file or folder")
    #expect(SystemReason(errno: EACCES).description == "permission denied")
    #expect(SystemReason(errno: EISDIR).description == "it is a folder")
    #expect(SystemReason(errno: ENOSPC).description == "no space is left on the device")
    #expect(SystemReason(errno: 9999).description == "the system refused (errno 9999)")
}

@Test func aFoundationFileErrorBecomesItsPOSIXReason() throws {
    do {
        _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/file"))
        Issue.record("reading a missing file succeeded")
    } catch {
        #expect(SystemReason(foundationError: error) == SystemReason(errno: ENOENT))
    }
    #expect(SystemReason(foundationError: CocoaError(.fileWriteOutOfSpace)) == SystemReason(errno: ENOSPC))
    struct Other: Error {}
    #expect(SystemReason(foundationError: Other()) == nil)
}

@Test func folderCreatorMakesParentsAcceptsAFolderAndNamesAFileInTheWay() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-creator-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FolderCreator.create(root + "/a/b/c")
    try FolderCreator.create(root + "/a/b")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root + "/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
    FileManager.default.createFile(atPath: root + "/file", contents: Data())
    #expect(throws: FolderCreationError(path: root + "/file/x", blocking: root + "/file", reason: SystemReason(errno: ENOTDIR))) {
        try FolderCreator.create(root + "/file/x")
    }
    do {
        try FolderCreator.create(root + "/file")
    } catch {
        #expect(error.description == "cannot create the folder \(root)/file: a file of that name is in the way")
    }
}
