import type { FastifyRequest } from 'fastify';

/**
 * The store's origin for links in mails: `PUBLIC_URL` when set; otherwise the origin the request
 * came to. The fallback trusts the Host header, which is fine on a development machine; a server
 * that sends real mail must set `PUBLIC_URL` (the config refuses SMTP without it), or a forged
 * Host would put an attacker's site into reset links.
 */
export function storeOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.host;
  // only what a host (and port) may contain, so nothing odd reaches a mail
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : 'localhost';
  return `${request.protocol}://${safeHost}`;
}
