// IntervalTimer: see DESIGN.md for this module's scope.
