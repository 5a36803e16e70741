import type { FastifyPluginAsync } from 'fastify';
import type { Captcha } from './altcha.js';

/**
 * `GET /api/captcha/challenge`: a fresh ALTCHA challenge for the sign-up form's widget
 * (`<altcha-widget challengeurl="/api/captcha/challenge">`), valid for 120 s. The widget posts
 * its solution as the `g-recaptcha-response` field of sign-up.
 */
export const captchaRoutes: FastifyPluginAsync<{ captcha: Captcha }> = async (app, { captcha }) => {
  app.get('/api/captcha/challenge', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(await captcha.challenge());
  });
};
