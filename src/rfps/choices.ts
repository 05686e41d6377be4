// Reading a form's own answer values: which one says "yes, we do this" and which one says "not applicable".
import { fold } from '../text/words';

const AFFIRMATIVE =
  /^(?:yes|y|si|true|x|compliant|fully compliant|comply|complies|fully|meets|meet|met|supported|available|included|implemented|in place|out of the box|standard|native)\b/;
const NEGATIVE_OR_PARTIAL =
  /\b(?:no|not|partial|partially|future|roadmap|planned|maybe|configuration required|modification required|custom)\b/;
const NOT_APPLICABLE = /^(?:n\/?a|na|not applicable|no aplica|does not apply|n\.a\.)\b/;

/** The value meaning "yes, we meet it" (e.g. "Yes", "Yes, we meet this requirement…", "Out of the Box/Included"), if any. */
export function affirmativeChoice(choices: string[]): string | null {
  return (
    choices.find((c) => {
      const f = fold(c).trim();
      return AFFIRMATIVE.test(f) && !NEGATIVE_OR_PARTIAL.test(f.replace(/^yes,?\s*/, '').slice(0, 40)) && !NOT_APPLICABLE.test(f);
    }) ?? null
  );
}

/** The value meaning "not applicable", if the form offers one. */
export function notApplicableChoice(choices: string[]): string | null {
  return choices.find((c) => NOT_APPLICABLE.test(fold(c).trim()) || /\bdoes not apply\b/.test(fold(c))) ?? null;
}

/** A value as compared: folded, without punctuation ("N/A." and "n/a" and "NA" are one value). */
const plain = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The form's value an answer states in its own first sentence ("Yes. We encrypt…" from a past questionnaire), if
 * that sentence is nothing but one of the form's values.
 */
export function statedChoice(answer: string, choices: string[]): string | null {
  // a value spelled out at the start ("Maybe, please see our comments for explanation (Explain). We commit…"), however
  // long: the longest value the answer opens with, before its full stop
  const opened = openingChoice(answer, choices);
  if (opened) return opened;
  const first = /^\s*([^.!;:]{1,40})[.!;:]/.exec(answer)?.[1] ?? answer;
  const exact = choices.find((c) => plain(c) === plain(first) && plain(first) !== '');
  if (exact) return exact;
  // ("Sí, con una cobertura de USD 2.000.000 por siniestro.": the word before the comma is a value of the form's own)
  const leading = plain(/^\s*(yes|no|s[ií])\s*,/i.exec(answer)?.[1] ?? '');
  const word = choices.find((c) => plain(c) === leading && leading !== '');
  if (word) return word;
  const said = plain(first);
  // a bare "Yes" / "No" for a form whose values spell themselves out ("Yes, we meet this requirement without
  // reservation", "No, we cannot meet this requirement (Explain)"): the one value that opens with that word
  if (!/^(?:yes|no|si)$/.test(said)) return null;
  const opening = choices.filter((c) => new RegExp(`^${said}\\b`).test(fold(c).trim()));
  return opening.length === 1 ? (opening[0] ?? null) : null;
}

/** The form's value an answer opens with, followed by a full stop or the end ("Configuration Required (Explain). …"). */
export function openingChoice(answer: string, choices: string[]): string | null {
  const text = fold(answer).trim();
  const found = choices
    .filter((c) => {
      const value = fold(c).trim();
      return value !== '' && text.startsWith(value) && /^(?:[.!;:]|$)/.test(text.slice(value.length).trim());
    })
    .sort((a, b) => b.length - a.length);
  return found[0] ?? null;
}

/**
 * An answer without the spelled-out form value it opens with ("Maybe, please see our comments… (Explain). We commit
 * to 99.9%." → "We commit to 99.9%."): the value goes in the form's choice, not in the words (new-user trial 14). A
 * bare "Yes." / "No." stays, as the answer's own first word.
 */
export function withoutOpeningChoice(answer: string, choice: string | null): string {
  if (!choice || choice.trim().split(/\s+/).length < 3 || openingChoice(answer, [choice]) === null) return answer;
  const rest = answer
    .trim()
    .slice(choice.trim().length)
    .replace(/^\s*[.!;:]\s*/, '');
  return rest === '' ? answer : rest;
}
