import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';

/**
 * Paths pino blanks before a line is written. Card numbers, CVV, passwords and cookies must
 * never reach a log (R4), whichever object they arrive in.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'cardDetails',
  'cardNumber',
  // A card's fields wherever they are logged apart from cardDetails (e.g. a processor's input).
  'number',
  'cvv',
  'cvc',
  'token',
  'sessionSecret',
  // R49: passport numbers, in our passengers, saved travellers and Duffel's identity documents.
  'passportNumber',
  'passportSealed',
  'unique_identifier',
  'identity_documents',
  'identityDocument',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

const SECRET_PARAM = new RegExp(`token|password|secret|^(${SECRET_KEYS.join('|')})$`, 'i');

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL as it may be logged: the values of query parameters that look secret (a reset
 * token, a password) are blanked, and a fragment, which no browser sends, is dropped.
 */
export function redactUrl(url: string): string {
  const path = url.split('#', 1)[0] ?? '';
  const at = path.indexOf('?');
  if (at === -1) return path;
  const pairs = path.slice(at + 1).split('&');
  const query = pairs.map((pair) =>
    SECRET_PARAM.test(paramName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair,
  );
  return `${path.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's own request serializer, with the URL redacted: it is logged for every request. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface Loggers {
  /** The app's logger: every line passes the redaction above. */
  logger: Logger;
  /**
   * One "incoming request" and one "request completed" line per request, written without the
   * redaction pass (R44): it walks ~50 wildcard paths per line, a fifth of a small request's CPU,
   * and these lines hold only fields chosen here (the URL already redacted), never a body or a header.
   */
  access: Logger;
}

export function createLoggers(level: string, stream?: NodeJS.WritableStream): Loggers {
  // One destination for both, so their lines interleave in order (stdout, written synchronously, as pino does).
  const destination = stream ?? pino.destination({ dest: 1, sync: true });
  return {
    logger: pino(
      { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } },
      destination,
    ),
    access: pino({ level }, destination),
  };
}

/**
 * Fastify's own lines about each request, with the two every request writes sent through the
 * access logger; its error lines (which may carry anything) still go through the redacting one.
 */
class AccessLogController extends LogController {
  constructor(private readonly access: Logger) {
    super();
  }
  override incomingRequest(request: FastifyRequest) {
    // Debug: the completed line says all an operator needs; a test of what was accepted turns it on.
    this.access.debug({ reqId: request.id, req: serializeRequest(request) }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else this.access.info({ reqId: request.id, req: serializeRequest(request), ...fields }, 'request completed');
  }
}

export const accessLogController = (access: Logger): LogController => new AccessLogController(access);

type LogMethod = FastifyBaseLogger['info'];

/**
 * request.log made only when a handler first writes to it (R44): Fastify makes a child logger for
 * every request, and with the redaction configured that costs a pass over its bindings, while
 * most requests never log anything but their access lines.
 */
class LazyChild {
  #made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  get #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }
  get level() {
    return this.#made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  info: LogMethod = (...args: Parameters<LogMethod>) => this.#logger.info(...args);
  error: LogMethod = (...args: Parameters<LogMethod>) => this.#logger.error(...args);
  warn: LogMethod = (...args: Parameters<LogMethod>) => this.#logger.warn(...args);
  debug: LogMethod = (...args: Parameters<LogMethod>) => this.#logger.debug(...args);
  trace: LogMethod = (...args: Parameters<LogMethod>) => this.#logger.trace(...args);
  fatal: LogMethod = (...args: Parameters<LogMethod>) => this.#logger.fatal(...args);
  silent: LogMethod = () => undefined;
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

export const lazyChildLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
  new LazyChild(logger, bindings, options) as FastifyBaseLogger;
