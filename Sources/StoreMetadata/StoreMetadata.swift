// StoreMetadata: see DESIGN.md for this module's scope.
