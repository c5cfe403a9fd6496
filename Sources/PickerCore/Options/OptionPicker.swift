/// Columns of labelled choices, UIPickerView's most common use: a list of strings, an enum, a
/// unit list (Per), or several columns side by side (size and colour).
///
/// Every row is legal, so nothing is ever corrected; typing the first letters of a label picks
/// it, and an answer is a label or a value.
public struct OptionPicker: Sendable, Hashable {
  /// One choice: what the wheel shows, and what a script or program receives.
  public struct Option: Sendable, Hashable {
    /// What the wheel shows.
    public let label: String
    /// What choosing it gives (the label unless said otherwise).
    public let value: String
    /// Whether it can be chosen: a disabled option is shown (dimmed, announced as unavailable)
    /// but a spin passes over it and an answer naming it is refused.
    public let isEnabled: Bool

    /// Creates an option; its value is its label unless given.
    public init(_ label: String, value: String? = nil, isEnabled: Bool = true) {
      self.label = label
      self.value = value ?? label
      self.isEnabled = isEnabled
    }
  }

  /// One wheel of options.
  public struct Column: Sendable, Hashable {
    /// What a screen reader calls the wheel.
    public let name: String
    /// The choices, in wheel order.
    public let options: [Option]
    /// Whether spinning past the last option comes back to the first.
    public let isCyclic: Bool

    /// What a screen reader calls a picker's only column when it is given no name.
    public static let soleName = "choice"

    /// Creates a column of options.
    public init(name: String, options: [Option], isCyclic: Bool = false) {
      self.name = name
      self.options = options
      self.isCyclic = isCyclic
    }
  }

  /// The columns, left to right.
  public let columns: [Column]
  /// The rows the picker starts on.
  public let initialRows: [Int]
  /// Whether typing narrows a column to the labels that match what was typed (``FuzzyMatch``),
  /// rather than jumping to the first label that begins with it.
  public let isFiltering: Bool
  /// How many options the one column may have chosen at once, or nil when a picker takes one
  /// option per column (the rows are then the answer).
  public let choiceLimit: ChoiceLimit?
  /// The wheels as every front end draws them, made once.
  let pickerWheels: [PickerWheel]
  /// Each column's enabled rows and their labels readied for the filter, made once when the
  /// picker filters (empty otherwise).
  let filterable: [FilterColumn]

  /// A column's enabled rows and their labels readied for ``FuzzyMatch``.
  struct FilterColumn: Sendable, Hashable {
    let rows: [Int]
    let labels: [FuzzyMatch.Candidate]
  }

  /// The most options a column may hold; no one picks from more on a wheel.
  public static let maximumOptions = 10_000
  /// The most columns a picker may have.
  public static let maximumColumns = 16
  /// The longest label read.
  public static let maximumLabelLength = 200

  /// Creates option columns; an empty column, an empty or too-long label, or two options with the
  /// same label in a column are refused (an answer could not tell them apart).
  public init(
    columns: [Column], initialRows: [Int]? = nil, isFiltering: Bool = false,
    choiceLimit: ChoiceLimit? = nil
  ) throws(OptionError) {
    guard !columns.isEmpty else { throw .noOptions(column: "the picker") }
    if let choiceLimit {
      guard columns.count == 1 else { throw .severalColumns(columns.count) }
      guard choiceLimit.least >= 1,
        choiceLimit.most.map({ $0 >= max(choiceLimit.least, 2) }) ?? true
      else { throw .badChoiceLimit(choiceLimit) }
      // One label per line is how several choices are written and read.
      if let broken = columns[0].options.first(where: { $0.label.contains(where: { $0.isNewline }) }
      ) {
        throw .badLabel(broken.label, limit: Self.maximumLabelLength)
      }
    }
    guard columns.count <= Self.maximumColumns else {
      throw .tooMany("columns", count: columns.count, limit: Self.maximumColumns)
    }
    for column in columns {
      guard !column.options.isEmpty else { throw .noOptions(column: column.name) }
      guard column.options.contains(where: { $0.isEnabled }) else {
        throw .noneEnabled(column: column.name)
      }
      guard column.options.count <= Self.maximumOptions else {
        throw .tooMany("options", count: column.options.count, limit: Self.maximumOptions)
      }
      var seen = Set<String>()
      for option in column.options {
        let label = option.label.trimmingWhitespace
        guard !label.isEmpty, label.count <= Self.maximumLabelLength,
          option.value.count <= Self.maximumLabelLength
        else { throw .badLabel(option.label, limit: Self.maximumLabelLength) }
        guard seen.insert(label.lowercased()).inserted else {
          throw .duplicate(label, column: column.name)
        }
      }
    }
    // Labels are kept as read back: without surrounding spaces, so every printed label reads
    // back as itself.
    let columns = columns.map { column in
      Column(
        name: column.name,
        options: column.options.map {
          Option(
            $0.label.trimmingWhitespace, value: $0.value.trimmingWhitespace,
            isEnabled: $0.isEnabled)
        },
        isCyclic: column.isCyclic)
    }
    self.columns = columns
    self.isFiltering = isFiltering
    self.choiceLimit = choiceLimit
    self.filterable =
      isFiltering
      ? columns.map { column in
        let rows = column.options.indices.filter { column.options[$0].isEnabled }
        return FilterColumn(
          rows: rows, labels: rows.map { FuzzyMatch.Candidate(column.options[$0].label) })
      } : []
    self.pickerWheels = columns.map { column in
      PickerWheel(
        rowCount: column.options.count, isAdjustable: true, isCyclic: column.isCyclic,
        accessibleName: column.name,
        disabledRows: column.options.indices.filter { !column.options[$0].isEnabled },
        choosesSeveral: choiceLimit != nil)
    }
    let start = initialRows ?? []
    self.initialRows = columns.indices.map { index in
      columns[index].nearestEnabled(
        to: index < start.count ? min(max(start[index], 0), columns[index].options.count - 1) : 0)
    }
  }

  /// One column of labels, such as `picker choose` reads.
  public init(
    labels: [String], name: String = Column.soleName, isCyclic: Bool = false,
    isFiltering: Bool = false
  ) throws(OptionError) {
    try self.init(
      columns: [Column(name: name, options: labels.map { Option($0) }, isCyclic: isCyclic)],
      isFiltering: isFiltering)
  }

  /// The options of a string enum, in declaration order.
  public init<Choice: CaseIterable & RawRepresentable>(
    _ type: Choice.Type, name: String = Column.soleName, isCyclic: Bool = false
  ) throws(OptionError) where Choice.RawValue == String {
    try self.init(labels: type.allCases.map { $0.rawValue }, name: name, isCyclic: isCyclic)
  }
}

extension OptionPicker.Column {
  /// The enabled row nearest a row (the row itself when enabled; the later one on a tie).
  func nearestEnabled(to row: Int) -> Int {
    guard options.indices.contains(row), !options[row].isEnabled else { return row }
    for distance in 1..<max(options.count, 1) {
      for candidate in [row + distance, row - distance]
      where options.indices.contains(candidate) && options[candidate].isEnabled {
        return candidate
      }
    }
    return row
  }

  /// The first enabled row from a row on, going one way (round the wheel when it wraps), or nil
  /// when that way has none.
  func firstEnabled(from row: Int, going step: Int) -> Int? {
    var candidate = row
    for _ in 0..<options.count {
      if options.indices.contains(candidate), options[candidate].isEnabled { return candidate }
      candidate += step
      if isCyclic { candidate = (candidate + options.count) % options.count }
      guard options.indices.contains(candidate) else { return nil }
    }
    return nil
  }
}
