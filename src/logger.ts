// Structured logs as JSON lines on stderr: stdout belongs to the stdio MCP protocol.
export type Level = 'debug' | 'info' | 'warn' | 'error';
export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: Level | 'silent',
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Logger {
  const log = (at: Level) => (msg: string, data?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...data }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
