/**
 * The one shape of a refusal that leaves the server over HTTP, and its one status mapping: a `Failure` is
 * `{ error, message }` (a code clients translate, and English for people reading the API), with `retryAfter` seconds
 * when waiting helps; the HTTP status follows from the code alone (`statusOf`), so every route and the Durable
 * Object's RPC answer the same code with the same status. Socket refusals are `reject` frames (protocol.ts).
 */

export interface Failure {
  error: string;
  message: string;
  /** Seconds after which the same request may succeed (sent as Retry-After with a 429). */
  retryAfter?: number;
}

/** Status of each code that is not 400 (a bad request: the default). */
const STATUS: Readonly<Record<string, 403 | 404 | 409 | 415 | 426 | 429>> = {
  "bad-token": 403,
  "not-found": 404,
  "push-off": 404,
  exists: 409,
  full: 409,
  "seat-taken": 409,
  "not-taken": 409,
  "bot-seat": 409,
  "already-started": 409,
  "not-finished": 409,
  "unsupported-media-type": 415,
  "upgrade-required": 426,
  "rate-limited": 429,
  "push-rate-limited": 429,
};

export function statusOf(error: string): 400 | 403 | 404 | 409 | 415 | 426 | 429 {
  return Object.hasOwn(STATUS, error) ? STATUS[error]! : 400;
}
