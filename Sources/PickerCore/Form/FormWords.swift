/// What a page says around a form the core answers: its submit button, and that the form was
/// (or was not) submitted.
///
/// The terminal's form submits with Enter and says so in its own help.
public enum FormWords {
  /// The words by language (``Phrasebook``): `submit`, `submitted`, `notSubmitted`.
  public static let tables: [String: [String: String]] = [
    "en": ["submit": "Submit", "submitted": "Submitted.", "notSubmitted": "Not submitted"]
  ]

  /// Every word, by key, in a reader's language: what a page is handed.
  public static func words(_ locale: LocaleData) -> [String: String] {
    Phrasebook(locale, tables: tables).all
  }
}
