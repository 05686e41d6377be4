// Help for the command line (the overview and each command's page) and the closest name to a mistyped one.
import type { Command, OptionSpec } from './command';

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  json: { type: 'boolean', help: 'print results as JSON; errors go to stderr as {"error":{code,message}}' },
  help: { type: 'boolean', help: 'show this help (also: bidsmith help <command>)' },
};

/** `keys create --account ID [--user ID] --scopes read,write,send [--name N]` */
export function synopsis(c: Command): string {
  const parts = [c.name];
  if (c.args) parts.push(c.args);
  for (const [name, o] of Object.entries(c.options ?? {})) {
    const flag = o.type === 'string' ? `--${name} ${o.value ?? 'VALUE'}` : `--${name}`;
    parts.push(o.required ? flag : `[${flag}]`);
  }
  return parts.join(' ');
}

export function overview(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return [
    'Usage: bidsmith <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    'Every command takes --json (machine-readable output; errors as JSON on stderr) and --help.',
    'Run "bidsmith <command> --help" for its options.',
  ].join('\n');
}

export function commandHelp(c: Command): string {
  const lines = [`Usage: bidsmith ${synopsis(c)}`, '', c.summary];
  if (c.details) lines.push('', c.details);
  const options = Object.entries({ ...(c.options ?? {}), ...GLOBAL_OPTIONS });
  const flags = options.map(([name, o]) => (o.type === 'string' ? `--${name} ${o.value ?? 'VALUE'}` : `--${name}`));
  const width = Math.max(...flags.map((f) => f.length)) + 2;
  lines.push('', 'Options:');
  options.forEach(([, o], i) => {
    const required = o.required ? ' (required)' : '';
    lines.push(`  ${(flags[i] as string).padEnd(width)}${o.help}${required}`);
  });
  return lines.join('\n');
}

/** Edit distance (insertions, deletions, substitutions, and swaps of two neighbours: "lsit" is one from "list"). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The candidate closest to `typed`, when it is close enough to be what was meant. */
export function closest(typed: string, candidates: string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of candidates) {
    const d = distance(typed.toLowerCase(), name.toLowerCase());
    if (!best || d < best.d) best = { name, d };
  }
  return best && best.d <= Math.max(2, Math.floor(typed.length / 3)) ? best.name : undefined;
}
