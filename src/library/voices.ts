// Voices of sources a data directory from an older version indexed before voices were recorded.
import type { Db } from '../../store/db';
import * as store from '../../store/library';
import { documentVoice } from '../text/voice';

/**
 * Decides the voice of sources indexed before voices were recorded (a data directory from an older version), from
 * the passages they keep: otherwise a buyer's document added then would go on being quoted as the company's own.
 * Approved wording is the company's. Returns how many were decided; nothing to do costs one query.
 */
export function decideOldVoices(db: Db): number {
  const rows = store.sourcesWithoutVoice(db);
  for (const r of rows) {
    if (r.kind === 'answers') store.decideVoice(db, r.id, 'company', 'answers a person approved');
    else {
      const voice = documentVoice(r.text);
      store.decideVoice(db, r.id, voice.company ? 'company' : 'other', `${voice.why} (decided on upgrade, from its passages)`);
    }
  }
  return rows.length;
}
