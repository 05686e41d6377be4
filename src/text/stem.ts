// The one stemmer (English and Spanish): plurals, -ing/-ed/-ly, -ción/-mente and participles stripped, doubled
// consonants undone, so "encrypted"/"encrypts", "policies"/"policy", "certificación"/"certificaciones" meet.
import { fold } from './words';

const SPANISH_ENDINGS = ['mente', 'ciones', 'cion', 'ando', 'iendo', 'ados', 'adas', 'ado', 'ada', 'idos', 'idas', 'ido', 'ida'];

/** The stem of one word (folded first); figures and words of three letters or fewer stay as they are. */
export function stem(word: string): string {
  let w = /^[a-z0-9'-]*$/.test(word) ? word : fold(word);
  if (/\d/.test(w) || w.length <= 3) return w;
  if (w.endsWith('iones')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of SPANISH_ENDINGS) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 5) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length >= 6) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ss|ll)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * English words that share their first six letters and name different things ("customer" is not "customization",
 * "personnel" not "personal data", "integrity" not "integration"): each group's beginnings part the words they open.
 */
const FALSE_FRIENDS = [
  ['customer', 'customi', 'customs'],
  ['personal', 'personnel'],
  ['internal', 'internat', 'internet', 'internsh'],
  ['integrat', 'integrit', 'integral'],
  ['governan', 'governm'],
  ['regular', 'regulat'],
  ['general', 'generat'],
  ['principal', 'principl'],
  ['techniq', 'technic', 'technol'],
  ['contrar', 'contract', 'contrast'],
  ['transfer', 'transform', 'transit', 'translat', 'transpar', 'transport', 'transmi', 'transact'],
  ['particul', 'particip'],
  ['communic', 'communit'],
  ['continu', 'conting'],
  ['interfac', 'interfer'],
  ['authorit', 'authoriz', 'authoris'],
  ['circumst', 'circumv'],
  ['investig', 'investor', 'investm'],
];

function falseFriends(a: string, b: string): boolean {
  for (const group of FALSE_FRIENDS) {
    const x = group.find((g) => a.startsWith(g));
    const y = group.find((g) => b.startsWith(g));
    if (x && y && x !== y) return true;
  }
  return false;
}

/** Two stems name one word: equal, or long and sharing their first six letters (encrypt / encryption), unless they
 * are known to be different words that begin alike (see FALSE_FRIENDS). */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6) && !/\d/.test(a + b) && !falseFriends(a, b);
}

/** Share of `wanted` stems that appear in `have` (0 when nothing is wanted). */
export function coverage(wanted: string[], have: string[]): number {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return 0;
  return unique.filter((w) => have.some((h) => stemsMatch(w, h))).length / unique.length;
}
