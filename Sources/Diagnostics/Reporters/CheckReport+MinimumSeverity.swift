extension CheckReport {
    /// The report without the findings below `minimum` (`--min-severity warning` drops notes), counting them in
    /// ``belowMinimumSeverity`` so the summary still says they exist. Unreadable files stay: they are not findings.
    public func keeping(atLeast minimum: Severity) -> CheckReport {
        var kept = self
        var dropped = 0
        kept.files = files.map { file in
            var file = file
            let before = file.findings.count
            file.findings.removeAll { $0.severity < minimum }
            dropped += before - file.findings.count
            return file
        }
        kept.belowMinimumSeverity += dropped
        return kept
    }
}
