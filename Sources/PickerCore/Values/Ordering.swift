extension Sequence {
  /// The elements in the order `precedes` gives, elements that neither precedes kept in the
  /// order they came (a stable sort).
  ///
  /// Written here because the standard library's sort is generic: it is compiled again for every
  /// element type sorted, and each copy of its merge sort is several kilobytes in the page's
  /// core (26 copies, 36 KB, measured in a named build). This sorts the elements' positions,
  /// so every caller, whatever it sorts, shares one copy: `positionsInOrder(_:by:)`.
  package func ordered(by precedes: (Element, Element) -> Bool) -> [Element] {
    let elements = Array(self)
    return withoutActuallyEscaping(precedes) { precedes in
      // Ties are ordered by position here rather than left to the standard library's sort,
      // whose documentation does not promise stability.
      positionsInOrder(elements.count) { first, second in
        precedes(elements[first], elements[second])
          || (!precedes(elements[second], elements[first]) && first < second)
      }
      .map { elements[$0] }
    }
  }
}

extension Sequence where Element: Comparable {
  /// The elements from least to greatest: `ordered(by:)` with `<`.
  package func ordered() -> [Element] { ordered(by: <) }
}

/// The positions `0..<count` in the order `precedes` gives (`ordered(by:)` breaks its ties).
///
/// Never inlined and taking an escaping comparison, so the optimiser keeps the one copy rather
/// than specialising it for each caller's comparison. It passes the comparison to the sort as it
/// is: wrapped in a closure of its own here, the optimiser cloned this function, sort and all,
/// for each caller's comparison (50 KB more in the page's core, measured).
@inline(never)
private func positionsInOrder(_ count: Int, by precedes: @escaping (Int, Int) -> Bool) -> [Int] {
  var positions = Array(0..<count)
  positions.sort(by: precedes)
  return positions
}
