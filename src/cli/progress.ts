// Progress for long commands: bars on a terminal (cli-progress), plain lines when stderr is not one (logs, CI).
import cliProgress from 'cli-progress';

export interface Bar {
  update(value: number, total?: number, note?: string): void;
  stop(note?: string): void;
}

export interface Progress {
  bar(label: string, total?: number): Bar;
  done(): void;
}

/** Bars on stderr when it is a terminal; otherwise a line per change of note and a line when each bar stops. */
export function createProgress(stream: NodeJS.WriteStream = process.stderr, quiet = false): Progress {
  if (quiet) return { bar: () => ({ update() {}, stop() {} }), done() {} };
  if (!stream.isTTY) {
    return {
      bar(label) {
        let last = '';
        return {
          update(value, total, note) {
            const line = `${label}: ${note ?? ''}${total ? ` ${value}/${total}` : ''}`.trim();
            if (note !== undefined && note !== last) stream.write(`${line}\n`);
            last = note ?? last;
          },
          stop(note) {
            stream.write(`${label}: ${note ?? 'done'}\n`);
          },
        };
      },
      done() {},
    };
  }
  const multi = new cliProgress.MultiBar(
    { stream, format: ' {bar} {percentage}% | {label} {note}', hideCursor: true, clearOnComplete: false, barsize: 24 },
    cliProgress.Presets.shades_classic,
  );
  return {
    bar(label, total = 1) {
      const b = multi.create(total, 0, { label, note: '' });
      return {
        update(value, t, note) {
          if (t !== undefined && t > 0) b.setTotal(t);
          b.update(value, { label, note: note ?? '' });
        },
        stop(note) {
          b.update(b.getTotal(), { label, note: note ?? 'done' });
          b.stop();
        },
      };
    },
    done() {
      multi.stop();
    },
  };
}
