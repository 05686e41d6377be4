// Turns running text (PDF paragraphs, Markdown lines) into requirements: numbered items whole, other prose
// sentence by sentence, list fragments joined to the item that introduces them, instruction sections skipped but for
// what they oblige the vendor itself to do.
import type { ReadRequirement } from '../model';
import {
  bindsVendor,
  headingLevel,
  isEvaluationHeading,
  isFormField,
  isHeadingLike,
  isInstructionsHeading,
  isProcedureHeading,
  isTocLine,
  labelDepth,
  requirementSentences,
  splitLabel,
  splitRunInTitle,
} from './rules';

export interface ProseUnit {
  /** A table row is read for requirements but never taken as a heading. */
  kind: 'heading' | 'text' | 'row';
  text: string;
  /** For people: "page 4", "line 120". */
  where: string;
  /** Heading level when the source knows it (PDF font sizes, Markdown #). */
  level?: number;
  /** A bullet or list line with no printed number (Markdown "-", "•"). */
  bullet?: boolean;
  /** Quoted material (a Markdown blockquote: an address, a cited passage): read for requirements, never a heading. */
  quoted?: boolean;
}

interface OpenItem {
  requirement: ReadRequirement;
  depth: number;
  /** The item ends with ":" ("…the following:"): the lines under it complete it. */
  introducesList: boolean;
}

const NUMBER = /^\d{1,4}(?:\.\d{1,3})*$/;

/** "60" after "59", "3.3" after "3.2": the next number at the same depth. */
function numberedNext(before: string, after: string): boolean {
  const a = before.split('.').map(Number);
  const b = after.split('.').map(Number);
  return a.length === b.length && a.every((n, i) => (i < a.length - 1 ? n === b[i] : n + 1 === b[i]));
}

/** A list item that ends "; or", "; and" goes on into the next one. */
const GOES_ON = /;\s*(?:and|or|and\/or)\s*$/i;

/**
 * The items of a list whose items open in lower case and end "; or" / "; and" are one sentence: they are joined, with the line that
 * introduces them ("If the selected offeror:") and, when the last item ends with a comma, the lower-case paragraph
 * that finishes the sentence. No item of such a list is read on its own.
 */
function joinListFragments(units: ProseUnit[]): ProseUnit[] {
  const out: ProseUnit[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as ProseUnit;
    const item = (u: ProseUnit | undefined) => u?.kind === 'text' && (u.bullet || splitLabel(u.text).label !== '');
    // an item opening in lower case is a piece of a sentence; one opening in capitals is a sentence of its own
    const fragment = /^\p{Ll}/u.test(splitLabel(unit.text).rest);
    if (!item(unit) || !fragment || !GOES_ON.test(unit.text.trim()) || !item(units[i + 1])) {
      out.push(unit);
      continue;
    }
    const leadIn = out.at(-1);
    const joined: ProseUnit =
      leadIn?.kind === 'text' && /:\s*$/.test(leadIn.text) && !item(leadIn) ? (out.pop() as ProseUnit) : { ...unit, text: '' };
    joined.text = `${joined.text} ${unit.text}`.trim();
    while (GOES_ON.test(units[i]?.text.trim() ?? '') && item(units[i + 1])) {
      i++;
      joined.text += ` ${units[i]?.text ?? ''}`;
    }
    const rest = units[i + 1];
    if (/,\s*$/.test(units[i]?.text ?? '') && rest?.kind === 'text' && !rest.bullet && /^\s*\p{Ll}/u.test(rest.text)) {
      i++;
      joined.text += ` ${rest.text}`;
    }
    out.push(joined);
  }
  return out;
}

export function proseRequirements(units: ProseUnit[]): { requirements: ReadRequirement[]; notes: string[] } {
  const requirements: ReadRequirement[] = [];
  let section = '';
  let skipBelow: number | null = null;
  let skipped = 0;
  let open: OpenItem | null = null;
  const seen = new Set<string>();

  // a section of the tender's procedure is left out up to the next heading, whatever its level
  let procedure = false;
  // a skipped section of evaluation keeps nothing; one of instructions keeps what binds the vendor itself
  let evaluation = false;
  // a numbered paragraph read as a title ("59. OFFICIALS NOT TO BENEFIT-"): the item numbered next after it
  // ("60. LICENSE REQUIREMENT-…") is its sibling, so it and what follows go back under the section above both
  let titled: { label: string; parent: string; seen: boolean } | null = null;
  // in a document whose headings say their level (Markdown #, a PDF's font sizes), a line only taken for a title
  // ("**Step 1**", "Maximum Points Available (100)") with no number of its own and not in capitals ends no skipped
  // section: it is a title inside it, not the next section
  const explicitLevels = units.some((u) => u.kind === 'heading' && u.level !== undefined);
  const heading = (text: string, level: number, numberedTitle = false, inferred = false) => {
    const name = text.replace(/^[*_#\s]+|[*_\s]+$/g, '');
    const { label } = splitLabel(name);
    if (!numberedTitle || !NUMBER.test(label)) titled = null;
    else {
      const sibling = titled && titled.label.split('.').length >= label.split('.').length;
      titled = { label, parent: sibling && titled ? titled.parent : section, seen: false };
    }
    section = name;
    open = null;
    // (a title in capitals, "GENERAL", "AWARD", is a section of its own: PDFs set them so)
    const inside = inferred && explicitLevels && !label && /\p{Ll}/u.test(name);
    if (skipBelow !== null && level <= skipBelow && !inside) skipBelow = null;
    if (skipBelow === null && isInstructionsHeading(section)) {
      skipBelow = level;
      evaluation = isEvaluationHeading(section);
    }
    procedure = isProcedureHeading(section);
  };
  const numbered = (label: string) => {
    const title = titled as { label: string; parent: string; seen: boolean } | null;
    if (!title || !NUMBER.test(label) || label.split('.').length !== title.label.split('.').length) return;
    if (!title.seen && numberedNext(title.label, label)) {
      section = title.parent;
      procedure = isProcedureHeading(section);
      titled = null;
    } else title.seen = true;
  };
  const add = (ref: string, text: string, where: string, depth: number) => {
    const requirement: ReadRequirement = { ref, section, text, slots: [], where };
    // instructions and evaluation sections are left out, except what they oblige the vendor itself to do
    if (procedure || (skipBelow !== null && (evaluation || !bindsVendor(text)))) {
      skipped++;
      // a list under a skipped item is not the item before it
      open = null;
      return;
    }
    // the same words under the same heading twice are one requirement; in another section they are kept, since
    // "Describe your approach." under two headings asks two things
    const key = `${section}\u0000${ref}\u0000${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()}`;
    if (seen.has(key)) return;
    seen.add(key);
    requirements.push(requirement);
    open = { requirement, depth, introducesList: /:\s*$/.test(text) };
  };

  for (const unit of joinListFragments(units)) {
    const text = unit.text.replace(/\s+/g, ' ').trim();
    if (!text || isTocLine(text)) continue;
    if (unit.kind === 'heading') {
      heading(text, unit.level ?? headingLevel(text), false, unit.level === undefined);
      continue;
    }
    const { label, rest } = splitLabel(text);
    numbered(label);
    const current = open as OpenItem | null;
    const found = requirementSentences(rest);
    // a line under an item that introduced a list ("…the following:") completes that item
    // (a title in capitals is the next section, not an item of the list: "d. …deadlines." / "F. PLACE OF PERFORMANCE")
    const capsTitle = found.length === 0 && !/\p{Ll}/u.test(rest) && isHeadingLike(text);
    const underList =
      current?.introducesList &&
      !capsTitle &&
      (unit.bullet || (label && (found.length === 0 || /^\p{Ll}/u.test(rest)) && labelDepth(label) > current.depth));
    if (current && underList) {
      current.requirement.text += ` ${text}`;
      continue;
    }
    const runIn = unit.kind !== 'row' && !unit.quoted && (found.length === 0 || !label) ? splitRunInTitle(text) : null;
    if (runIn) {
      // a numbered run-in title ("34. FUNDING- The obligation…") is a title the next number ends, as any numbered title
      // (new-user trial 16: clauses 35 to 41 stayed under "34. FUNDING-")
      heading(runIn.title, headingLevel(runIn.title), NUMBER.test(splitLabel(runIn.title).label), true);
      const again = requirementSentences(runIn.rest);
      for (const sentence of again) add('', sentence, unit.where, 0);
      continue;
    }
    // a numbered field of a form ("4. Contract start date:") asks for its value; its own list, if any, completes it
    if (found.length === 0 && label && unit.kind !== 'row' && isFormField(rest)) {
      add(label, rest, unit.where, labelDepth(label));
      continue;
    }
    if (found.length === 0) {
      if (unit.kind === 'row') continue;
      if (isHeadingLike(text) && !unit.quoted) heading(text, unit.level ?? headingLevel(text), true, unit.level === undefined);
      else if (!unit.bullet) open = null;
      continue;
    }
    if (label) add(label, rest, unit.where, labelDepth(label));
    else if (unit.bullet) add('', rest, unit.where, 9);
    else for (const sentence of found) add('', sentence, unit.where, 0);
  }
  const notes =
    skipped > 0
      ? [`${skipped} statements under instructions, evaluation or tender-procedure sections were not taken as requirements.`]
      : [];
  return { requirements, notes };
}
