// The platform's data for the core in a page that has no PickerKit server (any web page with a
// <picker-wheels>): each locale and zone read from the browser's own Intl, which carries CLDR and
// the tz database as the server's Foundation does (ICU both), so any locale the browser knows and
// any IANA zone work offline. The reading mirrors the server's own (PickerKit's LocaleData(locale:)
// and ZoneRules.reading: the same numbers written and read back; a zone's changes looked for from
// 1800 to 2130, where Foundation is asked from the year 1 to 2300); every rule that reads the
// data, a zone's yearly rules included, is the core's.
//
//   import { platform, more } from "./intl-platform.js";
//   const core = await load({ platform: platform(), more });
//
// platform() is the `platform` call's request: no locale or zone yet (the core asks for each by
// name, the browser's own zone included), and now. more(names) answers the names the core
// lacks ({locales, zones}) as the `more` call reads them; a name the browser does not know is left
// out, so the core refuses it as an unknown one, as it does natively.

const SECONDS_PER_DAY = 86_400;
// How far changes are looked for: from 1800-01-01, before any zone left its local mean time, to
// 2130-01-01, three decades past 2100, where the core looks for the rules every year keeps (as it
// does natively from Foundation's changes). A quarter apart until 1900-01-01 (a zone changed from
// one local mean time to another, or to a standard offset, then), a week apart after (no zone
// has changed and changed back within a week), each then found to the second. A zone read is
// kept for the page's life.
const SCAN_FROM = -5_364_662_400;
const SEEN_UNTIL = 5_049_129_600;
const SCAN_STEPS = [[-2_208_988_800, 91 * SECONDS_PER_DAY], [Infinity, 7 * SECONDS_PER_DAY]];

/// The `platform` call's request on this browser: no locale or zone yet, the browser's zone as
/// the current one by its name (its offsets are read only when a description needs them), and now.
export function platform() {
  return { locales: [], zones: [], now: Math.floor(Date.now() / 1000),
    currentZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC" };
}

/// The `more` call's request for the names the core lacks, as its text.
export async function more(names) {
  const locales = names.locales.map(localeData).filter(Boolean);
  const zones = names.zones.map(zoneRules).filter(Boolean);
  return JSON.stringify({ locales, zones });
}

/// A reading by name, kept for the page's life: each locale and zone is read from Intl once.
function kept(read) {
  const readings = new Map();
  return (name) => {
    if (!readings.has(name)) readings.set(name, read(name));
    return readings.get(name);
  };
}

/// A locale's data as LocaleData's JSON, or null for a locale the browser does not know.
export const localeData = kept(readLocale);

/// A zone's offsets as the core reads a browser's (ZoneRules' JSON with `seenUntil`: every change
/// seen, the yearly rules left to the core), or null for a zone the browser does not know.
export const zoneRules = kept(readZone);

function readLocale(identifier) {
  let tag;
  try {
    tag = Intl.getCanonicalLocales(identifier.replace(/_/g, "-"))[0];
  } catch {
    return null;
  }
  // A locale the browser has no data for falls back to another; that one is not this locale.
  const resolved = new Intl.NumberFormat(tag).resolvedOptions().locale;
  if (Intl.NumberFormat.supportedLocalesOf([tag]).length === 0 && resolved.split("-")[0] !== tag.split("-")[0]) return null;
  const digits = Array.from({ length: 10 }, (_, d) => new Intl.NumberFormat(tag, { useGrouping: false }).format(d));
  const parts = new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).formatToParts(1234567.5);
  const part = (type, fallback) => (parts.find((p) => p.type === type) || { value: fallback }).value;
  const decimal = single(part("decimal", ".")) || ".";
  let grouping = single(part("group", ",")) || ",";
  if (grouping === decimal) grouping = ",";
  const symbols = { decimal, grouping, digits: digits.every((d) => [...d].length === 1) ? digits : "0123456789".split("") };
  const utc = { timeZone: "UTC" };
  const months = Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat(tag, { ...utc, month: "long" }).format(Date.UTC(2001, m, 1)));
  // The plain halves of the day (CLDR's `a`, Foundation's amSymbol and pmSymbol): a short time's
  // on a 12-hour clock, which never takes the flexible periods (`B`: 早上, 晚上).
  const dayPeriod = (hour) => (new Intl.DateTimeFormat(tag, { ...utc, timeStyle: "short", hourCycle: "h12" })
    .formatToParts(Date.UTC(2001, 0, 1, hour)).find((p) => p.type === "dayPeriod") || {}).value;
  const locale = new Intl.Locale(tag);
  const region = locale.maximize().region;
  const info = locale.getTextInfo ? locale.getTextInfo() : locale.textInfo;
  const money = moneyLayouts(tag, symbols);
  const data = {
    identifier,
    decimal: symbols.decimal,
    grouping: symbols.grouping,
    digits: symbols.digits,
    monthNames: months,
    // Lowercased without the accents of Latin, Greek and Cyrillic letters (the combining
    // diacritical marks), as Foundation's diacritic-insensitive folding; other scripts' marks
    // are letters' parts there.
    monthSpellings: months.map((name) => name.toLocaleLowerCase(tag).normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "").normalize("NFC")),
    // Mid-morning and mid-afternoon: where a flexible period, if any, is still the plain one.
    meridiemNames: [dayPeriod(10) || "AM", dayPeriod(15) || "PM"],
    hourFormat: pattern(tag, { hour: "numeric" }),
    dateFormat: pattern(tag, { year: "numeric", month: "long", day: "numeric" }),
    monthYearFormat: pattern(tag, { year: "numeric", month: "long" }),
    numberGrouping: groupingOf(symbols, (n) => new Intl.NumberFormat(tag).format(n)),
    moneyGrouping: groupingOf(symbols, (n) => new Intl.NumberFormat(tag,
      { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n), money.grouping),
    // Whole numbers as percentages (12,345%), as natively: Intl's percent style multiplies by 100.
    percentGrouping: groupingOf(symbols, (n) => new Intl.NumberFormat(tag, { style: "percent" }).format(n / 100)),
    moneyPattern: money.pattern,
    currencyPatterns: money.currencies,
    currencyDecimals: money.decimals,
    currencyGroupings: money.groupings,
    percentPattern: (layout(new Intl.NumberFormat(tag, { style: "percent" }).format(123.45), symbols) || { text: "#%" }).text,
    // CLDR's measurement systems by region: the US and Liberia and Myanmar, and the UK.
    measurementSystem: ["US", "LR", "MM"].includes(region) ? "us" : region === "GB" ? "uk" : "metric",
    rightToLeft: !!info && info.direction === "rtl",
  };
  if (money.decimal !== symbols.decimal) data.moneyDecimal = money.decimal;
  // The money a locale's region pays in is left out: Intl has no region -> currency map (only
  // the unit-price list reads it, and it names its own).
  return data;
}

function single(text) {
  return text && [...text].length === 1 ? text : null;
}

/// A date format's pattern as CLDR writes it, read from the parts it writes: which fields, in
/// which order (what the core reads of it), the literals between them kept, quoted where they
/// hold letters.
function pattern(tag, fields) {
  const format = new Intl.DateTimeFormat(tag, { ...fields, timeZone: "UTC" });
  const { hourCycle } = format.resolvedOptions();
  const letters = { h12: "h", h11: "K", h23: "H", h24: "k" };
  const at = (hour) => format.formatToParts(Date.UTC(2001, 8, 5, hour));
  const morning = at(9);
  // A locale whose hour takes CLDR's flexible day periods (`B`: zh_TW's 早上, 上午, 中午) names
  // more than two; the core reads `a` alone as an AM/PM wheel's place.
  const periods = new Set([6, 9, 11, 12, 14, 19, 22].map((hour) =>
    (at(hour).find((p) => p.type === "dayPeriod") || {}).value));
  const flexible = periods.size > 2;
  return at(14).map((p, i) => {
    switch (p.type) {
      case "hour": return (letters[hourCycle] || "H").repeat(((morning[i] || p).value.length > 1) ? 2 : 1);
      case "dayPeriod": return flexible ? "B" : "a";
      case "year": return "y";
      case "month": return /^\p{Nd}+$/u.test(p.value) ? "M" : "MMMM";
      case "day": return "d";
      case "literal": return /[A-Za-z]/.test(p.value) ? p.value.replace(/[A-Za-z]+/g, "'$&'") : p.value;
      default: return "";
    }
  }).join("");
}

/// Where a style groups whole numbers, read from how it writes 1,234 to 1,234,567 (as natively).
function groupingOf(symbols, write, sign) {
  const isDigit = (c) => symbols.digits.includes(c);
  const runs = (value) => {
    const text = [...write(value)];
    const first = text.findIndex(isDigit);
    const last = text.length - 1 - [...text].reverse().findIndex(isDigit);
    if (first < 0) return { lengths: [], sign: null };
    const number = text.slice(first, last + 1);
    const lengths = number.join("").split(new RegExp("[^" + escape(symbols.digits.join("")) + "]+", "u")).map((r) => [...r].length);
    return { lengths, sign: number.find((c) => !isDigit(c)) || null };
  };
  const longest = runs(1234567);
  if (longest.lengths.length < 2) return { size: 0, secondarySize: 3, minimumDigits: 1 };
  const size = longest.lengths[longest.lengths.length - 1];
  const secondary = longest.lengths.length > 2 ? longest.lengths[longest.lengths.length - 2] : size;
  const grouped = [12, 123, 1234, 12345, 123456, 1234567].find((n) => runs(n).lengths.length > 1);
  const digits = grouped ? String(grouped).length : 7;
  const result = { size, secondarySize: secondary, minimumDigits: Math.max(1, digits - size) };
  const found = sign || longest.sign;
  if (found && found !== symbols.grouping) result.sign = found;
  return result;
}

function escape(text) {
  return text.replace(/[\\\]^-]/g, "\\$&");
}

/// The text around a written number's digits with `#` in their place, and the signs before its
/// last two digits and among its groups (as natively).
function layout(written, symbols) {
  const text = [...written];
  const isDigit = (c) => symbols.digits.includes(c);
  const first = text.findIndex(isDigit);
  if (first < 0) return null;
  const last = text.length - 1 - [...text].reverse().findIndex(isDigit);
  const number = text.slice(first, last + 1);
  const decimal = number.length > 3 ? number[number.length - 3] : null;
  const grouping = number.slice(0, -3).find((c) => !isDigit(c)) || null;
  return { text: text.slice(0, first).join("") + "#" + text.slice(last + 1).join(""),
    decimal: decimal && !isDigit(decimal) ? decimal : null, grouping };
}

/// Each currency's layout, as natively: the one most codes share with their code in it (`¤`),
/// the others whole, and the signs most currencies are written with.
function moneyLayouts(tag, symbols) {
  const codes = Intl.supportedValuesOf ? Intl.supportedValuesOf("currency") : ["EUR", "USD"];
  const written = {}; const decimals = {}; const groupings = {}; const shared = {};
  for (const code of codes) {
    const text = new Intl.NumberFormat(tag, { style: "currency", currency: code,
      minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234567);
    const found = layout(text, symbols);
    if (!found) continue;
    written[code] = found.text;
    decimals[code] = found.decimal || symbols.decimal;
    groupings[code] = found.grouping || symbols.grouping;
    if (found.text.includes(code)) {
      const key = found.text.split(code).join("¤");
      shared[key] = (shared[key] || 0) + 1;
    }
  }
  const pattern = mostCommon(Object.entries(shared)) || "¤\u00a0#";
  const count = (values) => Object.entries(Object.values(values).reduce((n, v) => ((n[v] = (n[v] || 0) + 1), n), {}));
  const decimal = mostCommon(count(decimals)) || symbols.decimal;
  const grouping = mostCommon(count(groupings)) || symbols.grouping;
  const currencies = {};
  for (const [code, text] of Object.entries(written)) {
    if (text !== pattern.split("¤").join(code)) currencies[code] = text;
  }
  const differing = (values, usual) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== usual));
  return { pattern, currencies, decimal, grouping, decimals: differing(decimals, decimal),
    groupings: differing(groupings, grouping) };
}

/// The key most entries count, the least of those tied.
function mostCommon(counted) {
  let best = null;
  for (const [key, n] of counted) {
    if (!best || n > best[1] || (n === best[1] && key < best[0])) best = [key, n];
  }
  return best ? best[0] : null;
}

// --- Zones -------------------------------------------------------------------------------

function readZone(name) {
  let format;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone: name, timeZoneName: "longOffset" });
  } catch {
    return null;
  }
  // The browser's own zone is read through Date, ten times faster (its offsets keep their
  // seconds: 53.4666 minutes for Berlin's local mean time); another through its written offset.
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone === name;
  const offset = (seconds) => {
    if (own) return Math.round(new Date(seconds * 1000).getTimezoneOffset() * -60);
    const match = /GMT(?:([+\-\u2212])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(format.format(seconds * 1000));
    if (!match || !match[1]) return 0;
    const value = Number(match[2]) * 3600 + Number(match[3] || 0) * 60 + Number(match[4] || 0);
    return match[1] === "+" ? value : -value;
  };
  // Every change from the first scanned second until a moment, each found to its second.
  const changes = (from, until) => {
    const found = [];
    let before = offset(from);
    for (let t = from; t < until;) {
      const next = Math.min(t + SCAN_STEPS.find(([end]) => t < end)[1], until);
      const start = t;
      t = next;
      if (offset(next) === before) continue;
      let low = start; let high = next;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offset(middle) === before) low = middle; else high = middle;
      }
      before = offset(high);
      found.push([high, before]);
      // Looked for again from this change, so a second one in the same week is found too.
      t = high;
    }
    return found;
  };
  return { identifier: name, initialOffset: offset(SCAN_FROM), changes: changes(SCAN_FROM, SEEN_UNTIL),
    seenUntil: SEEN_UNTIL };
}
