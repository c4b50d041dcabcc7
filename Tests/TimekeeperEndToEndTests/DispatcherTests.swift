import Testing

@Test func noArgumentsListsCommandsAndExitsZero() throws {
    let result = try ToolProcess.run([])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: timekeeper <subcommand>"))
}

@Test func unknownCommandIsAUsageErrorOnStderrWithExitTwo() throws {
    let result = try ToolProcess.run(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: unknown command 'frobnicate'"))
    #expect(result.stdout.isEmpty)
}
