// A command shares its account's rate window with everything else: over it, it waits as told and goes on.
import { describe, expect, it } from 'vitest';
import { localCaller, toolCaller } from '../../src/cli/work';
import { makeTestContext, manualClock, seedAccount } from '../helpers/context';

describe('commands and the rate limit', () => {
  it('waits out a 429 and goes on, instead of stopping partway through', async () => {
    const clock = manualClock();
    const ctx = makeTestContext({ clock, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    seedAccount(ctx);
    const waited: number[] = [];
    const { call } = toolCaller(ctx, localCaller(ctx), async (ms) => {
      waited.push(ms);
      clock.advance(ms);
    });
    for (let i = 0; i < 7; i++) expect((await call('list_sources', {})).sources).toEqual([]);
    // seven calls at three a minute: two waits for the next window, each as long as the 429 said
    expect(waited).toHaveLength(2);
    expect(waited.every((ms) => ms > 0 && ms <= 60_000)).toBe(true);
  });
});
