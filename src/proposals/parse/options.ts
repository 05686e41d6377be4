// Options offered and the one the customer chose: "Option A: … / Option B: …" and then "Cedar Ridge went with
// Option B", "Option B please", "eligieron la opción B". The chosen option's lines are the deal's lines (their label
// goes, so they read as any line does); the others stay options, not prices (see amounts.ts).

const LETTER = String.raw`([A-C1-3])`;
const OPTION = String.raw`(?:option|opci[oó]n)\s+${LETTER}\b`;

/** Said of the option taken, in English and Spanish. */
const CHOSEN = new RegExp(
  [
    String.raw`\b(?:went|go|goes|going|gone)\s+with\s+(?:the\s+)?${OPTION}`,
    String.raw`\b(?:chose|choose|chooses|chosen|picked|picks|selected|selects|opted\s+for|opts\s+for|prefers?|preferred|accepted|accepts|(?:we|they)(?:'ll| will)?\s+take|took|signed\s+(?:up\s+)?for)\s+(?:the\s+)?${OPTION}`,
    String.raw`\b${OPTION}\s*(?:,\s*)?(?:please|it is|is (?:the )?(?:one|winner|chosen|it)|wins|for us|works(?: for us| best)?)\b`,
    String.raw`\b(?:eligieron|eligi[oó]|elegimos|escogieron|escogi[oó]|optaron\s+por|opt[oó]\s+por|se\s+quedan?\s+con|se\s+quedaron\s+con|se\s+qued[oó]\s+con|prefieren|prefiri[oó]|van\s+con|vamos\s+con|aceptaron|acept[oó])\s+(?:la\s+)?${OPTION}`,
    String.raw`\b${OPTION}\s*,?\s*por\s+favor\b`,
  ].join('|'),
  'iu',
);

/** The letter (or number) of the option the notes say was chosen, when they name exactly one. */
export function chosenOption(notes: string): string | undefined {
  const said = new Set<string>();
  for (const m of notes.matchAll(new RegExp(CHOSEN.source, 'giu'))) {
    const letter = m.slice(1).find((g) => g !== undefined);
    if (letter) said.add(letter.toUpperCase());
  }
  return said.size === 1 ? [...said][0] : undefined;
}

// a list of named alternatives ("the three support tiers (Bronze £2,000/yr, Silver £4,500/yr, Gold £9,000/yr)",
// "Support options we showed: Standard (included), Priority NZ$3,000/yr, Premier NZ$5,400/yr") and the one taken
const NAMED_LIST =
  /\b(?:options?|tiers?|plans?|packages?|levels?|choices|opciones|niveles|planes|paquetes)\b[^:(\n.]{0,40}?(?::\s*|\s*\()/giu;
// (the verb in either case, as a sentence may open with it: "Eligieron el Plan Estudio"; the name is capitalised)
const TOOK = ['went with', 'go(?:es|ing)? with', 'chose', 'picked', 'selected', 'opted for', 'took', 'decided on']
  .concat(['eligieron', 'eligi[oó]', 'eligen', 'elige', 'escogieron', 'escogen', 'se quedaron con', 'se quedan con'])
  .concat(['optaron por', 'optan por'])
  .map((v) => `[${v[0]?.toUpperCase()}${v[0]}]${v.slice(1)}`)
  .join('|');
const TOOK_NAME = new RegExp(
  String.raw`\b(?:${TOOK})\s+(?:the\s+|el\s+|la\s+)?(?:(?:[Pp]lan|[Tt]ier|[Nn]ivel|[Pp]aquete)\s+)?(\p{Lu}[\p{L}-]*)`,
  'gu',
);

/** The items of a list written after `at`, up to its sentence's end (or the bracket it opened), at top level. */
function listItems(notes: string, at: number, bracket: boolean): Array<{ start: number; text: string; or?: number }> {
  const items: Array<{ start: number; text: string; or?: number }> = [];
  let orBefore: number | undefined;
  let depth = 0;
  let start = at;
  for (let i = at; i <= notes.length; i++) {
    const ch = notes[i] ?? '\n';
    const end = ch === '\n' || (depth === 0 && ((bracket && ch === ')') || (ch === '.' && !/\d/.test(notes[i + 1] ?? ''))));
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    // ("plan Básico 2.900 €/año o plan Avanzado 4.600 €/año": "or" between two alternatives parts them too)
    // (and "and"/"y" before a named one: "Plan Estudio a US$ 45 … y Plan Corporativo a US$ 70 …")
    const or =
      depth === 0
        ? /^\s(?:or|o|u|and|y|e)\s+(?=(?:[Pp]lan\s+|[Tt]ier\s+|the\s+|el\s+)?\p{Lu})|^\s(?:or|o|u)\s/u.exec(
            notes.slice(i, i + 16),
          )
        : null;
    if (end || (depth === 0 && (ch === ',' || ch === ';')) || or) {
      items.push({ start, text: notes.slice(start, i), ...(orBefore !== undefined ? { or: orBefore } : {}) });
      orBefore = or ? i : undefined;
      start = i + (or ? or[0].length : 1);
      if (or) i += or[0].length - 1;
      if (end) break;
    }
  }
  return items;
}

/**
 * The notes with the named alternatives not taken marked so ("not taking Gold £9,000/yr"), when the notes say which
 * one was taken and it is one of the list's names; otherwise the notes as they are.
 */
export function chosenNamedOption(notes: string): string {
  const taken = new Set([...notes.matchAll(TOOK_NAME)].map((m) => m[1] ?? ''));
  if (taken.size !== 1) return notes;
  const [name] = [...taken];
  for (const list of notes.matchAll(NAMED_LIST)) {
    const items = listItems(notes, (list.index ?? 0) + list[0].length, list[0].trimEnd().endsWith('('))
      .map((it) => ({ ...it, lead: it.text.length - it.text.trimStart().length }))
      // (the name may follow the kind of thing it is: "plan Básico 2.900 €")
      .map((it) => ({
        ...it,
        name: /^\s*(?:(?:[Pp]lan|[Tt]ier|[Nn]ivel|[Pp]aquete|the|el|la)\s+)?(\p{Lu}[\p{L}-]*)/u.exec(it.text)?.[1],
      }));
    const priced = items.filter((it) => it.name && /\d/.test(it.text));
    if (priced.length < 2 || !items.some((it) => it.name === name)) continue;
    let out = notes;
    for (const it of [...items].reverse()) {
      if (priced.includes(it) && it.name !== name)
        out = `${out.slice(0, it.start + it.lead)}not taking ${out.slice(it.start + it.lead)}`;
      // (an "or" between two of them becomes a list's own mark, so each is read apart)
      if (it.or !== undefined) out = `${out.slice(0, it.or)};${out.slice(it.start - 1)}`;
    }
    return out;
  }
  return notes;
}

/**
 * The notes with the chosen option's label taken off its lines ("> Option B (2 years): 45 users, …" → "> 45 users,
 * …"), when one option was chosen and its lines are labelled; otherwise the notes as they are.
 */
export function chosenOptionLines(written: string): string {
  const notes = chosenNamedOption(written);
  const letter = chosenOption(notes);
  if (!letter) return notes;
  const label = new RegExp(
    String.raw`^(\s*(?:>+\s*)?(?:[-*•]\s*)?)(?:option|opci[oó]n)\s+${letter}\b\s*(?:\(([^)\n]{0,40})\))?\s*[:–—-]\s*`,
    'gimu',
  );
  // what the label said in brackets stays with the line ("Option B (2 years): …" → "2 years: …")
  return notes.replace(label, (_m, lead: string, said?: string) => `${lead}${said ? `${said.trim()}: ` : ''}`);
}
