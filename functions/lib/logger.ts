/**
 * Structured logs. On AWS Lambda (or with `LOG_FORMAT=json`) every line is one JSON object
 * `{ time, level, message, requestId?, function?, ...fields }` on stdout, so CloudWatch Logs Insights can query
 * it; elsewhere (the local stack, the CLIs) it stays a readable `level message key=value` line. The request id of
 * the event being handled is carried through async calls by `withLogContext`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line. */
  child(fields: LogFields): Logger;
}

const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const context = new AsyncLocalStorage<LogFields>();

/** Run `work` with `fields` (e.g. `{ requestId }`) added to every line logged inside it, across awaits. */
export function withLogContext<T>(fields: LogFields, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/** The fields of the current log context (empty outside `withLogContext`). */
export const logContext = (): LogFields => context.getStore() ?? {};

const json = () =>
  process.env.LOG_FORMAT === 'json' || (process.env.LOG_FORMAT !== 'text' && !!process.env.AWS_LAMBDA_FUNCTION_NAME);
const threshold = () => RANK[(process.env.LOG_LEVEL as LogLevel | 'silent' | undefined) ?? 'info'] ?? RANK.info;

/** An Error as plain fields (name, message, stack); other values as they are. */
function plain(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

function write(level: LogLevel, message: string, fields: LogFields): void {
  if (RANK[level] < threshold()) return;
  const all: LogFields = { ...logContext(), ...fields };
  if (json()) {
    const line: LogFields = { time: new Date().toISOString(), level, message };
    if (process.env.AWS_LAMBDA_FUNCTION_NAME) line.function = process.env.AWS_LAMBDA_FUNCTION_NAME;
    for (const [key, value] of Object.entries(all)) line[key] = plain(value);
    process.stdout.write(`${JSON.stringify(line)}\n`);
    return;
  }
  const rest = Object.entries(all).map(([key, value]) => {
    const v = plain(value);
    return `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
  });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(
    `${level} ${message}${rest.length ? ` ${rest.join(' ')}` : ''}\n`,
  );
}

/** A logger whose lines carry `base` (e.g. `{ component: 'rebuild' }`) besides the context fields. */
export function createLogger(base: LogFields = {}): Logger {
  return {
    debug: (message, fields = {}) => write('debug', message, { ...base, ...fields }),
    info: (message, fields = {}) => write('info', message, { ...base, ...fields }),
    warn: (message, fields = {}) => write('warn', message, { ...base, ...fields }),
    error: (message, fields = {}) => write('error', message, { ...base, ...fields }),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

/** The process-wide logger. */
export const log = createLogger();
