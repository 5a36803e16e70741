import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentRatingLabel } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { badgeSvg, bannerSvg, boxArtSvg, hashString, sceneSvg } from '../../seed/catalogue/art.js';
import { collectionArtRow, heroArtRow, mediaAt, productArtRow, promotionArtRow } from '../../services/catalogue/data/art.js';
import { videoRoutes } from './videos.js';

const ART_NOT_FOUND = 'No such image.';
const BADGES: Record<string, [string, string]> = { new: ['NEW', '#2e7d32'], sale: ['SALE', '#c62828'], exclusive: ['EXCLUSIVE', '#6a1b9a'] };
const TILES: Record<string, string> = { tradein: 'Trade-In', 'cloud-play': 'Cloud Play', rewards: 'Rewards', onsale: 'On Sale' };

/** `name.svg` → `name`, or a 404 for any other file name. */
function svgName(params: unknown, key: string, pattern: RegExp): string {
  const file = (params as Record<string, string | undefined>)[key] ?? '';
  const match = /^(.+)\.svg$/.exec(file);
  const name = match?.[1];
  if (name === undefined || !pattern.test(name)) throw ApiError.notFound(ART_NOT_FOUND);
  return name;
}

function idParam(params: unknown): number {
  const raw = (params as Record<string, string | undefined>).id ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw ApiError.notFound(ART_NOT_FOUND);
  return Number(raw);
}

/**
 * Sends generated SVG with long-lived caching and an ETag. The art of a URL never changes unless
 * the product's title does, so a day's caching is safe; the ETag makes revalidation cheap. The
 * CSP keeps an SVG opened on its own from running anything.
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${hashString(svg).toString(36)}-${svg.length.toString(36)}"`;
  reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * The generated art of the catalogue (spec: box art and screenshots are SVGs the server draws):
 * product box art, screenshots, video posters, promotion and hero designs, collection banners,
 * overlay badges, rating badges and ad tiles. URLs come from `seed/catalogue/artUrls.ts`. The
 * demo videos and their poster frames are served beside them (`videos.ts`).
 */
export const artRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(videoRoutes);
  const productFor = async (id: number) => {
    const row = await productArtRow(db, id);
    if (!row) throw ApiError.notFound(ART_NOT_FOUND);
    return row;
  };

  app.get('/art/product/:id/:file', async (request, reply) => {
    const kind = svgName(request.params, 'file', /^(front|back|detail|thumbnail)$/) as 'front' | 'back' | 'detail' | 'thumbnail';
    const product = await productFor(idParam(request.params));
    return sendSvg(request, reply, boxArtSvg({ id: product.id, title: product.title, color: product.background_color, platform: product.platform, kind }));
  });

  for (const [segment, type] of [['screenshot', 1], ['video', 0]] as const) {
    app.get(`/art/product/:id/${segment}/:file`, async (request, reply) => {
      const n = Number(svgName(request.params, 'file', /^\d{1,3}$/));
      const id = idParam(request.params);
      const media = await mediaAt(db, id, type, n);
      if (!media) throw ApiError.notFound(ART_NOT_FOUND);
      const product = await productFor(id);
      const small = (request.query as Record<string, unknown>).size === 'small';
      return sendSvg(request, reply, sceneSvg({ productId: id, n, title: product.title, small, video: type === 0 }));
    });
  }

  app.get('/art/promotion/:id/:file', async (request, reply) => {
    const kind = svgName(request.params, 'file', /^(background|banner|small)$/);
    const promo = await promotionArtRow(db, idParam(request.params));
    if (!promo) throw ApiError.notFound(ART_NOT_FOUND);
    const [width, height] = kind === 'background' ? [1920, 600] : kind === 'banner' ? [1200, 300] : [400, 200];
    return sendSvg(request, reply, bannerSvg({ title: promo.name, subtitle: kind === 'small' ? undefined : 'Limited-time deals', color: promo.background_color, width, height }));
  });

  app.get('/art/hero/:id/:file', async (request, reply) => {
    const size = svgName(request.params, 'file', /^(big|small)$/);
    const hero = await heroArtRow(db, idParam(request.params));
    if (!hero) throw ApiError.notFound(ART_NOT_FOUND);
    const [width, height] = size === 'big' ? [1600, 500] : [400, 225];
    return sendSvg(request, reply, bannerSvg({ title: hero.title, color: '#1b2838', width, height }));
  });

  app.get('/art/collection/:file', async (request, reply) => {
    const id = Number(svgName(request.params, 'file', /^\d{1,9}$/));
    const collection = await collectionArtRow(db, id);
    if (!collection) throw ApiError.notFound(ART_NOT_FOUND);
    return sendSvg(request, reply, bannerSvg({ title: collection.name, subtitle: collection.description, color: '#263238', width: 1200, height: 300 }));
  });

  app.get('/art/badge/:file', async (request, reply) => {
    const name = svgName(request.params, 'file', /^(new|sale|exclusive)$/);
    const [text, color] = BADGES[name] ?? ['NEW', '#2e7d32'];
    return sendSvg(request, reply, badgeSvg(text, color));
  });

  app.get('/art/rating/:file', async (request, reply) => {
    const code = Number(svgName(request.params, 'file', /^\d{2,4}$/));
    const label = contentRatingLabel(code);
    if (label === undefined) throw ApiError.notFound(ART_NOT_FOUND);
    return sendSvg(request, reply, badgeSvg(label, code >= 2000 ? '#1565c0' : '#212121'));
  });

  app.get('/art/tile/:file', async (request, reply) => {
    const slug = svgName(request.params, 'file', /^[a-z-]{1,40}$/);
    const title = TILES[slug];
    if (title === undefined) throw ApiError.notFound(ART_NOT_FOUND);
    return sendSvg(request, reply, bannerSvg({ title, color: '#37474f', width: 600, height: 300 }));
  });
};
