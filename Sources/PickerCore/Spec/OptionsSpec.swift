/// Option columns described: each column's options (a label, and a value when it differs), its
/// name for screen readers, and whether it wraps.
public struct OptionsSpec: Sendable, Hashable {
  /// One column.
  public struct Column: Sendable, Hashable {
    /// What a screen reader calls the wheel; nil for `choice` (one column) or `column N`.
    public var name: String?
    /// The options, in wheel order.
    public var options: [OptionPicker.Option]
    /// Whether spinning past the last option comes back to the first.
    public var cyclic: Bool

    /// Describes a column.
    public init(name: String? = nil, options: [OptionPicker.Option], cyclic: Bool = false) {
      self.name = name
      self.options = options
      self.cyclic = cyclic
    }
  }

  /// The columns, left to right.
  public var columns: [Column]
  /// The reader's locale, taken by every kind alike; labels are shown as they are written.
  public var locale: String?
  /// Whether typing narrows a column to the labels that match (``FuzzyMatch``) rather than
  /// jumping to the first label it begins: for lists longer than a wheel serves.
  public var filter = false
  /// How many options the one column may have chosen at once (`limit` and `least`), or nil for
  /// one option per column.
  public var choices: ChoiceLimit?

  /// Describes option columns.
  public init(columns: [Column]) {
    self.columns = columns
  }

  /// Describes one column of labels.
  public init(labels: [String], name: String? = nil, cyclic: Bool = false, filter: Bool = false) {
    self.init(
      columns: [Column(name: name, options: labels.map { OptionPicker.Option($0) }, cyclic: cyclic)]
    )
    self.filter = filter
  }

  /// Describes an option picker: every column named.
  public init(_ picker: OptionPicker) {
    self.init(
      columns: picker.columns.map {
        Column(name: $0.name, options: $0.options, cyclic: $0.isCyclic)
      })
    filter = picker.isFiltering
    choices = picker.choiceLimit
  }

  /// The settings an options description takes (`options` is one column's options, short for
  /// `columns: [{options: ...}]`).
  public static let settings = ["columns", "options", "filter", "limit", "least", "locale"]

  /// A column's name when none is given: `choice` alone, `column 2` among several.
  public static func defaultName(ofColumn index: Int, among count: Int) -> String {
    count == 1 ? OptionPicker.Column.soleName : "column \(index + 1)"
  }

  /// Builds the wheels; an empty column, an empty or over-long label, or two labels alike in a
  /// column are refused.
  public func makePicker(on platform: Platform) throws(SpecError) -> OptionPicker {
    _ = try NumberSymbols.named(locale, on: platform)
    do {
      return try OptionPicker(
        columns: columns.enumerated().map { index, column in
          OptionPicker.Column(
            name: column.name ?? Self.defaultName(ofColumn: index, among: columns.count),
            options: column.options, isCyclic: column.cyclic)
        }, isFiltering: filter, choiceLimit: choices)
    } catch {
      switch error {
      case .severalColumns, .badChoiceLimit:
        throw SpecError(setting: "limit", message: error.description)
      default: throw SpecError(setting: "columns", message: error.description)
      }
    }
  }
}
