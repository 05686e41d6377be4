// Tables with a header row, pipe-, tab- or semicolon-separated ("Product | Qty | Unit | Price", "Ítem	Cantidad	Precio
// unitario	Periodicidad", "Concepto;Cantidad;Precio unitario"): each row is rewritten as the phrase a rep would write ("Student licenses: 4,200 × $6.50 per
// student / year"), so the price reader reads a table's columns in the order they mean, whatever their order.

type Role = 'name' | 'qty' | 'qty2' | 'price' | 'price2' | 'old' | 'unit' | 'period' | 'total';

const PRICE_WORD = '(?:unit |list )?(?:price|precio|rate|tarifa|cost|costo|fee)';
// a renewal sheet's column of what the customer pays today ("Precio 2026 (actual)", "Current price", "Last year's
// rate"): listed as the earlier price, never priced
const OLD_PRICE = new RegExp(
  String.raw`^(?:(?:current|existing|old|previous|prior|last year'?s?|today'?s?)\s+${PRICE_WORD}|${PRICE_WORD}\s+(?:(?:\d{4}\s+)?\((?:actual|current|vigente|anterior|today|hoy)\)|actual|vigente|anterior|previo|del a[nñ]o pasado|\(?(?:current|today|last year)\)?))$`,
  'i',
);
// and its column of the new price ("Precio 2027", "2027 price", "New price", "Precio nuevo", "Renewal price")
const NEW_PRICE = new RegExp(
  String.raw`^(?:(?:new|renewal|proposed|\d{4})\s+${PRICE_WORD}|${PRICE_WORD}\s+(?:\d{4}|nuevo|nueva|propuesto|propuesta|renovaci[oó]n|\(?(?:new|nuevo|renewal)\)?))$`,
  'i',
);

// tabs, " | ", or (a CSV pasted from a spreadsheet in a comma-decimal locale) semicolons
const CELL_SPLIT = /\t+|\s+\|\s+/;
const SEMICOLONS = /\s*;\s*/;
const ROLES: Array<[Role, RegExp]> = [
  ['qty', /^(?:qty|quantity|cantidad|cant\.?|units|unidades|count)$/i],
  // a quantity per year ("| Product | Y1 Qty | Y2 Qty | Unit Price |"): a ramp
  ['qty', /^(?:y(?:ea)?r? ?(?:1|one)|first year|a[nñ]o 1)\s+(?:qty|quantity|cantidad|units|unidades|count)$/i],
  ['qty2', /^(?:y(?:ea)?r? ?(?:2|two)|second year|a[nñ]o 2)\s+(?:qty|quantity|cantidad|units|unidades|count)$/i],
  [
    'price',
    /^(?:(?:unit |list )?price|price\/unit|precio(?: unitario| unit\.?| de lista| lista| x unidad)?|unit cost|cost|costo(?: unitario| unit\.?)?|rate|tarifa|valor(?: unitario| unit\.?)?|p\.?\s?unit\.?)$/i,
  ],
  ['unit', /^(?:unit|unidad|uom|per)$/i],
  ['period', /^(?:period|periodo|periodicidad|billing|billed|frequency|frecuencia|cobro|facturaci[oó]n|basis|base|term|plazo)$/i],
  // a table priced per year: "| Item | Qty | Year 1 | Year 2 |", "| Concepto | Año 1 | Año 2 |"
  ['price', /^(?:year (?:1|one)|y1|yr ?1|first year|a[nñ]o 1|primer a[nñ]o)(?: price| precio)?$/i],
  ['price2', /^(?:year (?:2|two)|y2|yr ?2|second year|a[nñ]o 2|segundo a[nñ]o)(?: price| precio)?$/i],
  [
    'total',
    /^(?:total|subtotal|amount|importe|monto|line total|total l[ií]nea|extended|ext(?:\.|ension|ended)?(?: price| total| amount)?)$/i,
  ],
  [
    'name',
    /^(?:item|[ií]tem|product|producto|line|l[ií]nea|description|descripci[oó]n|concepto|servicio|service|module|m[oó]dulo|sku|partida)$/i,
  ],
];

/** A currency a header names for its column: "Unit (CAD)", "Price (in USD)", "Precio (€)". */
const CURRENCY_IN_HEADER = /\s*\((?:in\s+|en\s+)?([A-Z]{3}|[$€£¥₹])\)\s*$/;

/** The cells of a line; semicolons separate only when the line has no tab or pipe cell and two or more of them. */
function cellsOf(line: string): string[] {
  // a table pasted as aligned text (a quote tool's "Qty   Description   Unit   Ext"): runs of two spaces or more part
  // the cells of a line with two such runs and no tab or pipe
  if (!CELL_SPLIT.test(line) && (line.trim().match(/\s{2,}/g) ?? []).length >= 2) return line.trim().split(/\s{2,}/);
  const split = CELL_SPLIT.test(line) || (line.match(/;/g) ?? []).length < 2 ? CELL_SPLIT : SEMICOLONS;
  return line.split(split).map((c) => c.trim());
}

/** The role of each header cell, when the line is a header with a quantity and a price column. */
function headerRoles(line: string): Array<Role | undefined> | undefined {
  const cells = cellsOf(line);
  if (cells.length < 3) return undefined;
  const roles = cells.map((c) => {
    const plain = c.replace(/[*_:]/g, '').trim();
    const bare = plain.replace(CURRENCY_IN_HEADER, '').trim();
    // "Unit (CAD)": a unit column that names a currency holds prices
    if (bare !== plain && /^(?:unit|unidad)$/i.test(bare)) return 'price' as const;
    if (OLD_PRICE.test(plain)) return 'old' as const;
    if (NEW_PRICE.test(plain)) return 'price' as const;
    // "Ext (NZD, year 1)": what the brackets add does not change the column's role
    return ROLES.find(([, re]) => re.test(bare.replace(/\s*\([^)]*\)$/, '')))?.[0];
  });
  // a quote's "Qty | Description | Unit | Ext" table: with no price column, "Unit" is the unit price (a row whose cell
  // holds no figure ends the table, as any row without a price)
  const unitAt = roles.indexOf('unit');
  if (!roles.includes('price') && unitAt >= 0) roles[unitAt] = 'price';
  const priced = roles.includes('price') && (roles.includes('qty') || (roles.includes('price2') && roles.includes('name')));
  if (roles.filter((r) => r === undefined).length > 1 || !priced) return undefined;
  return roles;
}

/** The column that names what is sold: a product or description column before a bare "Line" number column. */
function nameColumn(header: string[], roles: Array<Role | undefined>): number {
  const named = roles.map((r, i) => (r === 'name' ? i : -1)).filter((i) => i >= 0);
  const better = named.find((i) => !/^(?:line|l[ií]nea)$/i.test(header[i] ?? ''));
  return better ?? named[0] ?? roles.indexOf(undefined);
}

/** A cell that says what a price is per or how often it is paid. */
const PER_PRICE =
  /^(?:per|por|each|cada|\/|one[- ]?time|once|one[- ]off|upfront|monthly|quarterly|annual(?:ly)?|yearly|mensual|trimestral|anual|pago [uú]nico|una vez)\b/i;

/** One row as a phrase: "Name: 4,200 × $6.50 per student / year". */
function rowPhrase(cells: string[], roles: Array<Role | undefined>, name: number): string {
  const at = (role: Role) => cells[roles.indexOf(role)] ?? '';
  const qty = at('qty');
  const price = at('price');
  const said = (c: string) => c !== '' && !/^[-–—]+$/.test(c);
  const unitCell = at('unit');
  // a bare unit ("student") is what the price is per; a period cell ("per year", "one-time", "mes") is said as it is
  const unit = said(unitCell)
    ? /^(?:per|por|\/|each|c\/u)/i.test(unitCell) || !/^\p{L}+$/u.test(unitCell)
      ? unitCell
      : `per ${unitCell}`
    : '';
  const periodCell = at('period');
  const period = said(periodCell)
    ? /^(?:year|month|quarter|week|day)s?$/i.test(periodCell)
      ? `per ${periodCell}`
      : periodCell
    : '';
  const count = /^\d/.test(qty) ? `${qty} × ` : '';
  // "Training (2 days, on-site)": a comma inside the name's parentheses does not end the name
  const named = (cells[name] ?? '').replace(/\([^)]*\)/g, (p) => p.replace(/,\s*/g, ' / '));
  const second = at('price2');
  // a year-two quantity of its own is said as a rep says it ("year 2: 95 seats at the same price")
  const qty2 = at('qty2');
  const per = /^(?:per|por|\/)\s*([\p{L}]+)/iu.exec(unitCell)?.[1] ?? '';
  const grows = /^\d/.test(qty2) && qty2 !== qty && Number(qty2.replace(/[.,]/g, '')) > 0 && per !== '';
  const year2 = /\d/.test(second) ? `, year 2 ${second}` : grows ? `, year 2: ${qty2} ${per}s at the same price` : '';
  // a column the header does not name ("Notes": "yr 2 price £30 /user/month") is read after the row
  const rest = cells.filter((c, i) => roles[i] === undefined && i !== name && said(c) && /\p{L}/u.test(c));
  // one that opens with what the price is per or how often it is paid ("per vehicle per month", "one-time, per unit")
  // says it of the price, as a unit column would
  const perPrice = rest.filter((c) => PER_PRICE.test(c));
  const priced = [price, unit, period, ...perPrice].filter((c) => c !== '').join(' ');
  const others = rest.filter((c) => !PER_PRICE.test(c));
  const row = [`${named}: ${count}${priced}${year2}`.trim(), ...others].join(', ');
  // the price the customer pays today, in a sentence of its own that lists it ("Previous price USD 48/mes.")
  const before = at('old');
  return /\d/.test(before) ? `${row}. Previous price ${before}.` : row;
}

/** The lines with each row of a headed table rewritten as a phrase; other lines as they are. */
export function tableRows(lines: string[]): string[] {
  const out: string[] = [];
  let header: { roles: Array<Role | undefined>; cells: string[]; name: number; currency?: string } | undefined;
  for (const line of lines) {
    const roles = headerRoles(line);
    if (roles) {
      const cells = cellsOf(line);
      const currency = CURRENCY_IN_HEADER.exec(cells[roles.indexOf('price')] ?? '')?.[1];
      header = { roles, cells, name: nameColumn(cells, roles), currency };
      out.push(line);
      continue;
    }
    const cells = cellsOf(line);
    // a row has the header's cells and a price; anything else ends the table
    if (header && cells.length === header.cells.length && /\d/.test(cells[header.roles.indexOf('price')] ?? '')) {
      const priceAt = header.roles.indexOf('price');
      const price = cells[priceAt] ?? '';
      // a bare figure under a header that names the currency carries it ("22.00" under "Unit (CAD)")
      const priced =
        header.currency && /^\d/.test(price) ? cells.map((c, i) => (i === priceAt ? `${header?.currency} ${c}` : c)) : cells;
      out.push(rowPhrase(priced, header.roles, header.name));
      continue;
    }
    header = undefined;
    out.push(line);
  }
  return out;
}
