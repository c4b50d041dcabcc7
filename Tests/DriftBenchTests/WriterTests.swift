import Foundation
import Testing

@testable import DriftBench

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Splits RFC 4180 CSV into records of fields (quoted fields may hold commas, quotes and line breaks).
func parseCSV(_ text: String) -> [[String]] {
    var records: [[String]] = [], record: [String] = [], field = "", quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
        if quoted {
            if character == "\"" {
                if characters.first == "\"" {
                    field.append("\"")
                    characters.removeFirst()
                } else {
                    quoted = false
                }
            } else {
                field.append(character)
            }
        } else if character == "\"" {
            quoted = true
        } else if character == "," {
            record.append(field)
            field = ""
        } else if character == "\r\n" || character == "\n" {
            record.append(field)
            records.append(record)
            record = []
            field = ""
        } else {
            field.append(character)
        }
    }
    if !field.isEmpty || !record.isEmpty {
        record.append(field)
        records.append(record)
    }
    return records
}

/// Parses XML with Foundation's XMLParser and counts elements by name; nil if it is not well-formed.
func elementCounts(_ data: Data) -> [String: Int]? {
    final class Counter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            counts[name, default: 0] += 1
        }
    }
    let parser = XMLParser(data: data), counter = Counter()
    parser.delegate = counter
    return parser.parse() ? counter.counts : nil
}

@Suite struct WriterTests {
    let run: DriftResults

    init() throws {
        run = try Fixtures.simulatedRun(plan: "2x5s/2s", scenarios: ["idle", "suspend", "clock-jump", "system-sleep"])
    }

    @Test func markdownHasTheContractHeaderARowPerStrategyAndTheMatrix() throws {
        let text = String(decoding: try MarkdownTableWriter.render([run]), as: UTF8.self)
        // The columns, with response p99 next to cue lateness p99.
        #expect(
            text.contains(
                "| strategy | mode | cues | per-round drift (p99) | session drift | cue lateness p99 | response p99 | CPU ms/min | poll |"))
        // The columns are defined once, above the scenario tables, and every column has a definition.
        #expect(text.components(separatedBy: "## Columns").count - 1 == 1)
        for definition in MarkdownTableWriter.columnDefinitions {
            #expect(text.components(separatedBy: definition.text).count - 1 == 1, "\(definition.columns)")
        }
        let defined = Set(MarkdownTableWriter.columnDefinitions.flatMap(\.columns))
        #expect(MarkdownTableWriter.header.filter { !defined.contains($0) } == [], "columns without a definition")
        #expect(text.range(of: "## Columns")!.lowerBound < text.range(of: "## idle (simulated)")!.lowerBound)
        for scenario in run.scenarios { #expect(text.contains("## \(scenario.scenario) (simulated)")) }
        #expect(text.contains("## Verdicts"))
        #expect(text.contains("- `continuous-deadline` keeps time in every scenario."))
        #expect(text.contains("## Strategy × scenario: total drift, worst cue, per-round drift"))
        #expect(
            text.contains(
                "| strategy | drift | idle (simulated) | suspend (simulated) | clock-jump (simulated) | system-sleep (simulated) |"))
        #expect(text.contains("| continuous-deadline | worst cue |") && text.contains("| continuous-deadline | per-round drift (p99) |"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| continuous-deadline | simulated |") }
        #expect(rows.count == run.scenarios.count)
        // Every scenario row has as many cells as the header.
        let strategyRows = text.split(separator: "\n").filter { $0.hasPrefix("| tick-sleep | simulated |") }
        #expect(strategyRows.count == run.scenarios.count)
        #expect(strategyRows.allSatisfy { $0.components(separatedBy: " | ").count == MarkdownTableWriter.header.count })
        #expect(text.contains("**test-machine**"))
    }

    @Test func csvParsesWithOneRecordPerRowAndTheHeaderWidth() throws {
        let records = parseCSV(String(decoding: try CSVTableWriter.render([run]), as: UTF8.self))
        #expect(records.first == CSVTableWriter.columns)
        #expect(records.count == 1 + run.scenarios.count * 7)
        #expect(records.allSatisfy { $0.count == CSVTableWriter.columns.count })
        let jump = try #require(records.first { $0[1] == "clock-jump" && $0[2] == "wall-anchored" })
        let drift = try #require(Double(jump[6]))
        #expect(drift < -1_000, "wall-anchored session drift in ms: \(drift)")
    }

    @Test func csvQuotesFieldsThatNeedIt() {
        #expect(CSVTableWriter.quote("plain") == "plain")
        #expect(CSVTableWriter.quote("a, b") == "\"a, b\"")
        #expect(CSVTableWriter.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(parseCSV(CSVTableWriter.quote("x,\"y\"\nz") + ",2\r\n") == [["x,\"y\"\nz", "2"]])
    }

    @Test func svgIsWellFormedWithAPanelPerScenarioAndAMarkPerCue() throws {
        let data = try SVGChartWriter.render([run])
        let svg = try #require(SVGElements(data), "drift.svg is not well-formed XML")
        #expect(svg.named("svg").count == 1)
        #expect(svg.named("rect").filter { $0.attributes["class"] == "plot-area" }.count == run.scenarios.count)
        // One line per strategy per scenario, a mark per cue that was not exactly on time; early cues hollow.
        #expect(svg.named("polyline").count == run.scenarios.count * 7)
        let cues = run.scenarios.flatMap { $0.strategies.flatMap(\.cues) }.filter { $0.errorNanoseconds != 0 }
        let marks = svg.elements.filter { $0.series != nil && ["circle", "rect", "polygon"].contains($0.name) }
        #expect(marks.count == cues.count)
        #expect(marks.filter { $0.attributes["fill"] == "#fff" }.count == cues.filter { $0.errorNanoseconds < 0 }.count)
        // Inline in HTML it must not bring an XML declaration or a style sheet.
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("<svg "))
        #expect(svg.named("style").isEmpty)
    }

    @Test func svgEscapesLabels() throws {
        var odd = run
        odd.machine.label = "<lab & \"co\">"
        #expect(elementCounts(try SVGChartWriter.render([odd])) != nil)
        #expect(elementCounts(try SVGChartWriter.render([odd, run])) != nil)
    }

    @Test func jsonRoundTripsExactly() throws {
        let data = try JSONResultsWriter.render([run])
        let decoded = try ResultsFile.decode(data, path: "results.json")
        #expect(decoded == run)
        #expect(try ResultsFile.encode(decoded) == data)
    }

    @Test func outputFolderWritesAllFilesAndLeavesNoTemporaries() throws {
        let path = Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = try OutputDirectory(path: path + "/nested/out")
        try folder.write(DriftWriterRegistry.renderAll([run]))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["drift.csv", "drift.html", "drift.md", "drift.svg", "results.json"])
    }

    @Test func anOutputPathThatIsAFileIsRefused() throws {
        let path = Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = path + "/plain-file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(throws: OutputDirectoryError.self) { try OutputDirectory(path: file) }
        #expect(throws: OutputDirectoryError.self) { try OutputDirectory(path: file + "/below") }
    }
}
