import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { VIDEO_PATH_PREFIX } from '@d2d/contract';

/** The files a video code may name: the clip and its poster frame. */
const VIDEO_FILE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:webm|jpg)$/;

/**
 * The folder of the demo videos (`packages/server/assets/video`). Found by walking up from this
 * module, because the source (`src/routes/art/`) and the bundle (`dist/`) sit at different depths.
 * @returns the folder, or null when the package ships without it
 */
export function videoAssetDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'assets', 'video');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return null;
}

/**
 * The demo catalogue's short videos and their poster frames (issue 21 item 8): WebM clips made
 * once with ffmpeg and kept in the package, since the machines that run the store have no
 * ffmpeg. `@fastify/static` answers range requests, which video players use to seek.
 */
export const videoRoutes: FastifyPluginAsync<{ root?: string | null }> = async (app, options) => {
  const root = options.root === undefined ? videoAssetDir() : options.root;
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    prefix: VIDEO_PATH_PREFIX,
    // the store's own static files decorate the reply already
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathname) => VIDEO_FILE.test(pathname),
    cacheControl: false,
    setHeaders(reply) {
      // the files never change under a name; a day keeps a demo update visible soon enough
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
};
