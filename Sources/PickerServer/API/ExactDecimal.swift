import Foundation

/// The document's `ExactNumber`: a number a person reads, kept exact both ways (JSON's `1.5` is
/// the decimal 1.5, never the nearest binary fraction the generator's default `Double` would be).
typealias ExactDecimal = Decimal
