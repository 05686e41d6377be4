// The sending allowance: checked before any email goes out, counted by the one path every send takes.

import type { AccountRow } from '../../store/accounts';
import type { Db } from '../../store/db';
import { addUsage, usageCount } from '../../store/usage';
import { AppError } from '../errors';
import { SEND_ALLOWANCE } from './plans';

export function sendPeriod(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

export function sendsLeft(db: Db, account: AccountRow, now: number): number | null {
  const allowance = SEND_ALLOWANCE[account.plan];
  if (allowance === null) return null;
  return Math.max(0, allowance - usageCount(db, account.id, 'send', sendPeriod(now)));
}

export function canSend(db: Db, account: AccountRow, now: number): boolean {
  const left = sendsLeft(db, account, now);
  return left === null || left > 0;
}

/** Refuses with 402 when the plan's sends for this month are used up. */
export function assertCanSend(db: Db, account: AccountRow, now: number): void {
  if (!canSend(db, account, now)) {
    throw new AppError(
      'payment_required',
      `The ${account.plan} plan's sending allowance for this month is used up; upgrade to send more.`,
      { billing_required: true, feature: 'send' },
    );
  }
}

/** Counts one sent deal; call inside the transaction that records the send. */
export function recordSend(db: Db, account: AccountRow, now: number): void {
  addUsage(db, { accountId: account.id, kind: 'send', period: sendPeriod(now) });
}
