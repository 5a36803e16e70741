import type { RouteDefinition } from './route.js';

/**
 * The review calls of spec §7. The spec names the write calls without their prefix; they sit
 * beside findpage under `/api/userreview/`.
 * Method, path and login need only (schemas and summaries are in `endpoints`): importing this
 * never pulls zod in.
 */
export const reviewRoutes = {
  reviewFindPage: { method: 'GET', path: '/api/userreview/findpage', auth: false },
  reviewFlagAbusive: { method: 'POST', path: '/api/userreview/flagreviewasabusive', auth: true, chosen: true },
  reviewVoteHelpful: { method: 'POST', path: '/api/userreview/voteuserreviewhelpful', auth: true, chosen: true },
  reviewRateTitle: { method: 'POST', path: '/api/userreview/ratetitle', auth: true, chosen: true },
  reviewWrite: { method: 'POST', path: '/api/userreview/reviewtitle', auth: true, chosen: true },
  reviewCreateProfile: { method: 'POST', path: '/api/userreview/createreviewerprofile', auth: true, chosen: true },
  reviewIsReviewable: { method: 'GET', path: '/api/userreview/productisreviewablebyuser', auth: true, chosen: true },
} as const satisfies Record<string, RouteDefinition>;
