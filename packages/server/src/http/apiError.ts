/**
 * The one error class of the server. Routes and services throw it; the central error handler
 * (`errorHandler.ts`) turns it into the status and body the client's generic handling of spec §8
 * expects.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>, options?: { cause?: unknown }) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** 400 with model-state errors: `{ message, modelState: { field: [messages] } }`. */
  static badRequest(modelState: Record<string, string[]>, message = 'The request is invalid.'): ApiError {
    return new ApiError(400, { message, modelState });
  }

  /** 401: no or stale token. */
  static unauthorized(message = 'Authorization has been denied for this request.'): ApiError {
    return new ApiError(401, { message });
  }

  static forbidden(message = 'Forbidden'): ApiError {
    return new ApiError(403, { message });
  }

  static notFound(message = 'Not found'): ApiError {
    return new ApiError(404, { message });
  }

  /** 409 with `failureError { id, message }` (spec §8: the client shows its message). */
  static conflict(message: string, id?: number): ApiError {
    return new ApiError(409, { failureError: { id: id ?? 0, message } });
  }

  /** 422 with `error_code` and `errors` (base and per-field messages). */
  static unprocessable(errorCode: number | string | undefined, errors: Record<string, string[]>, message?: string): ApiError {
    const body: Record<string, unknown> = { errors };
    if (errorCode !== undefined) body.error_code = errorCode;
    if (message) body.message = message;
    return new ApiError(422, body);
  }
}
