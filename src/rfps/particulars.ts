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

/** The account detail a field asks for, by its whole label (folded); a bare "Name" or "Title" is not one. */
const ACCOUNT_FIELDS: Array<['name' | 'signer_name' | 'signer_title' | 'signer_email', RegExp]> = [
  [
    'name',
    /^(?:(?:legal |registered |full )?(?:company|offeror|offerors|vendor|vendors|proposer|proposers|bidder|bidders|firm|business|organization|organisation|contractor|contractors|supplier|respondent|(?:solution |service )?providers?)(?:'s)? (?:legal )?name|name of (?:the )?(?:company|offeror|vendor|proposer|bidder|firm|business|organization|organisation|contractor|supplier|respondent|(?:solution |service )?provider)|razon social|nombre (?:de la empresa|del oferente|del proveedor|de la compania|del licitante))$/,
  ],
  [
    'signer_name',
    /^(?:printed name|print name|name printed|signer(?:'s)? name|signatory(?:'s)? name|name of (?:the )?(?:authori[sz]ed )?(?:signer|signatory|representative|official)|authori[sz]ed (?:signer|signatory|representative|official)(?:'s)?(?: name)?|nombre del (?:firmante|representante legal|apoderado))$/,
  ],
  [
    'signer_title',
    /^(?:signer(?:'s)? title|signatory(?:'s)? title|title of (?:the )?(?:authori[sz]ed )?(?:signer|signatory|representative|official)|cargo del (?:firmante|representante legal|apoderado))$/,
  ],
  ['signer_email', /^(?:signer(?:'s)? e-?mail|signatory(?:'s)? e-?mail)$/],
];

/** A field's label as the form writes it, without its colon, blanks or bullet ("Company name:" → "Company name"). */
export function fieldLabel(question: string): string {
  return question
    .replace(/[:\s_.…*]+$/, '')
    .replace(/^[\s*_-]+/, '')
    .trim();
}

/** The key of a field's gap and of the fact taught for it: one per label, whatever its case or accents. */
export function fieldKey(label: string): string {
  return `field:${fold(label).replace(/\s+/g, ' ')}`;
}

/** Which of the account's own details (its name, its signer) a form's field asks for, if any. */
export function accountField(text: string): 'name' | 'signer_name' | 'signer_title' | 'signer_email' | null {
  const label = fold(text)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[_.…:*\s]+$/g, '')
    .replace(/^[\s*_-]+/, '')
    .replace(/\s+/g, ' ')
    .replace(/’/g, "'")
    .trim();
  return ACCOUNT_FIELDS.find(([, re]) => re.test(label))?.[0] ?? null;
}

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
  // Spanish puts the head first: "Nombre del representante legal", "Domicilio fiscal"; English does before "of"
  // ("Country of company headquarters", "Address of principal office")
  const first = words[0] ?? '';
  const spanishHead = /^(?:nombre|direccion|domicilio|telefono|correo|cargo|puesto|contacto)$/.test(first);
  const headOf = words[1] === 'of' && PARTICULAR.test(first);
  // an identifier the form asks for ("Business license number", "Contract no.", "Vendor #"); "Number of employees"
  // asks a count a document may state, so only a label ending in it is one
  const identifier = /^(?:number|no|nº|#|numero|licen[cs]e)$/.test(last) && !/^(?:yes|or|y|o|si)$/.test(words.at(-2) ?? '');
  return PARTICULAR.test(last) || PARTICULAR.test(lastTwo) || spanishHead || headOf || identifier ? 'particular' : null;
}
