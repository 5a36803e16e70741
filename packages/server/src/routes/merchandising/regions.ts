import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mailingListBodySchema, pagePath, regionSwitchBodySchema } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { modelStateOf, parseRequestInput } from '../../http/requestInput.js';
import { regionOf, setRegionCookie, siteForRegion, switchRegionCode } from '../../http/site.js';
import { storePageLocation } from '../../http/storePageLocation.js';
import { deliverOutboxSoon } from '../../mail/mailSender.js';
import { confirmNewsletter, NEWSLETTER_CONFIRM_PATH, subscribeToNewsletter } from '../../services/merchandising/newsletter.js';
import { storeOrigin } from '../account/origin.js';

/** Options of {@link regionRoutes}. */
export interface RegionRoutesOptions {
  db: Db;
  /** `PUBLIC_URL`: the origin of the mailing list's confirmation links. */
  publicUrl?: string;
  /** The clock (epoch ms); tests move it. */
  now?: () => number;
}

/**
 * Regions and the mailing list: `GET /d2d/regions/get_region/` answers `region.view` (1 US,
 * 2 UK, 3 EU) and the region code in effect; `POST /d2d/regions/switch` sets the 1-hour region
 * cookie (UK → 302, EU → 284, anything else → 301); `POST /d2d/mailchimp/subscribe` joins the
 * mailing list (double opt-in: it mails a link to `GET /d2d/mailchimp/confirm?token=`, which
 * confirms and sends the shopper on to the store).
 */
export const regionRoutes: FastifyPluginAsync<RegionRoutesOptions> = async (app, { db, publicUrl, now = Date.now }) => {
  const getRegion = async (request: FastifyRequest) => ({ region: { view: request.site.id, code: regionOf(request) ?? 301 } });
  app.get('/d2d/regions/get_region/', getRegion);
  app.get('/d2d/regions/get_region', getRegion);

  app.post('/d2d/regions/switch', async (request, reply) => {
    const { code } = parseRequestInput(regionSwitchBodySchema, request.body, 'body');
    const region = switchRegionCode(code);
    setRegionCookie(reply, region);
    return { region: { view: siteForRegion(region).id, code: region } };
  });

  app.post('/d2d/mailchimp/subscribe', async (request) => {
    const parsed = mailingListBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const modelState = modelStateOf(parsed.error, 'body');
      // a bad address is the shopper's to fix: 422 with the rule's message on the field
      if (modelState.email) throw ApiError.unprocessable(undefined, { email: modelState.email }, modelState.email[0]);
      throw ApiError.badRequest(modelState);
    }
    const { result, queued } = await subscribeToNewsletter(db, parsed.data.email, parsed.data.region_id, { now: now(), origin: storeOrigin(request, publicUrl) });
    if (queued) deliverOutboxSoon(db);
    return result;
  });

  app.get(NEWSLETTER_CONFIRM_PATH, async (request, reply) => {
    const confirmed = await confirmNewsletter(db, (request.query as Record<string, unknown> | undefined)?.token, now());
    // a link from a mail lands on the store either way; the query lets a store page say which
    return reply.redirect(storePageLocation(pagePath('home'), { newsletter: confirmed ? 'confirmed' : 'invalid' }), 303);
  });
};
