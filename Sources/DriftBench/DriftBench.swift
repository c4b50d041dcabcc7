// DriftBench: see DESIGN.md for this module's scope.
