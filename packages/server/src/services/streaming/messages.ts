/**
 * Texts of the streaming area that spec §8 does not give (our wording). The spec's own texts
 * (101, 2001, 'All Set', 'Switching server failed', the no-spotlight text) come from the
 * contract's `MESSAGES`.
 */
export const STREAMING_MESSAGES = {
  unknownGame: 'This game cannot be streamed.',
  noInstantPlay: 'This game has no Instant Play trial.',
  instantPlayClosed: 'Instant Play is not available for this game right now.',
  noTrialToAck: 'No Instant Play trial was started for this game.',
  noCampaign: 'The bonus hours offer is not running.',
  bonusRedeemed: 'You have already redeemed your bonus hours.',
  unknownServer: 'This server does not exist.',
  sameServer: 'Your Cloud Play machine is already on this server.',
  switchInProgress: 'A server switch is already in progress.',
  unknownSession: 'This streaming session does not exist.',
  sessionOver: 'This streaming session has ended.',
  confirmMailSent: 'Please check your e-mail to confirm your subscription.',
  alreadySubscribed: 'You are already on the streaming mailing list.',
  unsubscribed: 'You have been removed from the streaming mailing list.',
} as const;

/**
 * The answer of a redeemed bonus.
 * @param hours - the campaign's bonus hours
 */
export function bonusAddedMessage(hours: number): string {
  return `${hours} bonus Cloud Play hours were added to your account.`;
}
