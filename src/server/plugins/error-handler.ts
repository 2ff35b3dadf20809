import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/errors';
import { databasePort, isDatabaseUnavailable } from '../db/unavailable';
import { AppError, BusyError, RetryLaterError } from '../errors';

/** Fastify's own client-error codes, re-worded for people; anything unlisted keeps its status. */
const FASTIFY_CODES: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'INVALID_JSON',
    message: "Body cannot be empty when content-type is set to 'application/json'.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is larger than the 1 MB limit.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
};

/**
 * PostgreSQL's own refusals of a value: a NUL character (22021), text that is not valid for its
 * type (22P02), a value too long for its column (22001), a NUL escape in JSON (22P05). Input
 * that slipped past a schema causes them, so they are the client's 400, never our 500.
 */
const DATABASE_VALUE_ERRORS = new Set(['22001', '22021', '22P02', '22P05']);

function databaseValueError(error: unknown): string | undefined {
  // Drivers and drizzle wrap the server's error; its code sits somewhere down the cause chain.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && DATABASE_VALUE_ERRORS.has(code)) return code;
  }
  return undefined;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

function send(reply: FastifyReply, status: number, body: ApiError) {
  // Serialised by hand: the route's response schema describes success, not this shape.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function validationFields(error: FastifyError): ApiError['fields'] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const raw = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { path: raw ? `${context}.${raw}` : context, message: issue.message ?? 'Invalid value' };
  });
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      // Not the client's doing: worth seeing when it happens often (R44).
      if (error instanceof BusyError) request.log.warn({ code: error.code }, 'refused while busy');
      return send(reply, error.statusCode, { error: error.code, message: error.message });
    }

    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error);
      const first = fields?.[0];
      return send(reply, 400, {
        error: 'VALIDATION_ERROR',
        message: first ? first.message : 'The request is not valid.',
        fields,
      });
    }

    const refused = databaseValueError(error);
    if (refused) {
      // Only the code: the error's text can quote the query's parameters.
      request.log.info({ sqlState: refused }, 'database refused a value');
      return send(reply, 400, {
        error: 'INVALID_INPUT',
        message: 'The request contains a value that cannot be stored.',
      });
    }

    const port = app.hasDecorator('config') ? databasePort(app.config.databaseUrl) : undefined;
    if (isDatabaseUnavailable(error, port)) {
      // An outage, not a bad request: logged in full, and the client told to come back shortly.
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, { error: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
    }

    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, { error: known.error, message: known.message });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, { error: error.code ?? 'BAD_REQUEST', message: error.message });
    }

    // A fault of ours: log it in full, tell the client nothing it could misuse.
    request.log.error({ err: error }, 'request failed');
    return send(reply, status >= 500 && status < 600 ? status : 500, {
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, {
    error: 'NOT_FOUND',
    message: `No route matches ${request.method} ${request.url.split('?')[0]}`,
  });
}
