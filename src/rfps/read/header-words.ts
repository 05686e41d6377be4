// The words a questionnaire's header row names its columns with, in English and Spanish ("Question" / "Pregunta",
// "Response" / "Respuesta del oferente", "Comments" / "Comentarios / Evidencia", "No." / "N°"): one list for the
// spreadsheet and the Word readers. Words match whole (accented letters are letters), case-insensitively.

/** A pattern matching any of `alternatives` as a whole word. */
export const anyWord = (alternatives: string) =>
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`, 'iu');

/** Columns a vendor writes in. */
export const ANSWER_WORDS = [
  'answers?|responses?|explanations?|comments?|remarks|reply|justification|evidence|compliance|complies|comply|compliant',
  String.raw`yes\s*\/\s*no|y\/n`,
  String.raw`respuestas?|comentarios?|observaci[oó]n(?:es)?|justificaci[oó]n|evidencias?|aclaraci[oó]n(?:es)?|cumple|cumplimiento|s[ií]\s*\/\s*no`,
].join('|');
/** Who answers, named in a column's header ("Vendor response", "Información del oferente"). */
export const PARTY_WORDS = 'vendor|offeror|bidder|oferente|proponente|licitante|postulante|contratista';
/** Columns that hold what is asked. */
export const QUESTION_WORDS = [
  'questions?|requirements?|criteria|criterion|description|specification|statement|items?',
  'preguntas?|requisitos?|requerimientos?|criterios?|descripci[oó]n|especificaci[oó]n(?:es)?|enunciado|[ií]tems?|consultas?',
].join('|');
/** Columns of the buyer's own: guidance, evaluation, weights, internal use. */
export const NOT_ANSWER_WORDS = [
  String.raw`guidance|analyst|evaluat\w*|reviewer|override|importance|weight\w*|max(?:imum)?|points|instructions?|reason|example|internal|office use|state use|official use|use only|follow-up|compliant response|ccm|owner notes?|rag|red\s*\/\s*amber\s*\/\s*green|assessor|auditor`,
  'gu[ií]a|evaluaci[oó]n|evaluador(?:a|es)?|ponderaci[oó]n|peso|m[aá]ximo|instrucci[oó]n(?:es)?|ejemplo|uso interno|uso exclusivo|para uso de|motivo',
].join('|');
/** A score the vendor gives itself. */
export const SCORE_WORDS =
  '(?:self[- ]?)?(?:score|rating|maturity)|autoevaluaci[oó]n|puntaje|puntuaci[oó]n|calificaci[oó]n|madurez';
/** A column grouping the questions. */
export const SECTION_WORDS =
  'domain|category|section|area|topic|family|dominio|categor[ií]a|secci[oó]n|[aá]rea|tema|familia|cap[ií]tulo';
const ID_NAMES = String.raw`ids?|no\.?|number|#|ref\.?|reference|n[°º]\.?|nro\.?|n[uú]m(?:ero)?\.?|c[oó]digo`;
/** A header ending in an ID column's name: "Question ID", "No.", "#", "Ref", "N°", "Nro.", "Código". */
export const ID_HEADER = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(?:${ID_NAMES})$`, 'iu');
/** A header that is nothing but an ID column's name. */
export const ID_ONLY_HEADER = new RegExp(`^(?:${ID_NAMES})$`, 'iu');
/** A header naming a choice by its values: "Yes/No", "Yes / No / N/A", "Sí/No". */
export const CHOICE_VALUES_LABEL = /^(?:yes|no|s[ií]|n\/?a)(?:\s*\/\s*(?:yes|no|s[ií]|n\/?a))+$/i;

/** The values a header names for its choice: "Yes/No/N/A", or in brackets after the name ("Respuesta (Sí/No/N/A)"). */
export function choicesInLabel(label: string): string[] {
  const bracketed = /\(([^()]*)\)\s*$/.exec(label)?.[1]?.trim();
  const values = CHOICE_VALUES_LABEL.test(label.trim())
    ? label.trim()
    : bracketed && CHOICE_VALUES_LABEL.test(bracketed)
      ? bracketed
      : '';
  return values ? values.split(/\s*\/\s*(?=yes|no|s[ií]|n)/i).map((s) => s.trim()) : [];
}
