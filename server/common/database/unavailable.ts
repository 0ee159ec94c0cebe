// Errors that mean the database cannot be reached right now (stopped, restarting, refusing
// connections), as opposed to a query that is wrong: the caller gets 503 and may try again.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, starting up).
const SQLSTATE = /^(08|57P0[1-4]|53300)/;
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    const { code, message, driverError } = cause as { code?: unknown; message?: unknown; driverError?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    cause = driverError ?? (cause as { cause?: unknown }).cause;
  }
  return false;
}
