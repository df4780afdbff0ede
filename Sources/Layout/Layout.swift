// The Layout module: Auto Layout's model (views, guides, attributes, constraints) on the solver.
// Its API uses the solver's vocabulary (`Priority`, `Relation`, `Variable`, `NumberText`); a
// client that names those types imports `Cassowary` beside `Layout` (Layout does not re-export it).
