import Testing

@testable import LayoutBudgets
@testable import StringCatalog

struct BudgetsFileReaderTests {
    @Test func readsEveryUnitAndItsOptions() throws {
        guard BudgetTestSupport.notoInstalled else { return HbShape.skip("Noto Sans") }
        let budgets = try BudgetTestSupport.budgets(
            #"""
            { "sampleValue" : "Jo", "numberRange" : [0, 59],
              "budgets" : [
                { "key" : "title", "unit" : "graphemes", "max" : 20 },
                { "key" : "tab.*", "unit" : "columns", "max" : 12 },
                { "key" : "start", "unit" : "points", "max" : 180, "lines" : 2, "textStyle" : "headline",
                  "dynamicTypeSize" : ["large", "AX5"], "minimumScaleFactor" : 0.8,
                  "devices" : { "applewatch" : { "max" : 120 } } }
              ] }
            """#)
        #expect(budgets.sampleValue == "Jo")
        #expect(budgets.numberRange == 0...59)
        #expect(budgets.budgets.map(\.limit.unit) == [.graphemes, .columns, .points])
        guard case .points(let points) = budgets.budgets[2].limit else {
            Issue.record("not points")
            return
        }
        #expect(points.width == 180)
        #expect(points.lines == 2)
        #expect(points.minimumScaleFactor == 0.8)
        #expect(points.size == .textStyle(.headline, [.large, .accessibility5]))
        guard case .points(let watch) = budgets.budgets[2].limit(forDevice: "applewatch") else {
            Issue.record("no device limit")
            return
        }
        // The override changes the width and inherits everything else.
        #expect(watch.width == 120)
        #expect(watch.size == points.size)
        #expect(budgets.budgets[2].limit(forDevice: "iphone") == budgets.budgets[2].limit)
    }

    @Test func malformedJSONNamesLineAndColumn() {
        let error = BudgetTestSupport.budgetsError("{\n  \"budgets\" : [ { \"key\" : \"a\", }\n]}")
        #expect(error?.location.line == 2)
        #expect(error?.description.hasPrefix("/tmp/budgets.json:2:") == true)
    }

    @Test func unknownUnitListsTheKnownOnes() {
        let json = #"{ "budgets" : [ { "key" : "a", "unit" : "pixels", "max" : 3 } ] }"#
        let error = BudgetTestSupport.budgetsError(json)
        #expect(error?.message.contains("unknown unit \"pixels\"") == true)
        #expect(error?.message.contains("\"graphemes\", \"columns\", \"points\"") == true)
        #expect(error?.location.column == column(of: "\"pixels\"", in: json))
    }

    @Test func unknownTextStyleAndDynamicTypeSizeAreErrors() {
        let style = BudgetTestSupport.budgetsError(
            #"{ "budgets" : [ { "key" : "a", "unit" : "points", "max" : 3, "textStyle" : "huge" } ] }"#)
        #expect(style?.message.contains("unknown text style \"huge\"") == true)
        let size = BudgetTestSupport.budgetsError(
            #"{ "budgets" : [ { "key" : "a", "unit" : "points", "max" : 3, "dynamicTypeSize" : "AX9" } ] }"#)
        #expect(size?.message.contains("unknown Dynamic Type size \"AX9\"") == true)
    }

    @Test func missingFontIsAnErrorAtTheFontPath() {
        let json = #"{ "budgets" : [ { "key" : "a", "unit" : "points", "max" : 3, "size" : 17, "font" : "/no/such.ttf" } ] }"#
        let error = BudgetTestSupport.budgetsError(json)
        #expect(error?.message.contains("cannot read a font from '/no/such.ttf'") == true)
        #expect(error?.location.column == column(of: "\"/no/such.ttf\"", in: json))
    }

    @Test func outOfRangeAndMisplacedFieldsAreErrors() {
        #expect(
            BudgetTestSupport.budgetsError(
                #"{ "budgets" : [ { "key" : "a", "unit" : "points", "max" : 3, "minimumScaleFactor" : 1.5 } ] }"#)?.message.contains(
                    "(0, 1]") == true)
        #expect(
            BudgetTestSupport.budgetsError(#"{ "budgets" : [ { "key" : "a", "unit" : "graphemes", "max" : 3, "lines" : 2 } ] }"#)?.message
                .contains("only to \"unit\" : \"points\"") == true)
        #expect(
            BudgetTestSupport.budgetsError(#"{ "budgets" : [ { "key" : "a", "unit" : "graphemes", "max" : 0 } ] }"#)?.message.contains(
                "greater than 0") == true)
        #expect(
            BudgetTestSupport.budgetsError(#"{ "budgets" : [ { "key" : "a", "unit" : "graphemes", "maxx" : 3 } ] }"#)?.message.contains(
                "unknown field \"maxx\"") == true)
        #expect(BudgetTestSupport.budgetsError(#"{ "budget" : [] }"#)?.message.contains("unknown field \"budget\"") == true)
    }

    @Test func dynamicTypeTableMatchesApplesBodyRow() {
        let body = DynamicTypeSize.allCases.map { TextStyle.body.pointSize(at: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextStyle.caption2.pointSize(at: .large) == 11)
        #expect(TextStyle.caption2.pointSize(at: .xxxLarge) == 17)
        #expect(DynamicTypeSize(name: "accessibility5") == .accessibility5)
        #expect(DynamicTypeSize(name: "ax5") == .accessibility5)
    }

    /// The 1-based column where `needle` starts in one-line `json`.
    private func column(of needle: String, in json: String) -> Int {
        json.distance(from: json.startIndex, to: json.range(of: needle)!.lowerBound) + 1
    }
}
