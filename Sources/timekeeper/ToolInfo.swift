/// The tool's name and version: the one place `--version` and the JSON and SARIF reports' tool block read them.
enum ToolInfo {
    static let name = "timekeeper"
    static let version = "0.1.0"
}
