internal import CICU

/// An ICU call that failed, with ICU's own error name (e.g. `U_ILLEGAL_ARGUMENT_ERROR`) and what was being done.
public struct ICUError: Error, CustomStringConvertible, Equatable, Sendable {
    /// ICU's numeric `UErrorCode`.
    public let code: Int32
    /// What the library was doing, e.g. "opening plural rules for 'xx'".
    public let operation: String

    public init(code: Int32, operation: String) {
        self.code = code
        self.operation = operation
    }

    /// `U_INTERNAL_PROGRAM_ERROR`: ICU answered something the shim does not expect.
    static let internalProgramError: Int32 = 5
    /// `U_INDEX_OUTOFBOUNDS_ERROR`: the text is longer than ICU's 32-bit offsets can address.
    static let indexOutOfBoundsError: Int32 = 8

    /// ICU's symbolic name for the code.
    public var name: String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = cicu_error_name(code, &buffer, Int32(buffer.count))
        return length < 0 ? "ICU error \(code)" : String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public var description: String { "ICU failed while \(operation): \(name)" }
}
