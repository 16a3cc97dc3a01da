import LayoutEngine

/// LayoutEngine's Dimension, named apart from Foundation's NSDimension
/// (`Dimension`), which files importing Foundation also see.
typealias EngineDimension = Dimension
