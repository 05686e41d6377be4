// How the offline parser reads prices written in ways the corpora do not show, and what it says in warnings when it
// reads on an assumption or leaves an amount unpriced (phrasings written for these tests, not taken from a corpus).
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { countsInDigits } from '../../src/proposals/parse/number-words';
import { amountEquivalents } from '../../src/proposals/totals';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-21' });
/** The discounts as the amounts they take off (a percentage on named lines is that share of those lines). */
const taken = (got: ReturnType<typeof read>) =>
  amountEquivalents({ lineItems: got.lineItems, discounts: got.discounts, currency: got.fields.currency ?? '' });
const amounts = (notes: string, lang = 'en') => read(notes, lang).lineItems.map((i) => [i.y1, i.y2]);

describe('prices and their counts', () => {
  it.each([
    ['a count after the price', 'Acme: $10/user/month for 50 users, 12 months.', [[6000, 0]]],
    [
      '"N × $P = total/period" takes the period from the stated result',
      'Acme: licenses: 200 x $45 = $9,000/month',
      [[108000, 0]],
    ],
    [
      'two things joined by "+"',
      'Acme: we quoted $60k/yr for the platform + $8k implementation',
      [
        [60000, 0],
        [8000, 0],
      ],
    ],
    [
      'a table row',
      'Acme\nPro licences | 200 | $45/mo\nOnboarding | 1 | $5,000',
      [
        [108000, 0],
        [5000, 0],
      ],
    ],
    [
      'days sold are a count, months of a monthly price are not',
      'Acme: training 3 days @ $1,200/day; 12 months at $2,000/mo support',
      [
        [3600, 0],
        [24000, 0],
      ],
    ],
    [
      'a year-two unit price written as a change',
      'Acme: 60 usuarios a USD 25 mensuales cada uno, contrato 2 años. El segundo año el precio sube a USD 27.',
      [[18000, 19440]],
      'es-419',
    ],
    [
      'a count with words between it and its unit ("40 more Lumen Desk seats"), and the seats they have today left out',
      'Acme wants 40 more Lumen Desk seats (they run 90 today). Seats: $12/seat/month, 12 months.',
      [[5760, 0]],
    ],
    [
      'a year-two price left implicit after the first year ("… the first year and $33 the second")',
      'Acme: 10 seats, $30 per seat per month the first year and $33 the second. Two-year term.',
      [[3600, 3960]],
    ],
    [
      'the same in Spanish ("el primer año y USD 33 el segundo")',
      'Acme: 10 puestos, USD 30 por puesto al mes el primer año y USD 33 el segundo. Plazo de 2 años.',
      [[3600, 3960]],
      'es-419',
    ],
    [
      'year two written "2º año"',
      'Acme: 5 licencias a 10 €/mes, contrato de 2 años; el 2º año sube a 11 €.',
      [[600, 660]],
      'es-ES',
    ],
    [
      'a year-two price restated after an uplift ("4% uplift in year 2 ($26)")',
      'Acme: 100 users, $25/user/month in year 1; 4% uplift in year 2 ($26). 24 months.',
      [[30000, 31200]],
    ],
    [
      'a year-two count of its own ("Year 2: 60 kiosks at $40/kiosk/mo")',
      'Acme, 2-year term.\nYear 1: 50 kiosks at $35/kiosk/mo.\nYear 2: 60 kiosks at $40/kiosk/mo.',
      [[21000, 28800]],
    ],
    [
      'a count per year ("300 in year 1 and 450 in year 2, at $3 per unit per month")',
      'Acme, 2 years. Meters: 300 in year 1 and 450 in year 2, at $3 per meter per month.',
      [[10800, 16200]],
    ],
    [
      'the year-two tag after the second price ("7 € … al mes desde el segundo año")',
      'Acme, contrato de 3 años: 10 cámaras a 9 € por cámara al mes el primer año y 8 € por cámara al mes desde el segundo año.',
      [[1080, 960]],
      'es-ES',
    ],
    ['"p/u" is per unit', 'Acme: 12 kiosks of KioskOS, $300 p/u annually.', [[3600, 0]]],
    [
      'a bare unit price under a label when the notes name the currency',
      'Account: Acme\nQty: 8 vans\nUnit price: 40.00 per van per month\nCurrency: USD',
      [[3840, 0]],
    ],
    [
      'a table row whose last cell is the period',
      'Acme\nLine 1: Scanner seats | Qty 20 | Unit 15.00 USD | per seat per month',
      [[3600, 0]],
    ],
    [
      'a year-two price written "rising to"',
      'Acme, 2-year term: 100 pupils at £3.00 per pupil per year in year 1, rising to £3.50 per pupil in year 2.',
      [[300, 350]],
    ],
    [
      'a year-two count at the same unit price, with no amount',
      'Acme. Term: 2 years.\nYear 1: 20 seats of Plotter at $50 per seat per month.\nYear 2: 30 seats at the same per-seat price.',
      [[12000, 18000]],
    ],
    [
      'a line said to stay flat is not raised by an uplift',
      'Acme, 24 months:\n- 10 vans at $30 per van per month, with a 10% increase in year 2\n- Dashcam add-on: 10 vans at $5/van/month, flat for the whole term',
      [
        [3600, 3960],
        [600, 600],
      ],
    ],
    [
      'one-time said in the table cell before the price',
      'Acme, 2-year term\nItem: Seats | Qty 10 | $20/seat/mo\nItem: Data import | one-time | $900',
      [
        [2400, 2400],
        [900, 0],
      ],
    ],
    [
      'counts tagged by year before them, the unit price in a sentence of its own',
      'Acme, plazo 24 meses. Año 1: 100 alumnos; año 2: 120 alumnos. USD 2 por alumno al mes.',
      [[2400, 2880]],
      'es-419',
    ],
    [
      'counts per year before a price led by the year-two count',
      'Acme, 24 months.\nLine 1: Desk seats - 10 in year 1, 12 in year 2 - $50/seat/month.',
      [[6000, 7200]],
    ],
  ])('%s', (_what, notes, want, lang = 'en') => {
    expect(amounts(notes, lang)).toEqual(want);
  });

  it('a restated total adds no line and says how it was read', () => {
    const got = read('Acme: 100 seats @ $20/mo. That comes to $24,000 per year.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([24000]);
    expect(got.warnings).toEqual([
      'Read $24,000 in "That comes to $24,000 per year." as a total of the lines above; no line added.',
    ]);
  });

  it('a net price replaces the list price and the discount it already holds is not taken again', () => {
    const got = read('Acme: 100 seats at $40/seat/month list, 25% discount, net price $30/seat');
    expect(got.lineItems.map((i) => i.y1)).toEqual([36000]);
    expect(got.discounts).toEqual([]);
    expect(got.warnings).toHaveLength(2);
  });

  it('a share of other lines is priced from them, and said', () => {
    const got = read('Acme: 50 users at $30/user/month, 2-year term. Premium Support: 15% of license fees.');
    expect(got.lineItems.map((i) => [i.desc, i.y1, i.y2])).toContainEqual(['Premium Support — 15% of license fees', 2700, 2700]);
    expect(got.warnings[0]).toMatch(/^Read "Premium Support: 15% of license fees\." as 15% of /);
  });

  it('reads "200 seats, $45/month" per seat on an assumption it states', () => {
    const got = read('Acme: 200 seats, $45/month');
    expect(got.lineItems.map((i) => i.y1)).toEqual([108000]);
    expect(got.warnings).toEqual(['Assumed $45 in "$45/month" is the price of each of the 200 seats before it; check it.']);
  });

  it('reads a unit and its period written without "per" ("39 € usuario/mes")', () => {
    expect(amounts('Acme: 10 usuarios de Planix a 20 € usuario/mes, 12 meses.', 'es')).toEqual([[2400, 0]]);
  });

  it('takes a second-year price whose year stands alone before it ("El segundo año, 90 €/sala/mes")', () => {
    const got = read(
      'Acme: contrato de 2 años.\n· Agenda Pro: 5 salas × 80 €/mes\n· Formación: 2 jornadas a 500 € la jornada (pago único)\nEl segundo año, 90 €/sala/mes.',
      'es',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [4800, 5400],
      [1000, 0],
    ]);
  });

  it('reads a discount with a typo ("discout")', () => {
    expect(read('Acme: 10 seats at $10/seat/month, 12 months. pls add 5% discout on everything').discounts).toEqual([
      expect.objectContaining({ kind: 'pct', value: 5 }),
    ]);
  });

  it('reads "pupm" as per user per month', () => {
    expect(amounts('Acme: 20 users $30 pupm, 12 months')).toEqual([[7200, 0]]);
  });

  it('does not read "24/7" or "24x7" before a price as a count', () => {
    expect(amounts('Acme: 2-year deal. Help desk 24/7 - $4,000 per year')).toEqual([[4000, 4000]]);
    expect(amounts('Acme: 2-year deal. Help desk 24x7 - $4,000 per year')).toEqual([[4000, 4000]]);
  });
});

describe('a price rise from year two', () => {
  it.each([
    [
      'year two first, naming the seats',
      'Acme: 2 years. 100 seats at $10/seat/month; hosting $2,000/yr. Year 2 seats go up 5%.',
      [
        [12000, 12600],
        [2000, 2000],
      ],
    ],
    [
      'a labelled escalator, on every recurring line',
      'Acme\nTerm: 24 months\n100 seats at $10/seat/month\nHosting: $2,000/yr\nAnnual escalator: 5%',
      [
        [12000, 12600],
        [2000, 2100],
      ],
    ],
    [
      'in Spanish, naming the licences',
      'Acme: contrato 2 años. 100 licencias a USD 120 por licencia al año; soporte USD 2.000 al año. En el segundo año las licencias suben 5%.',
      [
        [12000, 12600],
        [2000, 2000],
      ],
    ],
  ])('%s', (_what, notes, expected) => {
    expect(amounts(notes, notes.includes('licencias') ? 'es' : 'en')).toEqual(expected);
  });
});

describe('amounts that are not prices', () => {
  it.each([
    ['a waived fee', 'Acme: 10 seats at $5/seat/month. Setup fee waived (normally $5,000).', '$5,000', 'a fee waived'],
    [
      'a target',
      'Acme: target price under $40/seat; we quote 100 seats at $42/seat/month',
      '$40',
      'a budget, a ceiling or a target',
    ],
    [
      'a past price',
      'Acme renewal: last year they paid $80,000; renewal at $84,000/yr',
      '$80,000',
      "a competitor's or the current price",
    ],
    ['a year-three price', 'Acme: platform $50,000/yr, 3-year term, year 3 at $60,000', '$60,000', 'a year after the two'],
    ['a deposit', 'Acme: 20 users at $30/user/month; pay $2,000 deposit', '$2,000', 'a deposit, a credit or a payment term'],
    ['a credit', 'Acme: 10 seats @ $10/seat/mo; $500 credit applied at signature', '$500', 'a deposit, a credit'],
    ["a reseller's share", 'Acme: 10 seats at $10/seat/month, and $400 goes to the reseller', '$400', "a partner's share"],
    [
      "another vendor's quote",
      'Acme looked at Blueline, which quoted them $30 per user. Ours: 100 users at $35/user/month.',
      '$30',
      "a competitor's or the current price",
    ],
    ['a budget given with "at"', 'Acme: budget tops out at $9,000. 20 users at $30/user/month.', '$9,000', 'a budget'],
    [
      "the current supplier's price, in Spanish",
      'Acme: su proveedor actual les cobra 900 € al año. Ofrecemos 6 usuarios a 10 € por usuario y mes.',
      '900 €',
      "a competitor's or the current price",
    ],
    [
      'a rival named as "the competition"',
      'Acme: la competencia les ofreció $30 por usuario. Nosotros: 10 usuarios a $25 por usuario al mes.',
      '$30',
      "a competitor's",
    ],
    [
      'a rival "who offered" a price',
      'Acme wants us to beat Zento, who offered $12/seat/month. Ours: 40 seats at $11/seat/month.',
      '$12',
      "a competitor's",
    ],
    [
      'a price on a condition',
      'Acme: if they go to 500 seats, $40/seat/month; for now 300 seats at $45/seat/month',
      '$40',
      'on a condition',
    ],
  ])('%s is listed, not priced', (_what, notes, amount, reason) => {
    const got = read(notes);
    expect(got.lineItems.every((i) => !i.desc.includes(amount))).toBe(true);
    expect(got.warnings.find((w) => w.startsWith(`Not priced: ${amount} `))).toContain(reason);
  });
});

// scoped percentages written for these tests (not taken from a corpus)
describe('a percentage that names some lines', () => {
  it.each([
    [
      'the qualifier picks among several licence lines ("the teacher licences")',
      'Acme: 100 teacher licences at $10 per teacher per year and 900 pupil licences at $2 per pupil per year. 20% off the teacher licences.',
      200,
    ],
    [
      'the same in Spanish ("las licencias de docentes")',
      'Acme: 10 docentes a $20 por docente al mes; 200 alumnos a $3 por alumno al mes. Descuento del 10% en las licencias de docentes.',
      240,
    ],
    [
      'a percentage in the bullet of the one thing it prices',
      'Acme\n- 50 users at $10/user/month\n- Installation: $4,000 one-time, with a 25% discount',
      1000,
    ],
  ])('%s', (_what, notes, value) => {
    const got = read(notes, /Descuento/.test(notes) ? 'es-419' : 'en');
    expect(got.discounts.map((d) => d.kind)).toEqual(['pct']);
    expect(taken(got).map((d) => [d.kind, d.value])).toEqual([['amount', value]]);
  });

  it('an amount off a one-time line of a multi-year deal is taken in year one only', () => {
    const got = read(
      'Acme, contrato de 2 años: 10 usuarios a 20 € por usuario al mes. Formación: 800 € (pago único), con un descuento de 200 € sobre la formación.',
      'es-ES',
    );
    expect(got.discounts.map((d) => [d.kind, d.value, d.y1, d.y2])).toEqual([['amount', 200, true, false]]);
  });

  it("a deal of one line keeps the percentage of its own line as the deal's", () => {
    const got = read('Acme: 60 users x $20/mo each, 12 months, 5% discount.');
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 5]]);
  });
});

describe('a rise named from year two', () => {
  it('reads "en el segundo año, aumento del 5%"', () => {
    const got = read(
      'Acme: 10 usuarios a $100 por usuario al mes el primer año; en el segundo año, aumento del 5%. Plazo 24 meses.',
      'es-419',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[12000, 12600]]);
  });
});

// notes that correct themselves, written for these tests
describe('a figure the notes correct', () => {
  it.each([
    [
      'a count corrected after "actually"',
      'Acme: 30 users of Deskly at $10/user/mo... actually make it 40 users. 12 months.',
      [[4800, 0]],
      '30 users',
    ],
    ['a bare corrected count', 'Acme wants 30 users of Deskly at $10/user/mo, sorry, 35. 12 months.', [[4200, 0]], '30 users'],
    [
      'a count corrected in Spanish',
      'Acme quiere Deskly para 6 sedes... no, perdón, son 8 sedes. 100 € por sede al mes, 12 meses.',
      [[9600, 0]],
      '6 sedes',
    ],
    ['a price corrected', 'Acme: 10 users at $50/user/month - sorry, $55. 12 months.', [[6600, 0]], '$50'],
  ])('%s is read with the later figure, and said', (what, notes, lines, first) => {
    const got = read(notes, what.includes('Spanish') ? 'es-ES' : 'en');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual(lines);
    expect(got.warnings.find((w) => w.startsWith('The notes correct'))).toContain(first);
  });

  it('"actually" before a figure of another kind changes nothing', () => {
    const got = read('Acme has 200 users; actually 150 of them are active. 150 users at $10/user/month, 12 months.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([18000]);
    expect(got.warnings.some((w) => w.startsWith('The notes correct'))).toBe(false);
  });
});

describe('tables and labels that carry the price phrase', () => {
  it('reads a Markdown table with its rule row, each row its own line', () => {
    const notes =
      'Acme quote\n| Item | Qty | Price | Period |\n|:---|---:|---|---|\n| Deskly Pro | 20 | $30 | per month |\n| Onboarding | 1 | $900 | one-time |\n12 months.';
    const got = read(notes);
    expect(got.lineItems.map((i) => [i.desc.split(' — ')[0], i.y1])).toEqual([
      ['Deskly Pro', 7200],
      ['Onboarding', 900],
    ]);
  });

  it('takes the unit and period of a "per X per month:" label for the prices after it', () => {
    const got = read('Acme, 2-year term. 12 branches. Per branch per month: year 1 $100, year 2 $110.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[14400, 15840]]);
  });

  it('prices each year on the count said for it before the unit ("Year one 10 sites, year two 15 sites")', () => {
    const got = read('Acme. Term: 2 years. Year one 10 sites, year two 15 sites, $50 per site per month.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[6000, 9000]]);
  });

  it('gives a year-two price named by its unit ("Year-2 seat price") to the line priced per that unit', () => {
    const got = read('Acme, 24 months.\n- 10 seats at $20/seat/month\n- Migration $2,000 one-off\nYear-2 seat price $22.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [2400, 2640],
      [2000, 0],
    ]);
  });
});

// phrasings written for these tests
describe('counts in words, chats and one-time words', () => {
  it.each([
    ['a count in words', 'Acme: three hundred seats at $4/seat/month, 12 months.', [[14400, 0]]],
    ['a dozen', 'Acme: a dozen kiosks at $50 per kiosk per month, 12 months.', [[7200, 0]]],
    ['a Spanish count in words', 'Acme: veinticinco sedes a 100 € por sede al mes, 12 meses.', [[30000, 0]]],
    [
      'a ticket number is not a count',
      'Acme runs 6 clinics. Ticket #8841 has notes. $300 per location per month, 12 months.',
      [[21600, 0]],
    ],
    [
      '"por única vez" is one-time',
      'Acme, contrato de 24 meses: 5 usuarios a US$ 10 por usuario por mes; kit: US$ 900, por única vez.',
      [
        [600, 600],
        [900, 0],
      ],
    ],
    [
      '"una subida del 3 %" from the second year',
      'Acme, 24 meses: 10 usuarios a 10 € por usuario y mes. El segundo año se aplica una subida del 3 % a todo.',
      [[1200, 1236]],
    ],
    [
      '"Y2 uplift: 5%" in a record line',
      'Account: Acme | Products: Core $1,000/yr; Add-on $200/yr | Term: 24 months | Y2 uplift: 5% on all recurring | Next step: call',
      [
        [1000, 1050],
        [200, 210],
      ],
    ],
    [
      "year one's count before a clause led by year two",
      'Acme, 24 months. Product: Deskly – Y1 10 users, Y2 20 users – $30/user/quarter',
      [[1200, 2400]],
    ],
  ])('%s', (_what, notes, lines) => {
    expect(amounts(notes, /[áéí€]|meses|usuarios/.test(notes) ? 'es-419' : 'en')).toEqual(lines);
  });

  it('reads a chat export line by line, without its times and speakers', () => {
    const notes =
      '[21/11/26 09:12] Rosa: cerré números con Talleres Norte\n[21/11/26 09:13] Rosa: 20 usuarios a USD 10 por usuario al mes\n[21/11/26 09:14] Iván: ¿y el plazo?\n[21/11/26 09:14] Rosa: 12 meses, IVA 16% aparte';
    const got = read(notes, 'es-419');
    expect(got.fields).toMatchObject({ custName: 'Talleres Norte', taxRate: 16 });
    expect(got.lineItems.map((i) => [i.desc.split(' — ')[0], i.y1])).toEqual([['Usuarios', 2400]]);
  });

  it('an amount the customer "currently spends" is listed, not priced', () => {
    const got = read('Acme currently spends $9,000 a year on this. Our quote: 10 seats at $50/seat/month.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([6000]);
    expect(got.warnings.find((w) => w.startsWith('Not priced: $9,000'))).toBeDefined();
  });
});

describe('the customer in the headers reps write', () => {
  it.each([
    ['a Markdown heading', '## Proposal – Talleres Norte\n\n**Contact:** Ana Ruiz\n- 10 seats at $5/seat/mo', 'Talleres Norte'],
    ['a forwarded subject', 'Fwd: Quillfield Freight - renewal\n\n10 seats at $5/seat/mo', 'Quillfield Freight'],
    [
      'a subject naming the document',
      'Asunto: Propuesta Talleres Norte\n\nHola: 10 usuarios a 5 € por usuario y mes.',
      'Talleres Norte',
    ],
    ['a quote draft', 'Quote draft – Saltmarsh Ferries (UK)\nCore | 10 | $5 | per month', 'Saltmarsh Ferries'],
    ['"X call notes"', 'Saltmarsh Ferries call notes:\nthey want 10 seats at $5/seat/mo', 'Saltmarsh Ferries'],
    ['an Opp label', 'Opp: Saltmarsh Ferries | Stage: Commit\nProduct: Core – $900/quarter', 'Saltmarsh Ferries'],
    ['"charla con"', 'Charla con Talleres Norte (Ana Ruiz, gerente):\n- 10 usuarios a 5 € por usuario y mes', 'Talleres Norte'],
    [
      'a chat asking about "the X call"',
      'Ana: how did the Saltmarsh Ferries call go\nLuis: good, they want 10 seats\nLuis: $5/seat/mo, 12 months',
      'Saltmarsh Ferries',
    ],
    [
      "a name with d'",
      "Cuenta: Cooperativa Vall d'Albaida | Contacto: Núria Ferrer\n10 usuarios a 5 € por usuario y mes",
      "Cooperativa Vall d'Albaida",
    ],
  ])('%s', (_what, notes, custName) => {
    expect(read(notes, /usuarios/.test(notes) ? 'es-ES' : 'en').fields.custName).toBe(custName);
  });
});

describe('amounts in currencies the reader does not price', () => {
  it('says a figure after any ISO code or by any currency sign is in no line, and not a tax rate or an SLA', () => {
    // (₩ and KES are priced since the fourteenth corpus; ₽ and RSD are not)
    const got = read('Acme: 10 seats at ₽ 12,000/seat/month. RSD 40,000 setup. SLA 99.9%. VAT 20%. Ticket ABC 1234.');
    const unread = got.warnings.filter((w) => w.startsWith('Not understood:'));
    expect(unread.map((w) => w.split(' in "')[0])).toEqual(['Not understood: ₽ 12,000', 'Not understood: RSD 40,000']);
  });

  it('reads NZD and ₹ as money', () => {
    expect(amounts('Acme: 10 seats at NZD 20/seat/month, 12 months.')).toEqual([[2400, 0]]);
    expect(amounts('Acme: 10 seats at ₹500 per seat per month, 12 months.')).toEqual([[60000, 0]]);
  });
  it('reads Indian grouping, lakhs, crores, "Rs" and rupees', () => {
    expect(amounts('Acme: 10 seats at Rs 1,200 per seat per month; setup ₹1,50,000 one-time.')).toEqual([
      [144000, 0],
      [150000, 0],
    ]);
    expect(amounts('Acme: platform fee INR 2.5 lakh a year, integration 1 crore rupees once.')).toEqual([
      [250000, 0],
      [10000000, 0],
    ]);
    const got = read('Acme: 10 seats at ₹900/seat/month. Setup Rs. 40,000.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([108000, 40000]);
    expect(got.fields.currency).toBe('INR');
  });

  it('reads bucks, grand and quid', () => {
    expect(amounts('Acme: 40 seats at 45 bucks a seat monthly. Setup is 2 grand one time.')).toEqual([
      [21600, 0],
      [2000, 0],
    ]);
    const got = read('Acme Ltd: 40 licences at 30 pounds per user per month, onboarding 500 quid.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([14400, 500]);
    expect(got.fields.currency).toBe('GBP');
  });

  it('says a figure priced per unit with no currency by it, or before a currency word it does not price', () => {
    const unread = (notes: string) =>
      read(notes)
        .warnings.filter((w) => w.startsWith('Not understood:'))
        .map((w) => w.split(' in "')[0]);
    expect(unread('Acme: 40 seats @ 45/seat/mo. Setup $5k.')).toEqual(['Not understood: 45']);
    expect(unread('Acme: 10 seats at $20/mo. Premium support: an extra 1500 per year.')).toEqual(['Not understood: 1500']);
    expect(unread('Acme: 10 seats at $20/mo. Hosting 300 Rand a month.')).toEqual(['Not understood: 300 Rand']);
    // counts, ranges of hours and "24/7" are not money
    expect(unread('Acme: 10 seats at $20/mo, all 10 on Pro. 24/7 support, 99.9% uptime, 12 months.')).toEqual([]);
  });
});

describe('dictated notes, distant corrections and prices named around them', () => {
  it('reads spoken punctuation in a dictated note, with its fillers, and a lower-case customer and signer', () => {
    const got = read(
      'new quote for lakeside dental group comma 30 chairs at $40 per chair per month period uh one time setup $900 period term 12 months period signer is maria lopez the COO period',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([14400, 900]);
    expect(got.fields).toMatchObject({ custName: 'Lakeside Dental Group', custSigner: 'Maria Lopez', custTitle: 'COO' });
  });

  it('keeps "period" as a word in a typed note', () => {
    const got = read('Acme: 10 seats at $5/seat/month. Billing period: monthly. Trial period 30 days.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([600]);
    expect(got.fields.billing).toBe('Monthly');
  });

  it('applies a correction that names the figure it replaces anywhere before it ("seats is 45 not 40")', () => {
    const got = read(
      'Blue Fern Co — 40 seats at $20/seat/month, 12 months.\nSupport $600/yr.\n\nCorrection: seats is 45 not 40.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([10800, 600]);
    expect(got.warnings[0]).toContain('"40 seats" to "45 seats"');
  });

  it('takes a count written later in the clause ("for Fleet Tracker on all 250 devices")', () => {
    const got = read("Acme Haulage: we're at $3/device/month for Fleet Tracker on all 250 devices, 12 months.");
    expect(got.lineItems.map((i) => [i.desc, i.y1])).toEqual([['Fleet Tracker — 250 devices × $3/month', 9000]]);
  });

  it.each([
    [
      'a scoped discount after "solo"',
      'Talleres Norte.\nPlataforma: 20 usuarios a 30 € por usuario al mes. Soporte: 1.200 € al año. 10% de descuento solo en la plataforma. 12 meses.',
      [7200, 1200],
      [720],
    ],
    [
      'a flat fee whose name says "por" something, with a count elsewhere',
      'Clínica Norte, 12 consultorios.\nAgenda: 12 consultorios a 25 € por consultorio al mes.\nAvisos por correo: 15 € al mes (tarifa plana).',
      [3600, 180],
      [],
    ],
    [
      'a migration "desde su sistema actual", priced',
      'Ferretería Sol: 5 usuarios a 10 € por usuario al mes. Migración de datos desde su sistema actual: 800 € (pago único).',
      [600, 800],
      [],
    ],
  ])('%s', (_what, notes, lines, discounts) => {
    const got = read(notes, 'es-ES');
    expect(got.lineItems.map((i) => i.y1)).toEqual(lines);
    expect(taken(got).map((d) => d.value)).toEqual(discounts);
  });

  it('lists money paid on account ("a cuenta") instead of pricing it', () => {
    const got = read('Ferretería Sol: 5 usuarios a 10 € por usuario al mes, 12 meses. Nos adelantan 2.000 € a cuenta.', 'es-ES');
    expect(got.lineItems.map((i) => i.y1)).toEqual([600]);
    expect(got.warnings.find((w) => w.startsWith('Not priced: 2.000 €'))).toBeDefined();
  });

  it('drops "On top:" and a list letter from the names of lines', () => {
    const got = read('Acme\na) Core platform — $1,000/month\nb) Reports add-on $200/month\nOn top: onboarding $3,000 one time');
    expect(got.lineItems.map((i) => i.desc.split(' — ')[0])).toEqual(['Core platform', 'Reports add-on', 'Onboarding']);
  });
});

describe('who signs, as notes write it', () => {
  it.each([
    [
      'a lower-case customer before a dash',
      'northwind bakery — Ovenly Pro, 12 seats @ $9/seat/mo',
      { custName: 'Northwind Bakery' },
    ],
    [
      'the author of a quoted email who says they sign',
      'Quote for Pell Marine: 10 seats at $5/seat/mo.\n\n> On Mon, Nov 16, 2026, Ruth Okafor <ruth@pellmarine.com> wrote:\n> Looks fine. I will be signing as CFO.',
      { custSigner: 'Ruth Okafor', custTitle: 'CFO', custEmail: 'ruth@pellmarine.com' },
    ],
    [
      'a person written with a title in parentheses',
      'Met with Dr. Ana Ortiz (Chief Medical Officer) at Valle Health today: 40 seats at $12/seat/month.',
      { custName: 'Valle Health', custSigner: 'Ana Ortiz', custTitle: 'Chief Medical Officer' },
    ],
    [
      'a signer "por el hospital", not ours',
      'Cotización Hospital Sur\n- 8 usuarios a 20 € por usuario al mes\nFirma por el hospital: Ing. Luis Mora, Director de Sistemas.\nFirma por nuestra parte: Eva Gil, Directora Comercial.',
      { custSigner: 'Luis Mora', custTitle: 'Director de Sistemas', lucSigner: 'Eva Gil' },
    ],
    [
      'a customer after a sentence that opens with "Para"',
      'Hola, Pedro. Para Agroverde S.A. (Perú) preparemos la propuesta: 10 usuarios a USD 8 por usuario al mes.',
      { custName: 'Agroverde S.A.' },
    ],
    [
      '"Deal notes —" before the name',
      'Deal notes — Fernhill Bakeries\n- 6 stores at $90/store/month',
      { custName: 'Fernhill Bakeries' },
    ],
    [
      'a request to the deal desk',
      'Deal desk pls: Fernhill Bakeries. 6 stores at $90/store/month.',
      { custName: 'Fernhill Bakeries' },
    ],
    [
      'a key-value table row and a chat header with a day',
      'Sam Ortiz — Yesterday 4:05 PM\nacct | Fernhill Bakeries Ltd.\nterm | 12 months | billd annualy\n6 stores at $90/store/month',
      { custName: 'Fernhill Bakeries Ltd.', billing: 'Annual' },
    ],
    [
      'an account handover',
      'Traspaso de cuenta — Ferretería Sol S.L. (de Ana a Luis)\n5 usuarios a 10 € por usuario al mes',
      { custName: 'Ferretería Sol S.L.' },
    ],
  ])('%s', (_what, notes, fields) => {
    expect(read(notes, /usuarios/.test(notes) ? 'es-ES' : 'en').fields).toMatchObject(fields);
  });
});

describe('tables with a header, chats that ask and answer, and year-two wording', () => {
  it('reads a price below one with three decimals as a decimal ("$0.025")', () => {
    expect(amounts('Acme: 10,000 GB at $0.025/GB/month, 12 months.')).toEqual([[3000, 0]]);
  });

  it('reads a tab-separated table whose unit column comes before the price', () => {
    const notes =
      'Acme Schools\nProduct\tQty\tUnit\tPrice\nCloud backup\t500\tper device / month\t$4\nSetup (remote, 1 day)\t1\tone-time\t$2,000';
    const got = read(notes);
    expect(got.lineItems.map((i) => [i.desc.split(' — ')[0], i.y1])).toEqual([
      ['Cloud backup', 24000],
      ['Setup', 2000],
    ]);
  });

  it('reads a Spanish table row with its count and unit in one cell and "única vez"', () => {
    const notes =
      'Talleres Norte\n| Concepto | Cantidad | Precio | Periodicidad |\n|---|---|---|---|\n| Licencias | 10 usuarios | $20 | mensual |\n| Visitas técnicas | 3 visitas | $200 | única vez |';
    expect(amounts(notes, 'es-419')).toEqual([
      [2400, 0],
      [600, 0],
    ]);
  });

  it('takes a row number column for no quantity', () => {
    const notes = 'Acme\n| # | Item | Price | Notes |\n| 1 | Core | $100 / site / month | 4 sites |\n| 2 | Setup | $900 | once |';
    expect(amounts(notes)).toEqual([
      [4800, 0],
      [900, 0],
    ]);
  });

  it("joins a chat's one-word question to its answer, without the message headers", () => {
    const notes =
      '[09:00] Ana Ruiz\nlo de Talleres Norte: 10 usuarios a 20 € por usuario al mes, 12 meses\n[09:01] Luis Gil\n¿Descuento?\n[09:02] Ana Ruiz\nUn 10 % sobre el total.';
    const got = read(notes, 'es-ES');
    expect(got.fields.custName).toBe('Talleres Norte');
    expect(got.discounts).toMatchObject([{ kind: 'pct', value: 10 }]);
  });

  it('gives "el segundo año el usuario sube a…" to the line priced per user, not to the last line', () => {
    const notes =
      'Talleres Norte: 10 usuarios a 20 € por usuario al mes. Soporte: 100 € al mes. Alta: 500 € (pago único). Contrato de 24 meses. El segundo año el usuario sube a 22 € al mes.';
    expect(amounts(notes, 'es-ES')).toEqual([
      [2400, 2640],
      [1200, 1200],
      [500, 0],
    ]);
  });

  it('raises every recurring line for "uplift in years 2 and 3 on all recurring fees" said with the term', () => {
    const notes =
      'Acme: Core $1,000/month; Reports $2,400/year; Setup $5,000 one-time. 3-year agreement (36 months), billed annually, 5% uplift in years 2 and 3 on all recurring fees.';
    expect(amounts(notes)).toEqual([
      [12000, 12600],
      [2400, 2520],
      [5000, 0],
    ]);
  });
});

describe('notations of other countries and price lists', () => {
  it('reads "R" figures as rand when the notes write several, and "once-off" as one-time, not a discount', () => {
    const got = read('Quote for Umhlanga Tiles: 30 users at R240 per user per month. Setup once-off R12 500. VAT 15%.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [86400, 0],
      [12500, 0],
    ]);
    expect(got.discounts).toEqual([]);
    expect(got.fields.currency).toBe('ZAR');
    // one "R" figure with no rand named is a model, not money
    expect(amounts('Acme: 10 Canon R100 cameras, support $50/month.')).toEqual([[600, 0]]);
  });

  it('takes the country of the dollars said next to them', () => {
    expect(read('Acme: 10 seats at 20 dollars a seat a month Canadian.').fields.currency).toBe('CAD');
    expect(read('Acme: 10 seats at $20/month, Australian dollars.').fields.currency).toBe('AUD');
    expect(read('Acme: 10 seats at 20 dollars a month.').fields.currency).toBe('USD');
  });

  it('lists an option the customer does not take, and a budget per year, instead of pricing them', () => {
    const got = read(
      'Acme: platform $9,000/year. Reporting add-on is an option at $2/user/yr, not taking it. Budget is $50k/yr.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([9000]);
    expect(got.warnings.filter((w) => w.startsWith('Not priced:')).map((w) => w.split(' in "')[0])).toEqual([
      'Not priced: $2',
      'Not priced: $50k',
    ]);
  });

  it('reads "pcm", a size that is no count, and a price list with dot leaders', () => {
    expect(amounts('Acme: backup vault — 10TB — £800 pcm; analyst seats — 6 @ £40 pcm')).toEqual([
      [9600, 0],
      [2880, 0],
    ]);
    expect(amounts('Acme: archive at $30 per TB per month for 10 TB')).toEqual([[3600, 0]]);
    expect(amounts('Acme\nPlan Básico (15 usuarios) .......... $ 90 por usuario al mes', 'es-419')).toEqual([[16200, 0]]);
  });
});

describe('taxes and year-two prices written short', () => {
  it('reads a rate without "%" after the tax name on its own line, and "percent" in words', () => {
    expect(read('Acme: 10 seats at 38€/usuario/mes\nIVA 21', 'es-ES').fields).toMatchObject({ taxLabel: 'IVA', taxRate: 21 });
    expect(read('Acme: 10 seats at $20/month, HST at 13 percent').fields).toMatchObject({ taxLabel: 'HST', taxRate: 13 });
    // a GST number is no rate
    expect(read('Acme: 10 seats at $20/month. GST 123456789 RT0001').fields.taxRate).toBeUndefined();
  });

  it('gives "yr2 seats $55/mo" to the seats line, on its count', () => {
    expect(amounts('Acme: 24 mo term. Hosting $6k/yr both years, 40 seats @ $50/mo, yr2 seats $55/mo.')).toEqual([
      [6000, 6000],
      [24000, 26400],
    ]);
  });
});

describe('a list price and what the customer pays', () => {
  it("lists the list price and prices what they pay, named by the list price's label", () => {
    const got = read(
      'Acme: platform $900/month.\n- Setup: list is $4,000, we waive a quarter so they pay $3,000 once (show $3,000)',
    );
    expect(got.lineItems).toEqual([
      expect.objectContaining({ y1: 10800 }),
      expect.objectContaining({ desc: 'Setup', y1: 3000, y2: 0 }),
    ]);
    expect(got.warnings.map((w) => w.split(' in "')[0])).toEqual(['Not priced: $4,000']);
  });

  it('still says a second amount of a clause that no line takes', () => {
    const got = read('Acme: 2 licences at $500 each and setup $500, 12 months.');
    expect(got.lineItems.map((i) => i.y1).reduce((a, b) => a + b, 0)).toBe(1500);
  });
});

describe('a discount asked as a question', () => {
  it('takes the answer, on the lines the question named, not the percentage asked', () => {
    const got = read(
      'Rowan Bakery: 20 seats Basic @ $10/seat/mo, 12 months.\nReporting add-on $50/mo.\nmaya: ok to give 25% off seats?\nsam: do 20%, no more',
    );
    // 20% of the seats' 2,400, not of the add-on's 600
    expect(taken(got)).toEqual([{ label: '20% off seats', kind: 'amount', value: 480, y1: true, y2: false }]);
    expect(got.warnings.some((w) => w.startsWith('Discount asked as'))).toBe(true);
  });

  it('takes a later answer that names its own lines over an earlier one', () => {
    const got = read(
      'Rowan Bakery: 20 seats Basic @ $10/seat/mo, 12 months. Reporting add-on $50/mo. Can we do 10% off everything? Go 5%. Final: 5% on the add-on only.',
    );
    expect(taken(got)).toEqual([{ label: '5% on the add-on', kind: 'amount', value: 30, y1: true, y2: false }]);
  });

  it('applies no discount that is only asked, and says so', () => {
    const got = read('Rowan Bakery: 20 seats Basic @ $10/seat/mo, 12 months. Could we offer 15% off?');
    expect(got.discounts).toEqual([]);
    expect(got.warnings.some((w) => w.includes('is asked, not agreed'))).toBe(true);
  });

  it('does not read a deposit or a tax said after the question as the answer', () => {
    const got = read('Rowan Bakery: 20 seats Basic @ $10/seat/mo, 12 months. 10% off?\n50% deposit upfront. Sales tax 8%.');
    expect(got.discounts).toEqual([]);
    expect(got.fields.taxRate).toBe(8);
  });
});

describe('notations of the ninth corpus, in our own words', () => {
  it('reads kronor by the country the notes name, and leaves them when no country is said', () => {
    const se = read('Fjällbacka Bygg AB: 10 licenses at 300 kr/user/month, 12 months. Setup 12 000 kr. Moms 25%.');
    expect(se.fields).toMatchObject({ currency: 'SEK', taxLabel: 'Moms', taxRate: 25 });
    expect(se.lineItems.map((i) => i.y1)).toEqual([36000, 12000]);
    const no = read('Bergen Fisk AS: 10 licenses at 300 kr/user/month, 12 months. MVA 25%.');
    expect(no.fields).toMatchObject({ currency: 'NOK', taxLabel: 'MVA' });
    // no country: not guessed; the figure is still not dropped silently
    const none = read('Acme: 10 licenses at 300 kr/user/month, 12 months.');
    expect(none.fields.currency).not.toBe('SEK');
  });

  it('reads a semicolon-separated table pasted from a comma-decimal spreadsheet', () => {
    const got = read(
      'Cliente: Bodegas Ruiz\nProducto;Cantidad;Precio;Periodicidad\nLicencias de almacén;12;15,50 €;mensual por usuario\nFormación;2;400,00 €;pago único',
      'es-ES',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [2232, 0],
      [800, 0],
    ]);
  });

  it('gives "X gets 10% off" to X only, and "they get 10% off" to the whole deal', () => {
    const scoped = read('Acme: 10 seats @ $20/seat/mo, 12 months. Analytics module $1,200/yr. Analytics module gets 10% off.');
    expect(taken(scoped)).toEqual([expect.objectContaining({ kind: 'amount', value: 120 })]);
    const whole = read('Acme: 10 seats @ $20/seat/mo, 12 months. Analytics module $1,200/yr. They get 10% off.');
    expect(whole.discounts).toEqual([expect.objectContaining({ kind: 'pct', value: 10 })]);
  });

  it("joins a quoted e-mail's wrapped lines, so a current price on the next line is not sold", () => {
    const got = read(
      'Acme: 40 users at £10 per user per month, 12 months.\n\n> Thanks for this. For context, what we pay our current vendor for\n> the same thing is £14 per user per month.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([4800]);
    expect(got.warnings.some((w) => w.startsWith('Not priced: £14'))).toBe(true);
  });

  it('applies a correction on a chat line of its own to the figure of that unit a few lines up', () => {
    const got = read(
      '[09:01] lee: Acme - 15 seats of Pro @ $30/seat/mo, 12 months\n[09:02] kim: they said 25 seats on the call\n[09:03] lee: scratch that, make it 25 seats',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([9000]);
    expect(got.warnings[0]).toContain('"15 seats" to "25 seats"');
  });

  it('reads dictated decimals, "por ciento" and a long term in words', () => {
    const en = read('acme wants 10 seats at 20 dollars a month twenty four month term and sales tax of six point five percent');
    expect(en.fields).toMatchObject({ term: '24 months', taxRate: 6.5 });
    const es = read('acme quiere 10 licencias a 20 dólares al mes, IVA del dieciséis por ciento', 'es-419');
    expect(es.fields).toMatchObject({ taxLabel: 'IVA', taxRate: 16 });
  });
});

describe('amounts said in words', () => {
  it('reads money in words after "of", and "a" before a number word as "at"', () => {
    expect(amounts('Acme: 10 seats at $15/mo, setup fee of two thousand five hundred dollars')).toEqual([
      [1800, 0],
      [2500, 0],
    ]);
    expect(amounts('Acme: veinte licencias a quince dólares por licencia al mes', 'es-419')).toEqual([[3600, 0]]);
    // "a" before a scale word is still one of it
    expect(amounts('Acme: a hundred seats at $4/mo')).toEqual([[4800, 0]]);
  });
});

describe('thousands grouped by spaces, and a price no line holds', () => {
  it('reads "USD 1 200" and "€ 12 000" after a sign or code, but not "$45 100 users"', () => {
    expect(amounts('Acme: hosting USD 1 200/month, setup fee USD 3 000 once.')).toEqual([
      [14400, 0],
      [3000, 0],
    ]);
    expect(amounts('Acme: implementación € 12 000 una vez', 'es-419')).toEqual([[12000, 0]]);
    const seats = read('Acme: $45 100 users per month');
    expect(seats.lineItems.map((i) => i.y1)).not.toContain(45100);
  });

  it('says a price it did not use even when a one-time line leaves year two empty (a zero is no count)', () => {
    const out = read('Quote for Beta LLC: platform fee 2,000.00 per annum; implementation: 1 500,00 EUR');
    expect(out.lineItems.map((i) => [i.y1, i.y2])).toContainEqual([1500, 0]);
    const priced = out.lineItems.some((i) => i.y1 === 2000);
    expect(priced || out.warnings.some((w) => w.includes('2,000.00'))).toBe(true);
  });

  it('says a bare figure after a fee when the notes name their currency, but not a year, a count or a share', () => {
    const setup = read('Acme Inc: 25 seats @ 30/mo each (USD). Setup 1500.');
    expect(setup.warnings.some((w) => w.startsWith('Not understood: 1500 in'))).toBe(true);
    const labelled = read('Price per seat per annum: 120; seats: 75; currency EUR');
    expect(labelled.warnings.some((w) => w.startsWith('Not understood: 120 in'))).toBe(true);
    const calm = read('Acme: 50 users at $10/user/month. Support 24/7, setup 2026 kickoff, training 3 sessions.');
    expect(calm.warnings.filter((w) => w.startsWith('Not understood'))).toEqual([]);
  });
});

describe('a price that changed', () => {
  it('sells the price now and lists the one it was ("was $20 now $22", "antes 15 € ahora 17 €")', () => {
    const en = read('Renewal: 30 seats, was $20 now $22/seat/mo');
    expect(en.lineItems.map((i) => i.y1)).toEqual([7920]);
    expect(en.warnings.some((w) => w.startsWith('Not priced: $20 in'))).toBe(true);
    const es = read('Renovación Acme: 40 licencias, antes 15 € ahora 17 € por licencia al mes', 'es');
    expect(es.lineItems.map((i) => i.y1)).toEqual([8160]);
    expect(es.warnings.some((w) => w.startsWith('Not priced: 15 €'))).toBe(true);
  });

  it('reads "(est. $500/mo)" as an estimate inside its sentence, not as a line of its own', () => {
    const got = read('Deal: $3.5K/mo platform + $0.05 per API call over 1M (est. $500/mo)');
    expect(got.lineItems.map((i) => i.y1)).toEqual([42000]);
    expect(got.warnings.some((w) => w.includes('$500'))).toBe(true);
  });
});

describe('tenth corpus tune part, in our own words', () => {
  it('reads a table whose price column names its currency ("Unit (NZD)") and prices its bare figures', () => {
    const got = read(
      'Item\tQty\tUnit (NZD)\tPeriod\nField licence\t30\t18.00\tper user/month\nSite survey\t1\t4,500.00\tone-time',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [6480, 0],
      [4500, 0],
    ]);
  });

  it('lists what the customer pays another tool or has today, and what another firm bills, without pricing it', () => {
    const got = read(
      'Acme: 20 users at $12/user/month. They are on Freshdesk now paying about 9 grand a year. Today they have 15 seats at $10/seat/mo. The integrator bills its fees directly (their estimate is $40k), leave them out.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([2880]);
    for (const amount of ['9 grand', '$10', '$40k']) expect(got.warnings.some((w) => w.includes(amount))).toBe(true);
  });

  it('applies a correction with a yen or peso figure to the price it names, not the nearest one', () => {
    const yen = read(
      'Acme KK: 10 users at ¥2,000 per user per month. Setup ¥90,000 one-time.\nSorry, correction: setup is ¥80,000.',
    );
    expect(yen.lineItems.map((i) => i.y1)).toEqual([240000, 80000]);
    const pesos = read(
      'Tom W.: 40 stores at $500 MXN per store per month\nTom W.: plus install $20,000 MXN one time\nTom W.: correction – per-store price is $450 MXN',
    );
    expect(pesos.lineItems.map((i) => i.y1)).toEqual([216000, 20000]);
    expect(pesos.lineItems[0]?.desc).not.toMatch(/Tom/);
  });
});

describe('an uplift written after its year', () => {
  it('raises year two for "Year 2: 3% uplift" and "Año 2 – 4 % de aumento"', () => {
    expect(amounts('Globex, 100 seats at $20/seat/month, 2-year term. Year 2: 3% uplift.')).toEqual([[24000, 24720]]);
    expect(amounts('Acme, 10 licencias a 50 € al mes, contrato de 2 años. Año 2 – 4 % de aumento.', 'es')).toEqual([
      [6000, 6240],
    ]);
  });
});

describe('one-time lines and what comes off them', () => {
  it('reads "impl fee" as one-time, and an amount off a one-time line as year one only', () => {
    expect(amounts('Acme: 10 seats @ $30/usr/mo, 2yr term. impl fee $4,000.')).toEqual([
      [3600, 3600],
      [4000, 0],
    ]);
    const got = read(
      'Acme: 10 licencias a 20 €/mes, contrato de 24 meses. Migración 3.000 € pago único. Descuento de 500 € en la migración.',
      'es',
    );
    expect(taken(got)).toEqual([expect.objectContaining({ kind: 'amount', value: 500, y1: true, y2: false })]);
  });
});

describe('Swiss notation', () => {
  it("reads thousands grouped by apostrophes and whole francs written '.–'", () => {
    expect(amounts("Acme: CHF 1'250.– per month platform fee; onboarding CHF 3'000.– one-time")).toEqual([
      [15000, 0],
      [3000, 0],
    ]);
  });

  it('reads "por la plataforma" as "for the platform", not a price per unit', () => {
    expect(amounts('Acme: USD 12.000,00 anual por la plataforma; implementación USD 3.500,00', 'es')).toEqual([
      [12000, 0],
      [3500, 0],
    ]);
  });
});

describe('Spanish tables and corrections', () => {
  it('reads a "Precio unit." column and a correction opened by "perdona"', () => {
    const table = read('Producto | Cant. | Precio unit. | Frecuencia\nLicencia Pro | 10 | USD 20 | usuario/mes', 'es');
    expect(table.lineItems.map((i) => i.y1)).toEqual([2400]);
    const chat = read('Ana: 6 puestos a 30 €/mes, 1 año\nAna: perdona, son 7 puestos, no 6', 'es');
    expect(chat.lineItems.map((i) => i.y1)).toEqual([2520]);
  });
});

describe('a ramp said by year', () => {
  it('prices year two on the count said for it ("Year 1: 120 stores at…. Year 2: 160 stores.")', () => {
    expect(amounts('Acme: Year 1: 12 stores at $50 per store per month. Year 2: 16 stores. 2-year contract')).toEqual([
      [7200, 9600],
    ]);
  });
});

// written for these tests (the twelfth corpus's tune part showed the shapes)
describe('a count written "N x" before the thing priced', () => {
  it('multiplies the price by it, and a later correction of it is applied', () => {
    const got = read(
      'Bramble Foods, GBP, 1 year.\nRob: 40 x Picker seat £12/mo\nRob: 6 x Supervisor seat £25/mo\nRob: actually make it 8 supervisor seats, they hired two',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([5760, 2400]);
    expect(got.warnings[0]).toMatch(/correct "6 x Supervisor" to "8 Supervisor"/);
  });

  it('reads a correction said on the same line as the count, its last word with it', () => {
    const got = read('Bramble Foods, GBP, 1 year. 6 Supervisor seats at £25/mo. Actually make it 8 supervisor seats.');
    expect(got.lineItems.map((i) => [i.desc, i.y1])).toEqual([['Supervisor — 8 seats × £25/month', 2400]]);
  });
});

describe('work sold by time', () => {
  it('is done once: a multi-year deal bills days, hours or weeks of work in year one only, with no period warning', () => {
    const got = read('Bramble Foods, GBP, 2 years. 40 seats at £12/mo. Consultancy 15 days @ £950/day.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [5760, 5760],
      [14250, 0],
    ]);
    expect(got.warnings).toEqual([]);
  });
});

describe("a year's column that says its own count", () => {
  it('prices year two on the count its cell gives ("| 5 sites x $4,000/yr | 8 sites x $4,000/yr |")', () => {
    const got = read(
      'Tern Harbour, AUD, 24-month term.\n| Line | Y1 | Y2 |\n| Berth licences | 3 berths x $2,500/yr | 5 berths x $2,500/yr |',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[7500, 12500]]);
  });
});

// written for these tests (the thirteenth corpus's tune part showed the shapes)
describe('money slang of Latin America', () => {
  it('reads "lucas" as thousands and "palos" as millions of the notes’ pesos, and a bare "mil" beside them', () => {
    const got = read(
      'Taller Ríos: 8 licencias a 12 lucas por licencia por mes. Alta 90 lucas, una sola vez. Soporte 300 mil al mes.',
      'es-419',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([1152000, 90000, 3600000]);
    const palos = read('Hotel Cumbre: 2 sedes a 1,5 palos por sede al mes. Migración 6 palos pago único.', 'es-419');
    expect(palos.lineItems.map((i) => i.y1)).toEqual([36000000, 6000000]);
  });
});

describe('a reason given after a discount', () => {
  it('is a clause of its own: a rival’s price in it does not cancel the discount before it', () => {
    const got = read(
      'Taller Ríos: 8 licencias a USD 20 por licencia por mes. Les di 10% de descuento el primer año porque la competencia les ofreció USD 15 por licencia.',
      'es-419',
    );
    expect(got.discounts).toMatchObject([{ kind: 'pct', value: 10, y1: true }]);
    expect(got.lineItems).toHaveLength(1);
    expect(got.warnings.join(' ')).toMatch(/USD 15.*competitor/);
  });
});

describe("a table's unnamed column that says what the price is per", () => {
  it('reads "per vehicle per month" in a notes column as the price’s period', () => {
    const got = read(
      'Harbour Freight Ltd, NZD, 12 months.\nItem\tQty\tUnit Price (NZD)\tComments\nTracker licence\t20\t12.00\tper truck per month\nSetup\t1\t400.00\tone-time',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [2880, 0],
      [400, 0],
    ]);
    expect(got.warnings.join(' ')).not.toMatch(/No period/);
  });
});

describe('months given free', () => {
  it('are a year-one amount worth those months of the lines named, and the lines keep their price', () => {
    const got = read(
      'Orchard Gyms, USD, 2-year term. 4 sites at $300/site/month. Kiosk add-on $50/month. First two months free on the kiosk add-on.',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [14400, 14400],
      [600, 600],
    ]);
    expect(got.discounts).toEqual([
      { label: 'First two months free on the kiosk add-on', kind: 'amount', value: 100, y1: true, y2: false },
    ]);
  });

  it('are taken on every recurring line when none is named, said once when a question repeats them, and in Spanish', () => {
    const all = read(
      'Orchard Gyms, USD. 4 sites at $300/site/month. Setup $1,000 one-time.\nRep: and they wanted the first month free?\nRep: yes, we waive the first month on all sites.',
    );
    expect(all.discounts).toMatchObject([{ kind: 'amount', value: 1200, y1: true, y2: false }]);
    const es = read('Gimnasios Sol: 10 sedes a USD 80 por sede al mes. Los primeros 3 meses van gratis.', 'es-419');
    expect(es.discounts).toMatchObject([{ kind: 'amount', value: 2400, y1: true, y2: false }]);
    // a clause that prices the free months itself is read as it is written, not twice
    const priced = read('Orchard Gyms, USD. 4 sites at $300/site/month. First month free ($1,200 value).');
    expect(priced.discounts.filter((d) => d.kind === 'amount' && d.value === 1200).length).toBeLessThanOrEqual(1);
  });
});

describe('an uplift said of year two and the years after it', () => {
  it('raises year two ("yr2/yr3 platform fee has 5% uplift")', () => {
    const got = read('Kestrel Data, 3-year deal. Platform fee $50k/yr. yr2/yr3 platform fee has 5% uplift.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[50000, 52500]]);
  });
});

describe('a price said again without its period', () => {
  it('takes the period it was said with before ("$59 a seat per month" … "20 seats at $59")', () => {
    const got = read(
      'Rep: So that is 18 seats. Annual billing gets you $59 a seat per month.\nCustomer: Make it 20 seats, we are hiring.\nRep: Done, 20 seats at $59. Setup $500 one-time.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([14160, 500]);
    expect(got.warnings.join(' ')).toMatch(/\$59.*no single count/);
    expect(got.warnings.join(' ')).not.toMatch(/No period/);
  });
});

describe('a tax line that explains itself before its rate', () => {
  it('reads "- sales tax: they buy for the Reno office; apply 8.265%"', () => {
    const got = read('Acme: 10 users at $50/user/mo.\n- sales tax: they buy for the Reno office; apply 8.265%');
    expect(got.fields).toMatchObject({ taxLabel: 'Sales tax', taxRate: 8.265 });
  });

  it('gives no free-month discount for a month added on top of the term', () => {
    const got = read('Acme: 10 users at $50/user/mo, annual. 1 free month added at the end: 13 months for the price of 12.');
    expect(got.discounts).toEqual([]);
  });
});

describe('a price asked about, and a price confirmed', () => {
  it('lists a price in a question instead of pricing it, and reads "€40 is right" as the line’s price said again', () => {
    const got = read(
      'Kerry Dental, EUR. 6 chairs on Practice Pro, €95/chair/month. Imaging module €40/chair/month.\ndeclan: was imaging €35 in the last quote?\nciara: no, €40 is right.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([6840, 2880]);
    expect(got.warnings.join(' ')).toMatch(/€35.*a question, not a price agreed/);
    // a question that offers what it prices is still read as written
    const offered = read('Kerry Dental, EUR. Can we do 6 chairs at €90/chair/month?');
    expect(offered.lineItems.map((i) => i.y1)).toEqual([6480]);
  });
});

describe('a net price in the sentence of the one line it lowers', () => {
  it('is that line’s price, not the last seat price’s ("Implementación: S/ 14,500 … queda en S/ 13,050")', () => {
    const got = read(
      'Minera Sur, PEN. 40 usuarios a S/ 80 por usuario al mes. Implementación: S/ 9,000 pago único (le rebajé 10%, queda en S/ 8,100).',
      'es-419',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([38400, 8100]);
    expect(got.discounts).toEqual([]);
  });
});

describe('pounds and pence said as spoken', () => {
  it('reads "twenty-four pounds fifty per user per month" as £24.50, and "fifty a seat" as no fifty-one', () => {
    const got = read(
      'Dictated. Customer is Pennine Vets comma fourteen users at twenty-four pounds fifty per user per month full stop.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([4116]);
    expect(countsInDigits('twelve dollars fifty a seat')).not.toMatch(/51/);
    // a figure before a count is not pence: "forty dollars twenty users"
    expect(countsInDigits('forty dollars twenty users')).toBe('40 dollars 20 users');
  });
});

describe('a correction that says what changed in other words', () => {
  it('reads "they dropped to 4 connectors" as correcting "6 premium connectors"', () => {
    const got = read(
      'Kestrel Data, USD, 1 year. Platform fee $50k/yr. + 6 premium connectors at $3k/yr each.\nkev: wait — they dropped to 4 connectors.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([50000, 12000]);
    expect(got.warnings.join(' ')).toMatch(/correct "6 premium" to "4 premium"/);
  });
});

describe('a short figure before a scale', () => {
  it.each([
    ['Platform licence $1.155M/yr, 12 months.', 1155000],
    ['Enterprise licence USD 2.250M per year, 12 months.', 2250000],
    ['Services retainer €1.250k per month, 12 months.', 15000],
  ])('"%s": a dot before three digits is a decimal point there', (notes, y1) => {
    expect(amounts(notes)[0]?.[0]).toBe(y1);
  });

  it('"millones" and "MM" still group thousands: "COP 1.200 millones" is 1,200 million', () => {
    expect(amounts('Licencia corporativa COP 1.200 millones al año, 12 meses.', 'es')[0]?.[0]).toBe(1_200_000_000);
  });

  it('"Rs 2.4L" and "₹1.2 Cr" are lakh and crore; "L" beside another currency is no lakh', () => {
    expect(amounts('Fleet add-on Rs 2.4L per year, 12 months.')[0]?.[0]).toBe(240000);
    expect(amounts('Enterprise licence ₹1.2 Cr per year, 12 months.')[0]?.[0]).toBe(12_000_000);
    expect(amounts('Hosting USD 40 L per month, 12 months.')[0]?.[0]).toBe(480);
  });
});
