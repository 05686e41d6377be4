// Keeps stored facts' topic keys in step with how keys are made: when the text module's stemmer or the lexicon
// changes, every live fact's key is derived again (oldest first, so later facts still join earlier topics).

import type { Db } from '../../store/db';
import { listAllLiveFacts, setTopicKey } from '../../store/facts';
import { getSetting, setSetting } from '../../store/settings';
import { resolveKey, topicFromLabel } from './topics';

/** Bump when topicOf/stem change in a way that changes keys. */
export const TOPIC_KEYS_VERSION = '9';

/** Re-derives live facts' topic keys once per version; returns how many changed. */
export function upgradeTopicKeys(db: Db): number {
  if (getSetting(db, 'topic_keys_version') === TOPIC_KEYS_VERSION) return 0;
  let changed = 0;
  db.transaction(() => {
    const keysByAccount = new Map<string, string[]>();
    for (const fact of listAllLiveFacts(db)) {
      const keys = keysByAccount.get(fact.account_id) ?? [];
      keysByAccount.set(fact.account_id, keys);
      const topic = topicFromLabel(fact.topic, fact.text, fact.lang === 'es' ? 'es' : 'en');
      if (!topic) continue;
      const key = resolveKey(topic, keys);
      keys.push(key);
      if (key !== fact.topic_key) {
        setTopicKey(db, fact.id, key);
        changed++;
      }
    }
    setSetting(db, 'topic_keys_version', TOPIC_KEYS_VERSION);
  }).immediate();
  return changed;
}
