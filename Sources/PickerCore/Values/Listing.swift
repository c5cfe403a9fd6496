extension Dictionary {
  /// The dictionary of `pairs`, as a dictionary literal of them makes it (a key listed twice
  /// stops the program, as it does in a literal).
  ///
  /// Written here for the page's core: a dictionary literal is built by code written out where
  /// the literal is, where an array of pairs that is a `static let` of its own is data (the
  /// compiler lays it out in the file), and this builds the dictionary from it with one copy
  /// per value type. The price list's words were 13 KB of code so, in a named build. Tables of
  /// words list each language's pairs in a `static let`; a few pairs written in place
  /// (`.init(listing: [("km", "42.195")])`) still cost less code than their literal.
  @inline(never)
  package init(listing pairs: [(Key, Value)]) {
    self.init(minimumCapacity: pairs.count)
    for (key, value) in pairs {
      precondition(updateValue(value, forKey: key) == nil, "a key listed twice in a table")
    }
  }
}
