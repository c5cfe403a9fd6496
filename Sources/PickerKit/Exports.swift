/// PickerKit is the portable core (PickerCore: every rule, the standard library only) with its
/// Foundation bridges (`Decimal`, `Date`, `Locale`, `TimeZone`) in this module; importing
/// PickerKit imports both, so code written against PickerKit reads the core's types as its own.
@_exported public import PickerCore
