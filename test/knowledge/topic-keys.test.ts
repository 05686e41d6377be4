// Facts kept under an older way of making topic keys still get replaced by a later statement on their topic.
import { describe, expect, it } from 'vitest';
import { teach } from '../../src/facts/teach';
import { listFacts } from '../../src/knowledge/facts';
import { TOPIC_KEYS_VERSION, upgradeTopicKeys } from '../../src/knowledge/topic-keys';
import { putFact } from '../../store/facts';
import { getSetting, setSetting } from '../../store/settings';
import { makeTestContext, seedAccount } from '../helpers/context';

describe('topic keys across versions', () => {
  it('re-derives the keys of facts saved before, once, so a new statement on the same topic replaces them', async () => {
    const ctx = makeTestContext();
    const { account } = seedAccount(ctx);
    // a key made by the previous stemmer ("office" was kept whole)
    putFact(ctx.db, {
      accountId: account.id,
      topic: 'office dog',
      topicKey: 'g:dog office',
      text: 'Our office dog is Rex.',
      lang: 'en',
      now: 1,
    });
    setSetting(ctx.db, 'topic_keys_version', '1');

    expect(upgradeTopicKeys(ctx.db)).toBe(1);
    expect(getSetting(ctx.db, 'topic_keys_version')).toBe(TOPIC_KEYS_VERSION);
    expect(upgradeTopicKeys(ctx.db)).toBe(0);

    const result = await teach(ctx, account.id, 'Our office dog is Max now.');
    expect(result.saved).toHaveLength(1);
    const facts = listFacts(ctx, account.id);
    expect(facts.map((f) => f.text)).toEqual(['Our office dog is Max now.']);
  });
});
