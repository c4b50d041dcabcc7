import Foundation
import TestSupport
import Testing

@testable import DriftBench

/// What Python's html.parser makes of a page: element counts, the text, and every problem a self-contained page
/// must not have (a tag closed out of order or left open, a script, an event handler, an outside src/href/url()).
private let checkScript = #"""
    import html.parser, json, re, sys
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    class Page(html.parser.HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.stack, self.problems, self.counts, self.text, self.doctype = [], [], {}, [], None
        def attributes(self, tag, attrs):
            self.counts[tag] = self.counts.get(tag, 0) + 1
            if tag in ("script", "iframe", "object", "embed", "link", "img", "image", "use"):
                self.problems.append("element <%s>" % tag)
            for name, value in attrs:
                if name.startswith("on"):
                    self.problems.append("event handler %s on <%s>" % (name, tag))
                if name in ("src", "href", "xlink:href", "action", "srcset") and not (value or "").startswith("#"):
                    self.problems.append("outside %s=%r on <%s>" % (name, value, tag))
                if "url(" in (value or ""):
                    self.problems.append("url() in %s on <%s>" % (name, tag))
        def handle_decl(self, decl):
            self.doctype = decl
        def handle_starttag(self, tag, attrs):
            self.attributes(tag, attrs)
            if tag not in VOID:
                self.stack.append(tag)
        def handle_startendtag(self, tag, attrs):
            self.attributes(tag, attrs)
        def handle_endtag(self, tag):
            if self.stack and self.stack[-1] == tag:
                self.stack.pop()
            else:
                self.problems.append("</%s> closes %s" % (tag, self.stack[-1:] or "nothing"))
        def handle_data(self, data):
            if self.stack and self.stack[-1] == "style" and re.search(r"url\(|@import", data):
                self.problems.append("outside asset in <style>")
            self.text.append(data)
    page = Page()
    page.feed(sys.stdin.read())
    page.close()
    if page.stack:
        page.problems.append("left open: %s" % page.stack)
    if page.doctype != "DOCTYPE html":
        page.problems.append("doctype %r" % page.doctype)
    print(json.dumps({"problems": page.problems, "counts": page.counts, "text": "".join(page.text)}))
    """#

/// The page as Python's parser saw it.
private struct ParsedPage: Decodable {
    var problems: [String]
    var counts: [String: Int]
    var text: String
}

private func parse(_ data: Data) throws -> ParsedPage {
    let result = try Python.run(checkScript, stdin: String(decoding: data, as: UTF8.self))
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONDecoder().decode(ParsedPage.self, from: Data(result.stdout.utf8))
}

@Suite(.requiresPython(modules: "html.parser")) struct HTMLReportWriterTests {
    let run: DriftResults

    init() throws {
        run = try Fixtures.simulatedRun(plan: "2x5s/2s", scenarios: ["idle", "suspend", "clock-jump", "system-sleep"])
    }

    @Test func thePageIsWellFormedSelfContainedAndHoldsEverySection() throws {
        let page = try parse(try HTMLReportWriter.render([run]))
        #expect(page.problems == [])
        #expect(page.counts["svg"] == 1, "the chart is inlined")
        // The matrix plus one table per scenario.
        #expect(page.counts["table"] == 1 + run.scenarios.count)
        for verdict in StrategyVerdict.all(in: run) { #expect(page.text.contains("\(verdict.strategy) \(verdict.sentence)")) }
        for heading in ["Verdicts", "Drift: total, worst cue, per round", "Cue lateness over the session", "Columns", "Machine"] {
            #expect(page.text.contains(heading), "\(heading)")
        }
        #expect(page.text.contains(run.machine.kernel))
        #expect(page.text.contains(run.scenarios[0].summary))
    }

    @Test func aPartialRunsPageSaysSoAndMarksUnfinishedStrategiesNotMeasured() throws {
        let partial = try partialRun()
        var page = String(decoding: try HTMLReportWriter.render([partial]), as: UTF8.self)
        let parsed = try parse(Data(page.utf8))
        #expect(parsed.problems == [])
        #expect(parsed.text.contains("This run is partial: it stopped during busy-loop and never started clock-jump."))
        #expect(!page.contains("<span class=\"ok\">"))
        #expect(page.contains("<span class=\"unmeasured\">"))
        // The chart has its own tests; the snapshot pins the page around it.
        if let start = page.range(of: "<div class=\"chart\">"),
            let end = page.range(of: "</svg></div>", range: start.upperBound..<page.endIndex)
        {
            page.replaceSubrange(start.upperBound..<end.lowerBound, with: "<svg>…")
        }
        expectSnapshot(page, as: "html")
    }

    @Test func oddNamesAreEscapedInTheTextAndTheChart() throws {
        var odd = run
        odd.machine.label = "<lab & \"co\"> 'x' <script>alert(1)</script>"
        for data in [try HTMLReportWriter.render([odd]), try HTMLReportWriter.render([odd, run])] {
            let page = try parse(data)
            #expect(page.problems == [])
            #expect(page.text.contains(odd.machine.label))
            #expect(page.counts["script"] == nil)
        }
    }

    @Test func aComparisonHasAMatrixPerScenarioAndVerdictsPerMachine() throws {
        var board = run
        board.machine.label = "board"
        let merged = try ReportMerger.merge([("a.json", run), ("b.json", board)])
        let page = try parse(try HTMLReportWriter.render(merged))
        #expect(page.problems == [])
        #expect(page.counts["table"] == 2 * run.scenarios.count)
        #expect(page.text.contains("Drift benchmark: comparison of 2 runs"))
    }

    @Test func escapingCoversMarkupAndQuotes() {
        #expect(MarkupText.escaped("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(HTMLReportWriter.inlineSVG(Data("<?xml version=\"1.0\"?>\n<svg/>".utf8)) == "<svg/>")
    }
}
