// Phrases that name one thing in buyers' and vendors' words: a questionnaire asks for "Severity 1" what a support
// guide calls "Priority 1", a "secondary site" what a DR overview calls its "recovery region". A question's words that
// are part of such a phrase are also said by a sentence that says any other phrase of its group (see Term.eq). The
// groups are general B2B software and security vocabulary, not any document's: see GROUPS.

import { tokens } from '../text/words';
import { GROUPS } from './equivalent-groups';

interface Phrase {
  stems: string[];
  root: string;
}

/** Each group's phrases by its root. */
const PHRASES = new Map<string, readonly string[]>();

/** A group's root: "=~" and its first phrase ("=~severity 1"), never the root of a word (see rootsMatch). */
const rootOfGroup = (group: readonly string[]) => `=~${group[0]}`;

/**
 * A phrase's words as a text's are compared: as written, folded (the groups list their plurals and spellings), so
 * "we do not schedule maintenance" is not "scheduled maintenance".
 */
const stemsOf = (words: string[]) => words.map((w) => w.replace(/['’]s$/u, ''));

/** Every phrase by the stem of its first word, longest first. */
const BY_FIRST = new Map<string, Phrase[]>();
for (const written of GROUPS) {
  const group = written.split('|').map((phrase) => phrase.trim());
  const root = rootOfGroup(group);
  PHRASES.set(root, group);
  const all = group.map((phrase) => stemsOf(tokens(phrase)).join(' '));
  for (const phrase of group) {
    const stems = stemsOf(tokens(phrase));
    // a phrase holding a shorter one of its group only adds a qualifier ("information security incident", "security
    // incident"): the shorter one is found inside it, and the qualifier stays a word to find
    const joined = ` ${stems.join(' ')} `;
    if (all.some((other) => other !== stems.join(' ') && joined.includes(` ${other} `))) continue;
    const first = stems[0];
    if (first === undefined) continue;
    const list = BY_FIRST.get(first) ?? [];
    list.push({ stems, root });
    BY_FIRST.set(first, list);
  }
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.stems.length - a.stems.length);

/** For each word of `words` (tokens, folded), the roots of the equivalence groups whose phrases it is part of. */
export function equivalentsAt(words: readonly string[]): Array<string[] | undefined> {
  const stems = stemsOf([...words]);
  const out: Array<string[] | undefined> = words.map(() => undefined);
  for (let i = 0; i < stems.length; i++) {
    for (const phrase of BY_FIRST.get(stems[i] ?? '') ?? []) {
      if (!phrase.stems.every((s, k) => stems[i + k] === s)) continue;
      for (let k = 0; k < phrase.stems.length; k++) {
        const at = out[i + k] ?? [];
        if (!at.includes(phrase.root)) at.push(phrase.root);
        out[i + k] = at;
      }
    }
  }
  return out;
}

/** The roots of the equivalence groups a text's words say (tokens, folded). */
export function equivalentRoots(words: readonly string[]): string[] {
  return [...new Set(equivalentsAt(words).flatMap((roots) => roots ?? []))];
}

/** The other ways of saying the phrases a text's words say (tokens, folded), but not of the phrases `skip` accepts. */
export function equivalentPhrases(words: readonly string[], skip: (word: string) => boolean = () => false): string[] {
  const stems = stemsOf([...words]);
  const out = new Set<string>();
  for (let i = 0; i < stems.length; i++) {
    for (const phrase of BY_FIRST.get(stems[i] ?? '') ?? []) {
      if (!phrase.stems.every((s, k) => stems[i + k] === s)) continue;
      if (skip(phrase.stems.join(' '))) continue;
      for (const other of PHRASES.get(phrase.root) ?? []) out.add(other);
    }
  }
  return [...out];
}
