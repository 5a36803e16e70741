import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './apiError.js';

/**
 * Maps every failure to the body shapes of spec §8. Fastify's own validation and parse errors
 * become 400 model-state answers: bad input must never surface as a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.body);
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const field = (error as FastifyError).validationContext ?? 'request';
      return reply.status(400).send({ message: 'The request is invalid.', modelState: { [field]: [error.message] } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'An error has occurred.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path with a broken percent
 * escape, a path parameter over the length limit) as the 400 model-state answer of spec §8, not
 * the router's bare JSON, which no client handling expects.
 * @example
 * const app = Fastify({ frameworkErrors });
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(400).send({ message: 'The request is invalid.', modelState: { request: [error.message] } });
}
