/**
 * What an element shows for a failed operation: the store's text, which the channel sends with
 * every failure (spec §8), or the service-unavailable text when the channel itself could not be
 * reached (its own message is for the developer's console).
 * @module
 */
import { SERVICE_UNAVAILABLE } from '@d2d/contract';
import { ChannelError } from '../channel/channelError.js';

/**
 * The text to show for a failure.
 * @param error - What the page store's call threw.
 */
export function errorText(error: unknown): string {
  return error instanceof ChannelError && error.code !== 'unavailable' ? error.message : SERVICE_UNAVAILABLE;
}
