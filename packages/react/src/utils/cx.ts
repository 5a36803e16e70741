/**
 * Joins class names, skipping falsy ones.
 * @param names - Class names or falsy values.
 * @returns The space-separated class list.
 * @example
 * cx('d2d-button', primary && 'd2d-button--primary'); // 'd2d-button d2d-button--primary'
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
