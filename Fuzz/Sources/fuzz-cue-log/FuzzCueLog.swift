import DriftBench

/// libFuzzer entry point: any bytes either read as cue-log sessions that ingest into results and render as every
/// drift file, or are refused with a line and column inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCueLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lineCount = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let sessions: [CueLogSession]
    do {
        sessions = try CueLogReader.read(bytes, file: "fuzz.jsonl")
    } catch {
        // Line 0 names the file as a whole (no session, no start line); any other line lies inside the input.
        if error.line < 0 || error.line > lineCount || (error.line > 0 && error.column < 1) {
            fatalError("refusal outside the input (\(lineCount) lines): \(error)")
        }
        return 0
    }
    let results: DriftResults
    do {
        results = try CueLogIngest.results(sessions, name: "fuzz")
    } catch {
        if error.line < 0 || error.line > lineCount { fatalError("ingest refusal outside the input: \(error)") }
        return 0
    }
    for writer in DriftWriterRegistry.all { _ = try? writer.render([results]) }
    return 0
}
