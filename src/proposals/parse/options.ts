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

/**
 * The notes with the chosen option's label taken off its lines ("> Option B (2 years): 45 users, …" → "> 45 users,
 * …"), when one option was chosen and its lines are labelled; otherwise the notes as they are.
 */
export function chosenOptionLines(notes: string): string {
  const letter = chosenOption(notes);
  if (!letter) return notes;
  const label = new RegExp(
    String.raw`^(\s*(?:>+\s*)?(?:[-*•]\s*)?)(?:option|opci[oó]n)\s+${letter}\b\s*(?:\(([^)\n]{0,40})\))?\s*[:–—-]\s*`,
    'gimu',
  );
  // what the label said in brackets stays with the line ("Option B (2 years): …" → "2 years: …")
  return notes.replace(label, (_m, lead: string, said?: string) => `${lead}${said ? `${said.trim()}: ` : ''}`);
}
