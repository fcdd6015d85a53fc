/**
 * Turns the raw values of a workbook's XML into the text a user typed or saw: numbers as plain
 * decimals with Excel's 15 significant digits, dates and times as ISO 8601.
 */

/**
 * A number as Excel shows it in a cell of format General, without its exponent: `6417020000155`
 * stays `6417020000155` (never `6.41702E+12`), `0.30000000000000004` becomes `0.3`, `1.2E-3`
 * becomes `0.0012`. Integers are kept digit for digit.
 */
export function numberText(raw: string): string {
  const text = raw.trim();
  if (/^-?\d+$/.test(text)) return stripLeadingZeros(text);
  // What Excel nearly always writes: a plain decimal of at most 15 significant digits.
  if (/^-?[1-9]\d*\.\d*[1-9]$|^-?0\.\d*[1-9]$/.test(text) && text.length <= 17) return text;
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  // Excel keeps 15 significant digits; the XML may carry the binary value's 17.
  return plainDecimal(value.toPrecision(15));
}

/** `1.23400000000000e+5` → `123400`, `-1.5e-3` → `-0.0015`: no exponent, no trailing zeros. */
export function plainDecimal(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const digits = whole + fraction;
  const pointAt = whole.length + exponent;
  let integerPart: string;
  let fractionPart: string;
  if (pointAt <= 0) {
    integerPart = '0';
    fractionPart = '0'.repeat(-pointAt) + digits;
  } else if (pointAt >= digits.length) {
    integerPart = digits + '0'.repeat(pointAt - digits.length);
    fractionPart = '';
  } else {
    integerPart = digits.slice(0, pointAt);
    fractionPart = digits.slice(pointAt);
  }
  integerPart = stripLeadingZeros(integerPart);
  fractionPart = fractionPart.replace(/0+$/, '');
  const result = fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
  return result === '0' ? '0' : `${sign}${result}`;
}

function stripLeadingZeros(digits: string): string {
  const negative = digits.startsWith('-');
  const unsigned = (negative ? digits.slice(1) : digits).replace(/^0+(?=\d)/, '');
  return negative && unsigned !== '0' ? `-${unsigned}` : unsigned;
}

const millisecondsPerDay = 86_400_000;
/** Day 0 of the 1900 date system (in days since 1970), counting Excel's phantom 29 February 1900. */
const epoch1900Days = Date.UTC(1899, 11, 30) / millisecondsPerDay;
const epoch1904Days = Date.UTC(1904, 0, 1) / millisecondsPerDay;

/**
 * A date serial as ISO 8601: `2026-11-25` for a whole day, `2026-11-25T14:30:00` with a time,
 * `14:30:00` for a time alone (serial below 1). Seconds are rounded as Excel rounds them.
 */
export function serialDateText(raw: string, date1904: boolean): string {
  const serial = Number(raw);
  if (!Number.isFinite(serial) || serial < 0) return numberText(raw);
  let days = Math.floor(serial);
  const seconds = Math.round((serial - days) * 86_400);
  // Serials 1–59 of the 1900 system precede the phantom leap day that Excel counts.
  if (!date1904 && days > 0 && days < 60) days += 1;
  if (days === 0 && seconds < 86_400 && !date1904) return clockText(seconds);
  if (seconds === 86_400) days += 1;
  const date = civilDate((date1904 ? epoch1904Days : epoch1900Days) + days);
  return seconds === 0 || seconds === 86_400 ? date : `${date}T${clockText(seconds)}`;
}

/** `YYYY-MM-DD` of a count of days since 1970-01-01, without a Date (hundreds of thousands per import). */
function civilDate(daysSinceEpoch: number): string {
  // Howard Hinnant's days-to-civil algorithm.
  const shifted = daysSinceEpoch + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

function clockText(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** The built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const builtInDateFormats = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a number format shows its number as a date or a time. */
export function isDateFormat(formatId: number, formatCode: string | undefined): boolean {
  if (formatCode === undefined) return builtInDateFormats.has(formatId);
  // Quoted text, escaped characters and bracketed colours or locales say nothing of dates;
  // elapsed-time brackets ([h], [mm], [ss]) are times.
  const bare = formatCode
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, 'h')
    .replace(/\[[^\]]*\]/g, '');
  const firstSection = bare.split(';')[0] ?? '';
  if (/general/i.test(firstSection)) return false;
  return /[dmyhs]/i.test(firstSection.replace(/[eE][+-]/g, ''));
}
