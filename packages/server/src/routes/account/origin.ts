import type { FastifyRequest } from 'fastify';
import { isWellFormedHost } from '../../http/hostGuard.js';

/**
 * The store's origin for links in mails: `PUBLIC_URL` when set; otherwise the origin the request
 * came to. The fallback trusts the Host header, which is fine on a development machine; a server
 * that sends real mail must set `PUBLIC_URL` (the config refuses SMTP without it), or a forged
 * Host would put an attacker's site into reset links.
 */
export function storeOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.host;
  // the app refuses malformed hosts up front (http/hostGuard.ts); checked again so nothing odd
  // reaches a mail from a route mounted elsewhere
  const safeHost = isWellFormedHost(host) ? host : 'localhost';
  return `${request.protocol}://${safeHost}`;
}
