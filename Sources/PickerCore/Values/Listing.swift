extension Dictionary {
  /// The dictionary of `pairs`, as a dictionary literal of them makes it (a key listed twice
  /// stops the program, as it does in a literal).
  ///
  /// Written here for the page's core: a dictionary literal is built by code written out pair
  /// by pair, hashing and inserting each (PaceStarts' defaults took 13.1 KB of code so, in a
  /// named build); an array of pairs costs a few instructions a string (strings of up to 10
  /// bytes are data), and this one copy per value type builds the dictionary from it (3.9 KB).
  /// A table of words lists each language's pairs in a `static let` of its own.
  @inline(never)
  package init(listing pairs: [(Key, Value)]) {
    self.init(minimumCapacity: pairs.count)
    for (key, value) in pairs {
      precondition(updateValue(value, forKey: key) == nil, "a key listed twice in a table")
    }
  }
}
