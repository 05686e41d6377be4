// A form's fields for the company's particulars ("Name", "Address", "Telephone", "Primary Project Manager",
// "Signature", "Date"): they ask for a value, not for what a document says about a word. Quoting a library sentence
// that happens to hold the word ("…addresses the acceptable use of mobile devices…" for "Address") fills the buyer's
// form with nonsense, so only a taught fact answers them, and a signature or a date is left to the person who signs.

/** The last word of a particulars field, EN + ES (folded). */
const PARTICULAR =
  /^(?:name|names|address|addresses|telephone|phone|fax|mobile|cell|e-?mail|email address|website|web site|url|title|position|contact|contact person|person|manager|representative|officer|id|ein|duns|uei|tin|fein|cage|zip|postcode|postal code|city|state|country|county|nombre|nombres|direccion|domicilio|telefono|celular|correo|correo electronico|sitio web|cargo|puesto|contacto|representante|rfc|nit|rut|cuit|ruc|cif|nif|ciudad|pais|codigo postal)$/;
/** Fields a person fills when signing: never drafted. */
const SIGNING =
  /^(?:signature|signed|sign here|authorized signature|date|date signed|signature date|firma|fecha|firma autorizada|lugar y fecha)$/;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * What kind of field a requirement is: `signing` (signature, date), `particular` (a name, an address, a phone…), or
 * null for anything else (questions, statements, capability labels such as "Encryption at rest").
 */
export function particularField(text: string): 'signing' | 'particular' | null {
  const label = fold(text)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[_.…:*\s]+$/g, '')
    .replace(/^[\s*_-]+/, '')
    .trim();
  if (!label || /[?¿]/.test(text) || label.split(/\s+/).length > 5) return null;
  if (SIGNING.test(label)) return 'signing';
  const words = label.split(/\s+/);
  const last = words.at(-1) ?? '';
  const lastTwo = words.slice(-2).join(' ');
  // Spanish puts the head first: "Nombre del representante legal", "Domicilio fiscal"
  const first = words[0] ?? '';
  const spanishHead = /^(?:nombre|direccion|domicilio|telefono|correo|cargo|puesto|contacto)$/.test(first);
  return PARTICULAR.test(last) || PARTICULAR.test(lastTwo) || spanishHead ? 'particular' : null;
}
