/// One `%…` directive found in a string, with its offset so findings can quote it.
public struct FormatDirective: Hashable, Sendable {
    /// What the directive stands for.
    public enum Kind: Hashable, Sendable {
        /// `%%`: a literal percent sign, no argument.
        case literalPercent
        /// A directive that consumes an argument of `family` (`%@`, `%lld`, `%1$@`, …).
        case argument(ArgumentFamily)
        /// `%#@name@`: a reference to the substitution `name`, which consumes one argument itself.
        case substitution(name: String)
        /// `%arg` inside a substitution case: the substitution's own argument.
        case substitutionArgument
    }

    /// What kind of mismatch or directive this is.
    public var kind: Kind
    /// The directive exactly as written, e.g. `%1$lld`.
    public var text: String
    /// Offset of the `%` in Unicode scalars from the start of the string (0-based).
    public var offset: Int
    /// The explicit 1-based argument number of `%N$…`, nil when the directive is sequential.
    public var explicitPosition: Int?
    /// Flags as written (`-+ #0'`).
    public var flags: String
    /// Length modifier as written (`l`, `ll`, `h`, `hh`, `q`, `z`, `t`, `j`, `L`), empty when none.
    public var lengthModifier: String
    /// Whether width or precision is `*`, each of which consumes an integer argument before the value.
    public var starArguments: Int
    /// The width as written (`5` in `%5d`, `*` in `%*d`), nil when none.
    public var width: FormatAmount?
    /// The precision as written after its `.` (`1` in `%.1f`, empty in `%.f`), nil when there is no `.`.
    public var precision: FormatAmount?
    /// The conversion character of an argument directive (`d` in `%lld`, `@` in `%1$@`), nil for the other kinds.
    public var conversion: Unicode.Scalar?
    /// The label of an Xcode 26 named argument (`count` in `%(count)lld`), nil for an unnamed one. Named arguments
    /// are numbered by first use of their name (see ``ParsedFormat/argumentNumbers()``).
    public var name: String?

    public init(
        kind: Kind, text: String, offset: Int, explicitPosition: Int? = nil, flags: String = "",
        lengthModifier: String = "", starArguments: Int = 0, width: FormatAmount? = nil, precision: FormatAmount? = nil,
        conversion: Unicode.Scalar? = nil, name: String? = nil
    ) {
        self.kind = kind
        self.text = text
        self.offset = offset
        self.explicitPosition = explicitPosition
        self.flags = flags
        self.lengthModifier = lengthModifier
        self.starArguments = starArguments
        self.width = width
        self.precision = precision
        self.conversion = conversion
        self.name = name
    }

    /// Whether the directive takes an argument slot (everything but `%%`).
    public var consumesArgument: Bool {
        if case .literalPercent = kind { return false }
        return true
    }
}

/// Something wrong or doubtful in a format string, found while parsing it.
public struct FormatProblem: Hashable, Sendable {
    /// What kind of problem, from hard errors (`%n`) to doubts (prose that looks like a specifier).
    public enum Kind: Hashable, Sendable {
        /// `%n` writes through a pointer argument: never valid in a localized string.
        case writesToArgument
        /// `%$11d`, `%0$@`: a position marker without a usable number.
        case malformedPosition
        /// A `%` at the very end of the string, with nothing after it.
        case danglingPercent
        /// `%` followed by something that is no conversion (`%y`, `%.`), or a specifier cut short.
        case unknownConversion
        /// `%#@name` without the closing `@`, or with an empty name.
        case unterminatedSubstitution
        /// Arabic `٪`, full-width `％` or small `﹪` where a `%` directive was meant (`٪@`).
        case lookalikePercent(Unicode.Scalar)
        /// Both `%1$@` and `%@` in one string: the numbering is undefined.
        case mixedPositionalAndSequential
        /// `% f`, `% a`: a space flag, which in real strings is almost always prose ("100% free").
        /// The directive is not counted as an argument.
        case spaceFlagProse
    }

    /// What kind of mismatch or directive this is.
    public var kind: Kind
    /// The text involved, as written (e.g. `%$11d`, `٪@`, `% f`).
    public var text: String
    /// Offset in Unicode scalars from the start of the string (0-based).
    public var offset: Int

    public init(kind: Kind, text: String, offset: Int) {
        self.kind = kind
        self.text = text
        self.offset = offset
    }

    /// Whether the problem is a doubt rather than a defect.
    public var isDoubt: Bool { kind == .spaceFlagProse }
}
