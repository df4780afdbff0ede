// The Layout module: Auto Layout's model (views, guides, attributes, constraints) on the solver.
@_exported import Cassowary
