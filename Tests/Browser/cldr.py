"""How an independent CLDR writes numbers: babel, from PyPI, for the locale tests
(test_locale_numbers.py, test_locale_pages.py). The product reads its signs from Foundation (ICU's
copy of CLDR: ICU 76.1, CLDR 46, in Swift 6.3's Foundation on Linux); babel carries its own copy,
so every expected writing is made by babel, never written out by hand. scripts/test.sh pins babel
2.17.0, whose CLDR is 46 as ICU 76's: a newer CLDR (babel 2.19, CLDR 48, de_CH grouping with ')
would test this Foundation against data it does not carry.

Babel has each locale's default numbering system (`Locale.default_numbering_system`: `latn`,
`arab`) but not the digits CLDR's numberingSystems.xml gives it, and it keeps Latin digits in what
it formats; see DIGIT_NAMES for how the digits are derived with unicodedata."""
import unicodedata
from decimal import Decimal

import babel
from babel import Locale
from babel.numbers import format_decimal, get_decimal_symbol, get_group_symbol

# The Unicode name of the digits of each CLDR numbering system these locales use by default,
# without its last word: CLDR's numberingSystems.xml gives `latn` U+0030-U+0039 (DIGIT ZERO ..
# DIGIT NINE) and `arab` U+0660-U+0669 (ARABIC-INDIC DIGIT ZERO .. NINE). Only the name is
# written here; the characters come from unicodedata.lookup, and each must be a Unicode decimal
# digit (category Nd) of its value, so a wrong name cannot give wrong digits silently. A locale
# whose default system is not here fails with a message saying so.
DIGIT_NAMES = {"latn": "DIGIT", "arab": "ARABIC-INDIC DIGIT"}
DIGIT_WORDS = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]

# Named in every failure, so a disagreement says which CLDR it was checked against.
# `get_cldr_version` is newer than the `numbering_system` argument (babel 2.14) these tests need.
SOURCE = "babel %s (CLDR %s)" % (
    babel.__version__, getattr(babel.core, "get_cldr_version", lambda: "?")())


class Reference:
    """How babel's CLDR writes numbers in one locale."""

    def __init__(self, identifier):
        self.identifier = identifier
        self.locale = Locale.parse(identifier)
        self.system = self.locale.default_numbering_system
        assert self.system in DIGIT_NAMES, (
            "%s: default numbering system %r has no digit names in DIGIT_NAMES"
            % (identifier, self.system))
        self.digits = [unicodedata.lookup("%s %s" % (DIGIT_NAMES[self.system], word))
                       for word in DIGIT_WORDS]
        for value, digit in enumerate(self.digits):
            assert unicodedata.category(digit) == "Nd" and unicodedata.decimal(digit) == value
        # "default": the symbols of the locale's default numbering system (babel >= 2.14); babel's
        # own default is always `latn`, which for ar_EG would give `.` and `,`.
        self.decimal = get_decimal_symbol(identifier, numbering_system="default")
        self.group = get_group_symbol(identifier, numbering_system="default")

    def localized(self, text):
        """Babel's text with the locale's digits (babel writes the signs, keeps 0-9)."""
        return "".join(self.digit(c) if "0" <= c <= "9" else c for c in text)

    def number(self, value, pattern="#,##0.###"):
        """`value` (text, read exactly) in a CLDR number pattern (`#,##0.00`, `00.0`), with the
        locale's signs and digits."""
        return self.localized(format_decimal(Decimal(value), format=pattern, locale=self.locale,
                                             numbering_system="default"))

    def digit(self, latin):
        """The locale's digit for a Latin one."""
        return self.digits[int(latin)]

    def __repr__(self):
        return self.identifier
