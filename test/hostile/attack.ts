// One hostile run over one transport: every case sent and its answer judged (no 5xx, no hang, a 400 names the field,
// fields smuggled inside __proto__ do not count, an accepted write reads back). Shared by the suite and bench:hostile.
import { type HostileCase, namesTarget, type Operation } from './cases';
import { type Answer, caseCall, HANG_MS, readBack, type Send } from './world';

export interface AttackReport {
  sent: number;
  /** One line per answer that breaks a rule; empty when the service held. */
  problems: string[];
  /** Ids that an accepted write changed (their later reads may differ). */
  touched: Set<string>;
  answers: Answer[];
}

function judge(c: HostileCase, res: Answer): string | undefined {
  const what = `${c.op.name} ${c.target} = ${c.value.label}: ${res.status} ${JSON.stringify(res.body?.error ?? '').slice(0, 160)}`;
  if (res.failure || res.status >= 500 || res.ms >= HANG_MS) return `${what} ${res.failure ?? ''}`;
  const field = res.body?.error?.field;
  if (c.in === 'smuggled' && (res.status !== 400 || !c.op.body?.required?.includes(field)))
    return `${what} (fields inside __proto__ must not count: expected 400 naming a required field)`;
  if (c.in !== 'smuggled' && res.status === 400 && !namesTarget(field, c.target)) return `${what} (does not name ${c.target})`;
  return undefined;
}

export async function attack(a: {
  ops: Operation[];
  cases: HostileCase[];
  bases: Map<string, Record<string, unknown>>;
  send: Send;
  /** MCP carries only what JSON.stringify can write. */
  skipRaw: boolean;
  /** Called after an operation that consumes the calling key (revoke_key). */
  renewKey: () => Promise<void>;
}): Promise<AttackReport> {
  const report: AttackReport = { sent: 0, problems: [], touched: new Set(), answers: [] };
  for (const c of a.cases) {
    if (a.skipRaw && c.value.raw && c.in === 'body') continue;
    const { input, raw } = caseCall(c, a.bases.get(c.op.name) ?? {});
    const res = await a.send(c.op, input, raw);
    if (c.op.consumesKey) await a.renewKey();
    report.sent++;
    report.answers.push(res);
    const problem = judge(c, res);
    if (problem) report.problems.push(problem);
    else if (res.status < 300 && c.op.method !== 'GET' && c.op.method !== 'DELETE') {
      for (const p of c.op.pathParams) report.touched.add(String(input[p]));
      const back = readBack(a.ops, c.op, input, res.body);
      const read = back && (await a.send(back.get, back.input));
      if (read) report.answers.push(read);
      if (read && read.status !== 200)
        report.problems.push(`${c.op.name} ${c.target} = ${c.value.label}: accepted, but reading it back answers ${read.status}`);
    }
  }
  return report;
}
