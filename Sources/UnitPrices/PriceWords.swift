public import PickerCore

/// What the unit-price list says, in the reader's language: English, German, French, Spanish
/// and Japanese; other languages read English.
///
/// The numbers in the words (a percentage, a count) are written as the reader's locale writes
/// numbers, whatever the language of the words: its digits, its grouping, its percent sign and
/// spacing, from the locale's CLDR data (``NumberFormat``).
public struct PriceWords: Sendable, Hashable {
  /// The language these words are in: `en`, `de`, `fr`, `es` or `ja`.
  public var language: String { book.language }
  /// The locale whose numbers the words are written with.
  public let locale: LocaleData
  /// The words, with where a list is kept (``Phrasebook/sync``).
  public let book: Phrasebook

  /// The words for a locale's language.
  public init(_ locale: LocaleData) {
    self.locale = locale
    book = Phrasebook(locale, tables: Self.tables)
  }

  /// The word for a key (`product`, `price`, `remove`...), English when a language lacks it.
  public subscript(key: String) -> String { book[key] }

  /// `Best value`, `12% more`, `497.038 % teurer`: the percentage as the locale writes one (its
  /// digits, grouping, percent sign and spacing).
  public func label(_ label: ValueLabel) -> String {
    switch label {
    case .best: return self["best"]
    case .more(let percent):
      return Phrasebook.filled(
        self["more"], ["%p": locale.format.percent(percent, symbols: locale.numbers)])
    }
  }

  /// A whole number as the locale writes it: `10,000`, `10.000`, `١٠٬٠٠٠`.
  public func number<Whole: BinaryInteger>(_ number: Whole) -> String {
    locale.format.number(number, symbols: locale.numbers)
  }

  /// `3 products`, or which ones a page shows of a longer list.
  public func count(total: Int, offset: Int, shown: Int) -> String {
    guard total > shown else {
      return Phrasebook.filled(
        total == 1 ? self["oneProduct"] : self["products"], ["%d": number(total)])
    }
    // A page past the end starts at the end: `offset` comes from a client and may be any
    // whole number up to Int.max, so nothing is added to it before it is bounded by `total`.
    let start = min(max(offset, 0), total)
    return Phrasebook.filled(
      self["page"],
      ["%1": number(min(total, start + 1)), "%2": number(start + shown), "%3": number(total)])
  }

  /// The direction the list's numbers read in: `rtl` where the locale's language is written
  /// right to left (ar_EG), else `ltr`.
  ///
  /// CLDR writes such a locale's numbers for a right-to-left line (its currency and percent
  /// signs carry right-to-left marks, and `٣ × ١٫٥` reads from the right), so a page shows each
  /// size and amount in this direction, whatever the direction of the words around it.
  public var numbersDirection: String { locale.isRightToLeft ? "rtl" : "ltr" }

  /// A size as a shopper may type one, in the locale's digits: `3 x 500 g`, `٣ x ٥٠٠ g`.
  public var sizeExample: String { locale.numbers.written("3 x 500 g") }

  /// What a person hears of an edit the server did not apply (nil for one it did): that
  /// another device changed or removed the item first, or why the list refused it.
  public func note(_ outcome: EditOutcome) -> String? {
    let item = outcome.item ?? ""
    switch outcome.kind {
    case .applied: return nil
    case .changedElsewhere: return Phrasebook.filled(self["changedElsewhere"], ["%n": item])
    case .removedElsewhere: return Phrasebook.filled(self["removedElsewhere"], ["%n": item])
    case .refused:
      let reason = outcome.reason ?? ""
      return outcome.item == nil
        ? Phrasebook.filled(self["listNotKept"], ["%m": reason])
        : Phrasebook.filled(self["notKept"], ["%n": item, "%m": reason])
    }
  }

  /// A saved list as the page links it: its name, how many products and its currency
  /// (`pantry (1, USD)`).
  public func saved(_ name: String, total: Int, currency: String) -> String {
    "\(name) (\(number(total)), \(currency))"
  }

  private static let tables = Phrasebook.merged(table, Phrasebook.sync)

  private static let table: [String: [String: String]] = [
    "en": .init(listing: english),
    "de": .init(listing: german),
    "fr": .init(listing: french),
    "es": .init(listing: spanish),
    "ja": .init(listing: japanese),
  ]

  private static let english: [(String, String)] = [
    ("editItem", "Edit %n"), ("removeItem", "Remove %n"), ("removedItem", "Removed: %n"),
    ("addedItem", "Added: %n"), ("addedBest", "Added: %n, %l"),
    ("compared", "Compared"), ("actions", "Actions"), ("title", "Unit prices"), ("list", "List"),
    ("locale", "Locale"), ("currency", "Currency"),
    ("product", "Product"), ("size", "Size"), ("price", "Price"), ("perUnit", "Per unit"),
    ("remove", "Remove"), ("edit", "Edit"), ("add", "Add"), ("save", "Save"), ("cancel", "Cancel"),
    ("addProduct", "Add a product"), ("editProduct", "Edit a product"), ("name", "Name"),
    ("measures", "Measures"), ("quantity", "Quantity"), ("packOf", "Pack of"), ("mass", "weight"),
    ("volume", "volume"), ("count", "count"), ("best", "Best value"), ("more", "%p more"),
    ("oneProduct", "%d product"), ("products", "%d products"),
    ("page", "products %1-%2 of %3, best value first"),
    ("undo", "Undo"), ("savedLists", "Saved lists"), ("orSize", "or type the size"),
    ("changedElsewhere", "%n was changed on another device first; your change was not kept"),
    ("removedElsewhere", "%n was removed on another device; your change was not kept"),
    ("notKept", "Your change to %n was not kept: %m"),
    ("listNotKept", "Your change to the list was not kept: %m"),
  ]

  private static let german: [(String, String)] = [
    ("editItem", "%n ändern"), ("removeItem", "%n entfernen"), ("removedItem", "Entfernt: %n"),
    ("addedItem", "Hinzugefügt: %n"), ("addedBest", "Hinzugefügt: %n, %l"),
    ("compared", "Vergleich"), ("actions", "Aktionen"), ("title", "Grundpreise"), ("list", "Liste"),
    ("locale", "Sprache"), ("currency", "Währung"),
    ("product", "Produkt"), ("size", "Menge"), ("price", "Preis"), ("perUnit", "Grundpreis"),
    ("remove", "Entfernen"), ("edit", "Ändern"), ("add", "Hinzufügen"), ("save", "Speichern"),
    ("cancel", "Abbrechen"), ("addProduct", "Produkt hinzufügen"),
    ("editProduct", "Produkt ändern"),
    ("name", "Name"), ("measures", "Gemessen in"), ("quantity", "Menge"), ("packOf", "Packung mit"),
    ("mass", "Gewicht"), ("volume", "Volumen"), ("count", "Stück"), ("best", "Bester Preis"),
    ("more", "%p teurer"), ("oneProduct", "%d Produkt"), ("products", "%d Produkte"),
    ("page", "Produkte %1–%2 von %3, günstigste zuerst"), ("undo", "Rückgängig"),
    ("savedLists", "Gespeicherte Listen"),
    ("orSize", "oder die Menge eintippen"),
    (
      "changedElsewhere",
      "%n wurde zuerst auf einem anderen Gerät geändert; Ihre Änderung wurde nicht übernommen"
    ),
    (
      "removedElsewhere",
      "%n wurde auf einem anderen Gerät entfernt; Ihre Änderung wurde nicht übernommen"
    ),
    ("notKept", "Ihre Änderung an %n wurde nicht übernommen: %m"),
    ("listNotKept", "Ihre Änderung an der Liste wurde nicht übernommen: %m"),
  ]

  private static let french: [(String, String)] = [
    ("editItem", "Modifier %n"), ("removeItem", "Retirer %n"), ("removedItem", "Retiré : %n"),
    ("addedItem", "Ajouté : %n"), ("addedBest", "Ajouté : %n, %l"),
    ("compared", "Comparaison"), ("actions", "Actions"), ("title", "Prix unitaires"),
    ("list", "Liste"),
    ("locale", "Langue"), ("currency", "Devise"),
    ("product", "Produit"), ("size", "Quantité"), ("price", "Prix"), ("perUnit", "Prix unitaire"),
    ("remove", "Retirer"), ("edit", "Modifier"), ("add", "Ajouter"), ("save", "Enregistrer"),
    ("cancel", "Annuler"), ("addProduct", "Ajouter un produit"),
    ("editProduct", "Modifier un produit"),
    ("name", "Nom"), ("measures", "Mesuré en"), ("quantity", "Quantité"), ("packOf", "Lot de"),
    ("mass", "poids"), ("volume", "volume"), ("count", "pièces"), ("best", "Meilleur prix"),
    ("more", "%p plus cher"), ("oneProduct", "%d produit"), ("products", "%d produits"),
    ("page", "produits %1–%2 sur %3, le moins cher d’abord"), ("undo", "Annuler le retrait"),
    ("savedLists", "Listes enregistrées"),
    ("orSize", "ou taper la quantité"),
    (
      "changedElsewhere",
      "%n a d’abord été modifié sur un autre appareil ; votre modification n’a pas été gardée"
    ),
    (
      "removedElsewhere",
      "%n a été retiré sur un autre appareil ; votre modification n’a pas été gardée"
    ),
    ("notKept", "Votre modification de %n n’a pas été gardée : %m"),
    ("listNotKept", "Votre modification de la liste n’a pas été gardée : %m"),
  ]

  private static let spanish: [(String, String)] = [
    ("editItem", "Editar %n"), ("removeItem", "Quitar %n"), ("removedItem", "Quitado: %n"),
    ("addedItem", "Añadido: %n"), ("addedBest", "Añadido: %n, %l"),
    ("compared", "Comparación"), ("actions", "Acciones"), ("title", "Precios por unidad"),
    ("list", "Lista"), ("locale", "Idioma"), ("currency", "Moneda"),
    ("product", "Producto"), ("size", "Cantidad"), ("price", "Precio"), ("perUnit", "Por unidad"),
    ("remove", "Quitar"), ("edit", "Editar"), ("add", "Añadir"), ("save", "Guardar"),
    ("cancel", "Cancelar"), ("addProduct", "Añadir un producto"),
    ("editProduct", "Editar un producto"),
    ("name", "Nombre"), ("measures", "Se mide en"), ("quantity", "Cantidad"),
    ("packOf", "Paquete de"),
    ("mass", "peso"), ("volume", "volumen"), ("count", "unidades"), ("best", "Mejor precio"),
    ("more", "%p más caro"), ("oneProduct", "%d producto"), ("products", "%d productos"),
    ("page", "productos %1–%2 de %3, el más barato primero"), ("undo", "Deshacer"),
    ("savedLists", "Listas guardadas"),
    ("orSize", "o escribir la cantidad"),
    ("changedElsewhere", "%n se cambió antes en otro dispositivo; tu cambio no se guardó"),
    ("removedElsewhere", "%n se quitó en otro dispositivo; tu cambio no se guardó"),
    ("notKept", "Tu cambio en %n no se guardó: %m"),
    ("listNotKept", "Tu cambio en la lista no se guardó: %m"),
  ]

  private static let japanese: [(String, String)] = [
    ("editItem", "%n を編集"), ("removeItem", "%n を削除"), ("removedItem", "削除しました: %n"),
    ("addedItem", "追加しました: %n"), ("addedBest", "追加しました: %n、%l"),
    ("compared", "比較"), ("actions", "操作"), ("title", "単価比較"), ("list", "リスト"), ("locale", "言語"),
    ("currency", "通貨"),
    ("product", "商品"), ("size", "内容量"), ("price", "価格"), ("perUnit", "単価"),
    ("remove", "削除"), ("edit", "編集"), ("add", "追加"), ("save", "保存"), ("cancel", "キャンセル"),
    ("addProduct", "商品を追加"), ("editProduct", "商品を編集"), ("name", "名前"),
    ("measures", "単位の種類"), ("quantity", "内容量"), ("packOf", "入り数"), ("mass", "重さ"),
    ("volume", "容量"), ("count", "個数"), ("best", "最安"), ("more", "%p 高い"),
    ("oneProduct", "%d 件"), ("products", "%d 件"), ("page", "%3 件中 %1–%2 件（安い順）"), ("undo", "元に戻す"),
    ("savedLists", "保存したリスト"), ("orSize", "または内容量を入力"),
    ("changedElsewhere", "%n は別の端末で先に変更されたため、この変更は保存されませんでした"),
    ("removedElsewhere", "%n は別の端末で削除されたため、この変更は保存されませんでした"),
    ("notKept", "%n への変更は保存されませんでした: %m"),
    ("listNotKept", "リストへの変更は保存されませんでした: %m"),
  ]
}
