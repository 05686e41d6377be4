// The words of the teach_fact reply, in English or Spanish (the language of the message).
import type { Lang, NotKeptReason } from './engine';

const WHY: Record<NotKeptReason, Record<Lang, string>> = {
  hedged: {
    en: 'sounds uncertain (state it plainly to keep it)',
    es: 'suena incierto (dilo de forma afirmativa para guardarlo)',
  },
  instruction: { en: 'is an instruction, not a fact about the company', es: 'es una instrucción, no un hecho sobre la empresa' },
  context: {
    en: 'says what someone wants or supposes, not what the company does',
    es: 'dice lo que alguien quiere o supone, no lo que hace la empresa',
  },
  vague: { en: 'does not say what it is about', es: 'no dice de qué trata' },
  too_long: {
    en: 'is too long for one fact; add it to the library or split it',
    es: 'es demasiado largo para un hecho; súbelo a la biblioteca o divídelo',
  },
  not_in_message: { en: 'was not in the words of the message', es: 'no estaba en las palabras del mensaje' },
  superseded: {
    en: 'a later sentence of the message sets the same topic',
    es: 'una frase posterior del mensaje trata el mismo tema',
  },
};

export function savedLine(lang: Lang, saved: Array<{ topic: string; text: string; replaced?: string }>): string {
  const items = saved.map((s) =>
    s.replaced ? (lang === 'es' ? `${s.topic} (sustituye a “${s.replaced}”)` : `${s.topic} (replaces “${s.replaced}”)`) : s.topic,
  );
  const n = saved.length;
  if (lang === 'es') return `Guardado${n === 1 ? '' : 's'} ${n} hecho${n === 1 ? '' : 's'}: ${items.join('; ')}.`;
  return `Saved ${n} fact${n === 1 ? '' : 's'}: ${items.join('; ')}.`;
}

export function notSavedLine(lang: Lang, items: Array<{ text: string; why: NotKeptReason }>): string {
  const parts = items.map((i) => `\n- “${i.text}” ${WHY[i.why][lang]}.`).join('');
  return lang === 'es' ? `No guardado (${items.length}):${parts}` : `Not saved (${items.length}):${parts}`;
}

export function answerLine(lang: Lang, question: string, answer: string): string {
  return lang === 'es' ? `P: ${question} R: ${answer}` : `Q: ${question} A: ${answer}`;
}

/** What a partial answer leaves out, after it: "Still missing: expiry date." */
export function stillMissing(lang: Lang, missing: string): string {
  return lang === 'es' ? ` Falta aún: ${missing}.` : ` Still missing: ${missing}.`;
}

export function missingLine(lang: Lang, question: string, missing: string, searched: boolean): string {
  if (lang === 'es') {
    const found = searched
      ? 'lo que hay en los hechos y la biblioteca no lo dice'
      : 'no hay nada en los hechos ni en la biblioteca';
    return `P: ${question} R: No lo sé: ${found}. Falta: ${missing}. Enséñalo como hecho o sube un documento que lo cubra.`;
  }
  const found = searched
    ? 'what the facts and the library hold does not say it'
    : 'nothing in the facts or the library covers it';
  return `Q: ${question} A: I don't know: ${found}. Missing: ${missing}. Teach it as a fact or add a document that covers it.`;
}

export function nothingLine(lang: Lang): string {
  return lang === 'es'
    ? 'No hay nada que guardar: el mensaje no contiene ninguna afirmación ni pregunta.'
    : 'Nothing to keep: the message holds no statement or question.';
}
