import { pino, type Logger as PinoLogger } from 'pino';
import { pinoOptions } from './log-redaction.ts';

export type Logger = PinoLogger;

/**
 * The one logger of a server process (issue 29 §4): Fastify's request log and every piece of
 * background work (mail, automations, help, live updates, uploads, the scheduler, the database
 * client) write through it, at its level and with its redaction, so the "no secret in any log"
 * rule and its test cover every line the process prints. Server code has no console.* (lint).
 */
export function createLogger(level = 'info', stream?: NodeJS.WritableStream): Logger {
  return stream ? pino(pinoOptions(level), stream) : pino(pinoOptions(level));
}

/** A message-only log function for background work, at warn level. */
export function warnWith(logger: Logger): (message: string, error?: unknown) => void {
  return (message, error) => (error === undefined ? logger.warn(message) : logger.warn({ err: error }, message));
}
