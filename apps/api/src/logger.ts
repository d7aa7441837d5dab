import pino from 'pino';

export type Logger = pino.Logger;

/** Secrets never reach the logs: session cookies and tokens, coming in or going out. */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: undefined, redact: REDACTED }, destination);
}
