// The words a buyer's document names its parties by: "the State of Alaska", "the Offeror", "Fairfax County", "the
// University", written with a capital in many of its requirements. An answer in the company's words never says them
// ("We support single sign-on with Microsoft Entra ID" answers "The Offeror must integrate with the State of Alaska's
// Entra ID"), so the offline answerer weighs them as little as "policies" (see analyseQuestion).
import { fold, STOPWORDS } from '../text/words';

/** A requirement set smaller than this says nothing about which words its writer uses everywhere. */
const MIN_REQUIREMENTS = 8;
/**
 * A party named in at least this share of the requirements (and in three or more) is the document's own (the Alaska
 * IES RFP names "the State" in 9% of its 187 requirements).
 */
const MIN_SHARE = 0.05;
const MIN_COUNT = 3;
/** Cached per RFP: its requirements' texts never change after reading. */
const CACHE_SIZE = 32;
const cache = new Map<string, ReadonlySet<string>>();

/** The nouns a buyer's document calls itself and its bidders by, when it writes them as names ("the State"). */
const PARTY =
  'State|Commonwealth|County|City|District|Department|Agency|University|College|Institution|Authority|Board|Ministry|Government|Owner|Purchaser|Buyer|Offerors?|Contractors?|Vendors?|Proposers?|Bidders?|Respondents?|Suppliers?|Consultants?|Estado|Municipio|Entidad|Oferentes?|Proponentes?|Contratistas?|Proveedor(?:es)?';
const NAME = String.raw`\p{Lu}[\p{L}'’-]+`;
/** "the State of Alaska", "County of Fairfax", "Fairfax County", "the Offeror": the party noun and a name joined to it. */
const PARTY_NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:(${NAME}(?:\s+${NAME}){0,2})\s+)?(${PARTY})(?:\s+(?:of|de(?:l)?)\s+(${NAME}(?:\s+${NAME}){0,2}))?(?![\p{L}])`,
  'gu',
);

/** The party words a requirement names, folded: the party noun and the names of it ("state", "alaska"). */
function partiesIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(PARTY_NAMED)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 3), at);
    // a sentence's first word ("State the uptime…", "Vendors must…") is no name
    const opens = at === 0 || /[.!?:;•]\s*$|^\s*$/.test(before) || /^\s*\d[\d.]*\s+$/.test(text.slice(0, at));
    if (opens && !m[1] && !m[3]) continue;
    for (const part of [m[1], m[2], m[3]])
      for (const w of part?.split(/\s+/) ?? []) {
        // "the State of Alaska's": the name without its possessive; "The Offeror": no article
        const word = fold(w).replace(/['’]s$/, '');
        if (!STOPWORDS.has(word)) out.add(word);
      }
  }
  return out;
}

/** The party words of an RFP's requirements (empty for a short one); `key` caches them per RFP. */
export function partyWords(key: string, texts: () => string[]): ReadonlySet<string> {
  const hit = cache.get(key);
  if (hit) return hit;
  const all = texts();
  const counts = new Map<string, number>();
  for (const text of all) for (const w of partiesIn(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const out = new Set<string>();
  if (all.length >= MIN_REQUIREMENTS) for (const [w, n] of counts) if (n >= MIN_COUNT && n / all.length >= MIN_SHARE) out.add(w);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}
