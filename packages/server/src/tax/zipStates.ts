/**
 * Which US state a ZIP code belongs to, by its first three digits (the USPS sectional centre
 * prefixes). Ranges are inclusive; prefixes of territories, military mail and unassigned ones are
 * absent on purpose: no state means no state sales tax.
 * @module
 */

/** `[first prefix, last prefix, state]`, ordered by prefix. */
const RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** A five-digit ZIP code, optionally ZIP+4. */
export const US_ZIP_PATTERN = /^(\d{5})(?:-?\d{4})?$/;

/**
 * The state of a US ZIP code.
 * @param zipcode - `94103`, `94103-1234` or `941031234` (surrounding spaces ignored)
 * @returns the two-letter state (or `DC`), or null for a malformed ZIP or one outside the states
 * @example
 * stateForZip('10001'); // 'NY'
 * stateForZip('00901'); // null (Puerto Rico)
 */
export function stateForZip(zipcode: string): string | null {
  const match = US_ZIP_PATTERN.exec(zipcode.trim());
  if (!match?.[1]) return null;
  const prefix = Number(match[1].slice(0, 3));
  let low = 0;
  let high = RANGES.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const range = RANGES[mid] as readonly [number, number, string];
    if (prefix < range[0]) high = mid - 1;
    else if (prefix > range[1]) low = mid + 1;
    else return range[2];
  }
  return null;
}
