/**
 * Money as integer minor units (cents, pence). The wire shows decimals rounded to 2 places; these
 * helpers convert through the decimal text, never through float arithmetic, so `0.1 + 0.2`
 * style drift cannot reach a total.
 * @module
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Converts a wire amount (a number such as `19.99` or a string such as `"19.99"`) to integer
 * minor units. More than two decimals are rounded half away from zero on the decimal digits.
 * @param amount - The wire amount.
 * @returns The amount in minor units, e.g. `1999`.
 * @throws RangeError when the amount is not a finite decimal.
 * @example
 * toMinor(19.99); // 1999
 * toMinor('0.30000000000000004'); // 30
 */
export function toMinor(amount: number | string): number {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
    // toString is the shortest round-trip text, except for exponent forms
    text = /e/i.test(String(amount)) ? amount.toFixed(20) : String(amount);
  } else {
    text = amount.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(amount)}`);
  }
  const negative = match[1] === '-';
  const whole = match[2] === '' ? '0' : (match[2] ?? '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let minor = Number(whole) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${JSON.stringify(amount)}`);
  return negative && minor !== 0 ? -minor : minor;
}

/**
 * Writes minor units as the wire's decimal text with exactly two decimals.
 * @param minor - An integer amount in minor units.
 * @returns The decimal text, e.g. `"19.99"`.
 * @throws RangeError when `minor` is not a safe integer.
 * @example
 * minorToDecimal(1499); // '14.99'
 */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be an integer, got ${minor}`);
  const abs = Math.abs(minor);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return minor < 0 ? `-${text}` : text;
}

// building a formatter costs far more than formatting (a page of product cards spent most of its
// price rendering here); a page uses one or two locale and currency pairs
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units with `Intl` in a currency and locale. The number is passed to `Intl` as
 * decimal text, so even very large amounts are exact.
 * @param minor - An integer amount in minor units.
 * @param currency - ISO code, e.g. `'USD'`.
 * @param locale - BCP 47 locale, e.g. `'en-US'`.
 * @returns The formatted amount, e.g. `'$19.99'`.
 * @example
 * formatMinor(1999, 'GBP', 'en-GB'); // '£19.99'
 */
export function formatMinor(minor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  // Intl accepts decimal strings exactly; the cast is for lib typings that only list number | bigint
  return format.format(minorToDecimal(minor) as unknown as number);
}
