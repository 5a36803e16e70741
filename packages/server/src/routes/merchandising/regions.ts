import type { FastifyPluginAsync } from 'fastify';
import { mailingListBodySchema, regionSwitchBodySchema } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { regionOf, setRegionCookie, siteForRegion, siteOf, switchRegionCode } from '../../http/site.js';
import { subscribeToNewsletter } from '../../services/merchandising/newsletter.js';
import { modelStateOf, parseInput } from '../catalogue/parseInput.js';

/**
 * Regions and the mailing list: `GET /d2d/regions/get_region/` answers `region.view` (1 US,
 * 2 UK, 3 EU) and the region code in effect; `POST /d2d/regions/switch` sets the 1-hour region
 * cookie (UK → 302, EU → 284, anything else → 301); `POST /d2d/mailchimp/subscribe` joins the
 * mailing list.
 */
export const regionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const getRegion = async (request: Parameters<typeof siteOf>[0]) => {
    const code = regionOf(request) ?? 301;
    return { region: { view: siteOf(request).id, code } };
  };
  app.get('/d2d/regions/get_region/', getRegion);
  app.get('/d2d/regions/get_region', getRegion);

  app.post('/d2d/regions/switch', async (request, reply) => {
    const { code } = parseInput(regionSwitchBodySchema, request.body, 'body');
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
    return subscribeToNewsletter(db, parsed.data.email, parsed.data.region_id, new Date());
  });
};
