/**
 * Texts of failed streaming launches (spec §8 "Streaming").
 * @module
 */
import { CLOUD_PLAY_UNAVAILABLE, INSTANT_PLAY_TRIAL_USED, NO_STREAMING_TICKET, SERVICE_UNAVAILABLE } from '../messageTexts.js';
import { STREAMING_CODE, sameErrorCode } from './codes.js';

/** Which launch failed: Cloud Play or an Instant Play trial. */
export type StreamingLaunchKind = 'cloudPlay' | 'instantPlay';

/**
 * The text of a failed launch: status 0 → 'Service temporarily unavailable. Please try again
 * later.'; 101 → the no-ticket text ($10 requirement); 2001 → the server's text as the no-trial
 * message (the built-in one when it sends none); anything else 'Cloud Play is currently
 * unavailable...' for Cloud Play and the service-unavailable text for Instant Play.
 * @param code - The launch status or error code (number or numeric string); `undefined` when the
 *   call failed without one.
 * @param kind - Which launch failed.
 * @param serverMessage - The server's error text, when it sent one.
 * @returns The text to show.
 * @example
 * streamingFailureMessage(101, 'cloudPlay');
 * // 'You have not met the requirements for Cloud Play yet. Cloud Play requires a purchase of at least $10 in one transaction.'
 */
export function streamingFailureMessage(
  code: number | string | null | undefined,
  kind: StreamingLaunchKind,
  serverMessage?: string | null,
): string {
  if (sameErrorCode(code, STREAMING_CODE.serviceUnavailable)) return SERVICE_UNAVAILABLE;
  if (sameErrorCode(code, STREAMING_CODE.noTicket)) return NO_STREAMING_TICKET;
  if (sameErrorCode(code, STREAMING_CODE.trialUsed)) return serverMessage?.trim() || INSTANT_PLAY_TRIAL_USED;
  return kind === 'cloudPlay' ? CLOUD_PLAY_UNAVAILABLE : SERVICE_UNAVAILABLE;
}
