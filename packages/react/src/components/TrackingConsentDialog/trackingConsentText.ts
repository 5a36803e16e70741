/** The dialog's texts (the spec names the modal and the account's tracking choice, not its words). */
export const TRACKING_CONSENT_TEXT = {
  title: 'Usage tracking',
  body: 'May we record how you use the store (pages you visit, searches and clicks) to improve it? We do not sell this information. You can change your choice at any time under My Account > Account Info.',
  allow: 'Allow tracking',
  decline: 'Do not allow',
  failed: 'Your choice could not be saved. Please try again.',
} as const;
