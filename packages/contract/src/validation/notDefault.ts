/**
 * The not-equal-to-default rule of spec §5 (e.g. a select still on its placeholder choice).
 * @module
 */
import { MESSAGES } from '../messages.js';

/**
 * Checks that a field no longer holds its default value.
 * @param value - The current value.
 * @param defaultValue - The value the field starts with.
 * @returns 'Please specify a different (non-default) value' while they are equal, else `null`.
 * @example
 * validateNotDefault('Select a country', 'Select a country');
 * // 'Please specify a different (non-default) value'
 */
export function validateNotDefault<T>(value: T, defaultValue: T): string | null {
  return Object.is(value, defaultValue) ? MESSAGES.notDefaultValue : null;
}
