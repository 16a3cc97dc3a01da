import enum LayoutEngine.Dimension

/// LayoutEngine's Dimension, named apart from Foundation's `Dimension`
/// (NSDimension), which this module re-exports.
typealias EngineDimension = Dimension
