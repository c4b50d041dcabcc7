import StringCatalog
import FormatSpecifiers

/// libFuzzer entry point: the parser must accept any string, keep offsets inside it, and give
/// signatures that compare without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalarCount = text.unicodeScalars.count
    for context in [FormatSpecifierParser.Context.value, .substitutionCase] {
        let parsed = FormatSpecifierParser.parse(text, context: context)
        for directive in parsed.directives where directive.offset < 0 || directive.offset >= scalarCount {
            fatalError("directive offset \(directive.offset) outside \(scalarCount) scalars")
        }
        for problem in parsed.problems where problem.offset < 0 || problem.offset >= scalarCount {
            fatalError("problem offset \(problem.offset) outside \(scalarCount) scalars")
        }
        let signature = ArgumentSignature(parsed, substitutions: ["a": .init(argNum: 2, family: .integer)], substitutionArgument: .init(argNum: 1, family: .object))
        _ = ArgumentMismatch.compare(translation: signature, required: signature, available: signature, numericMayBeOmitted: false)
        let source = ArgumentSignature(FormatSpecifierParser.parse("%1$@ %2$lld"))
        _ = ArgumentMismatch.compare(translation: signature, required: source, available: source, numericMayBeOmitted: true).map(\.description)
    }
    return 0
}
