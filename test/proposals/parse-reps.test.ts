// How reps write, as the fourteenth and fifteenth blind corpora found it (each case in our own words): the option a customer chose,
// currencies by code or sign beyond the usual ones, days sold "at R8,500 a day" or "a $1.200.000 el día", a dictated
// "full stop" also typed, a rise said in words ("goes up by CPI, fixed at 6 percent"), a count that grows in year two
// with no unit after it, "signed off" said of a deal, and a budget "aprobado por el cliente".
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { chosenNamedOption, chosenOption } from '../../src/proposals/parse/options';

const TODAY = '2026-11-27';
const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: TODAY });
const amounts = (notes: string, lang = 'en') => read(notes, lang).lineItems.map((l) => [l.y1, l.y2]);

describe('the option a customer chose', () => {
  it.each([
    ['Pinecrest went with Option B.', 'B'],
    ['Option 2 please, and send it to me.', '2'],
    ['They picked option A after the demo.', 'A'],
    ['Al final eligieron la opción B.', 'B'],
    ['Se quedaron con la opción C.', 'C'],
  ])('"%s" chooses %s', (said, letter) => {
    expect(chosenOption(said)).toBe(letter);
  });

  it('chooses nothing when two options are said to be chosen, or none is', () => {
    expect(chosenOption('They like Option A. Finance picked Option B, legal picked Option A.')).toBeUndefined();
    expect(chosenOption('Option A: $5/user. Option B: $7/user.')).toBeUndefined();
  });

  it("prices the chosen option's lines and lists the other option's prices as not priced", () => {
    const notes = `Pinecrest Library went with Option B — please draft it.
Option A: Reader Basic – 300 cardholders @ $4/cardholder/yr + $1,000 setup
Option B: Reader Plus – 300 cardholders @ $7/cardholder/yr + $2,500 setup one time
12 months, billed annually.`;
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [2100, 0],
      [2500, 0],
    ]);
    expect(got.warnings.filter((w) => w.includes('several options'))).toHaveLength(2);
  });
});

describe('currencies by code and sign', () => {
  it.each([
    ['Harambee Clinics: 40 users at KES 3,000 per user per month.', 'KES', 1440000],
    ['Lagos Freight: 10 users at ₦12,000 per user per month.', 'NGN', 1440000],
    ['Accra Mart: 5 stores at GHS 800 per store per month.', 'GHS', 48000],
  ])('"%s" is priced in %s', (notes, code, y1) => {
    const got = read(notes);
    expect(got.fields.currency).toBe(code);
    expect(got.lineItems[0]?.y1).toBe(y1);
  });
});

describe('days and hours sold at a rate', () => {
  it('reads "three days at R9,000 a day" as three days, once', () => {
    expect(amounts('Karoo Farms (Pty) Ltd. Workshops, three days at R9,000 a day. VAT 15%.')).toEqual([[27000, 0]]);
  });

  it('reads "4 días a $1.500.000 el día" as four days, and "el primer año" as no rate', () => {
    expect(amounts('Panadería Sol: Capacitación, 4 días a $1.500.000 el día.', 'es')).toEqual([[6000000, 0]]);
    const first = read('Panadería Sol: Soporte $5.000.000 el primer año.', 'es').lineItems;
    expect(first[0]?.desc).not.toMatch(/× \$5\.000\.000/);
  });

  it('reads a dictated stop that was also typed once ("Co-op full stop. Next…")', () => {
    const notes =
      'Memo full stop. Proposal for Veld Growers Co-op full stop. Tractor Tracker comma 20 users at R500 per user per month comma billed annually full stop. Setup comma two days at R7,000 a day full stop.';
    expect(amounts(notes)).toEqual([
      [120000, 0],
      [14000, 0],
    ]);
  });
});

describe('year two', () => {
  it('reads a rise said in words ("goes up by CPI, fixed at 6 percent")', () => {
    const notes =
      'Veld Growers: 20 users at ZAR 500 per user per month. Two-year term. Year two goes up by CPI, which we fix at 6 percent.';
    expect(amounts(notes)).toEqual([[120000, 127200]]);
  });

  it('reads a count that grows in year two with its unit before the figure ("tracked vans grow to 90")', () => {
    const notes = 'Bayside Couriers: 60 tracked vans @ $12/van/month. 2-year term; year 2 the van count grows to 90.';
    expect(amounts(notes)).toEqual([[8640, 12960]]);
  });
});

describe('the customer in a CRM record', () => {
  it.each([
    ['Lead: Kaveri Foods Pvt Ltd | 20 users x Rs. 900/user/month | 1 yr', 'Kaveri Foods Pvt Ltd'],
    ['Prospect: Bluegum Dental — 12 seats at A$40/seat/month', 'Bluegum Dental'],
  ])('"%s" is for %s, not for its label', (notes, name) => {
    expect(read(notes).fields.custName).toBe(name);
  });
});

describe('words that look like prices or discounts', () => {
  it('"signed off" and a "kick-off" take nothing off', () => {
    const got = read('Marsh Housing signed off today: 30 seats at £15 per seat per month. Kick-off workshop £900 one time.');
    expect(got.discounts).toEqual([]);
    expect(got.lineItems.map((l) => l.y1)).toEqual([5400, 900]);
  });

  it('a budget "aprobado por el cliente" is a budget, not a line', () => {
    const got = read(
      'Textiles Norte: 10 usuarios a S/ 100 por usuario al mes. El presupuesto aprobado por el cliente es S/ 20,000.',
      'es',
    );
    expect(got.lineItems.map((l) => l.y1)).toEqual([12000]);
    expect(got.warnings.some((w) => w.includes('S/ 20,000') && w.includes('budget'))).toBe(true);
  });
});

describe('more currencies and taxes', () => {
  it.each([
    ['Manila Ports: 60 users x PHP 1,200/user/month.', 'PHP', 864000],
    ['Caribe Foods: 10 tiendas a RD$ 5,000 por tienda al mes.', 'DOP', 600000],
    ['Café Volcán: 5 usuarios a veinte mil colones por usuario al mes.', 'CRC', 1200000],
    ['Maya Foods, precios en quetzales: 10 usuarios a Q 150 por usuario al mes.', 'GTQ', 18000],
  ])('"%s" is priced in %s', (notes, code, y1) => {
    const got = read(notes, notes.includes('usuario') || notes.includes('tienda') ? 'es' : 'en');
    expect(got.fields.currency).toBe(code);
    expect(got.lineItems[0]?.y1).toBe(y1);
  });

  it('reads "PHP 8.2" and "TRY 2" as no money', () => {
    const got = read('Acme Ltd: 20 seats at $30/seat/month. Needs PHP 8.2 support; TRY 2 seats first.');
    expect(got.fields.currency).toBe('USD');
    expect(got.lineItems.map((l) => l.y1)).toEqual([7200]);
  });

  it('names the Dominican ITBIS as the tax', () => {
    const got = read('Caribe Foods: 10 tiendas a RD$ 5,000 por tienda al mes. ITBIS 18%.', 'es');
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['ITBIS', 18]);
  });
});

describe('what changed since a figure was said', () => {
  it('"they negotiated down to 140 seats" corrects the seats', () => {
    expect(
      amounts('Lakeview Bank: 150 seats at $30/seat/month, 12 months.\ncorrection — they negotiated down to 140 seats'),
    ).toEqual([[50400, 0]]);
  });

  it('a reply that says it replaces the quote it quotes prices only the reply', () => {
    const notes = `Final terms for Pine Hill Schools below. This replaces my 10/2 quote (quoted at the bottom).
- Reading Hub: 800 students @ $5/student/yr
> 10/2 quote: 800 students @ $6/student/yr`;
    const got = read(notes);
    expect(got.lineItems.map((l) => l.y1)).toEqual([4000]);
    expect(got.fields.custName).toBe('Pine Hill Schools');
  });

  it('"y la formación se la dejamos en 400 € la jornada" is the training\'s new price', () => {
    const notes =
      'Talleres Ruiz: 10 puestos a 40 € al mes cada uno, pago anual. Y la formación, 2 jornadas a 500 € la jornada. Perdona: son 12 puestos, no 10. Y la formación se la dejamos en 400 € la jornada.';
    expect(amounts(notes, 'es')).toEqual([
      [5760, 0],
      [800, 0],
    ]);
  });

  it('a price agreed later for the unit a line priced ("we agreed on $38 per desk") replaces that line\'s price', () => {
    const notes =
      'Offer sent to Orchard Labs: DeskHub for 40 desks at $45 per desk per month, install $2,000 one-time. Annual billing.\nCall on Tuesday: we agreed on $38 per desk, everything else as offered.';
    expect(amounts(notes)).toEqual([
      [18240, 0],
      [2000, 0],
    ]);
  });

  it('"acordamos 90 € por aula" replaces the price per classroom quoted earlier', () => {
    const notes =
      'Colegio Mirasierra: AulaNet para 12 aulas a 110 € por aula y año; instalación 600 € pago único.\nNota: hablé con el director y acordamos 90 € por aula, lo demás igual.';
    expect(amounts(notes, 'es')).toEqual([
      [1080, 0],
      [600, 0],
    ]);
  });

  it('"los 2 primeros meses sin coste" gives two months of the line off year one', () => {
    const got = read('Clínica Sol: Agenda Pro para 4 clínicas a 100 € por clínica y mes; los 2 primeros meses sin coste.', 'es');
    expect(got.discounts.map((d) => [d.kind, d.value, d.y1, d.y2])).toEqual([['amount', 800, true, false]]);
  });

  it("a year-two count said by its unit's name prices that line, not the last one", () => {
    const notes =
      'Elm County Schools: 1,000 students @ $5/student/yr; 40 teacher accounts @ $100/yr. 2-year term; year 2 student count goes to 1,200, same prices.';
    expect(amounts(notes)).toEqual([
      [5000, 6000],
      [4000, 4000],
    ]);
  });

  it('prices graduated bands band by band for the count bought, and lists the band not reached', () => {
    const notes = [
      'Harrow Freight: RouteDesk seats are graduated (each band priced separately), per seat per month:',
      '- first 20 seats: $30',
      '- seats 21-60: $25',
      '- 61+: $20',
      'They need 45 seats. Billed annually, 12 months.',
    ].join('\n');
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [7200, 0],
      [7500, 0],
    ]);
    expect(got.warnings.join('\n')).toMatch(/\$20 .*does not reach/);
  });

  it('prices the whole volume at the tier reached when the notes say so', () => {
    const notes =
      'Parcel Alerts for Brookline Post. Committed 300,000 messages per month. Volume pricing, whole volume at the tier reached: up to 100,000 $0.02 per message; 100,001 to 500,000 $0.015 per message; over 500,000 $0.01 per message. 12 months.';
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([[54000, 0]]);
    for (const off of ['$0.02', '$0.01 ']) expect(got.warnings.join('\n')).toContain(`Not priced: ${off.trim()}`);
  });

  it('lists tiers whose volume the notes do not give, never pricing a tier as a line', () => {
    const got = read(
      'Acme: seats in tiers, per seat per month:\n- first 20 seats: $30\n- seats 21-60: $25\n- 61+: $20\nSetup $500.',
    );
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([[500, 0]]);
    expect(got.warnings.filter((w) => w.includes('volume tier'))).toHaveLength(3);
  });

  it('"no son 12 sedes sino 15" and "not 30 seats but 36" correct the count', () => {
    expect(
      amounts('Librerías Norte: GestStock para 12 sedes a 50 € por sede al mes. PD: no son 12 sedes sino 15.', 'es'),
    ).toEqual([[9000, 0]]);
    expect(amounts('Kestrel Labs: 30 seats at $20/seat/month. Update from Dana: it is not 30 seats but 36.')).toEqual([
      [8640, 0],
    ]);
  });

  it('reads "$9.000 pesos chilenos por alumno al mes" as a price per pupil', () => {
    expect(amounts('Colegio Los Andes: AulaPro para 200 alumnos, $9.000 pesos chilenos por alumno al mes.', 'es')).toEqual([
      [21600000, 0],
    ]);
  });

  it('reads a price agreed all-in as the lines at list less the difference, in the years it says', () => {
    const notes =
      'Pinecrest Dental, 2-year deal. 40 seats at $25/seat/month, onboarding $4,000 one-time. That lists at $16,000 for year 1. They agreed to $14k all-in for year 1; year 2 at list.';
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [12000, 12000],
      [4000, 0],
    ]);
    expect(got.discounts.map((d) => [d.kind, d.value, d.y1, d.y2])).toEqual([['amount', 2000, true, false]]);
    const each = read('Pinecrest Dental, 2-year deal. 40 seats at $25/seat/month. We agreed to $11k all-in per year.');
    expect(each.discounts.map((d) => [d.kind, d.value, d.y1, d.y2])).toEqual([['amount', 1000, true, true]]);
    // a target all-in is what the customer wanted, not a price agreed
    const target = read('Pinecrest Dental: 40 seats at $25/seat/month. Their target was $10k all-in; we are above it.');
    expect(target.discounts).toEqual([]);
  });

  it('prices a retainer of days each month as a monthly line, not a deposit or a one-off', () => {
    expect(amounts('Kite Advisory: 12-month retainer contract, 4 consulting days per month @ £900/day.')).toEqual([[43200, 0]]);
    expect(amounts('Kite Advisory: support retainer, 10 hours per month at $150/hour, 12 months.')).toEqual([[18000, 0]]);
    // a retainer paid up front is still a payment, not a price
    const upfront = read('Kite Advisory: 20 consulting days at £900/day. Retainer of £5,000 up front.');
    expect(upfront.lineItems.map((l) => l.y1)).toEqual([18000]);
  });

  it('reads travel "at cost, capped at $2,500" as a ceiling, not a line', () => {
    const got = read('Riverbend Clinic: implementation, fixed fee $30,000. Travel billed at cost, capped at $2,500.');
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([[30000, 0]]);
    expect(got.warnings.join('\n')).toMatch(/\$2,500.*ceiling/);
  });

  it('reads milestone payments that add up to a fee as when it is paid, not more lines', () => {
    const notes =
      'Harbor Museum: exhibit app, fixed fee $50,000, paid in milestones: $10,000 on signature, $25,000 at beta, $15,000 at launch. Support retainer $1,000 per month.';
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [50000, 0],
      [12000, 0],
    ]);
    expect(got.warnings.join('\n')).toContain('Read $10,000, $25,000, $15,000 as the payment schedule');
    // amounts that do not add up to it stay lines
    expect(read(notes.replace('$15,000 at launch', '$16,000 at launch')).lineItems.length).toBeGreaterThan(2);
  });

  it('prices a phase 2 written as firmly as phase 1, and leaves out one said to come later', () => {
    const firm = read('Consulting for Alder Bank. Phase 1 Discovery – fixed fee £10,000. Phase 2 Build – fixed fee £30,000.');
    expect(firm.lineItems.map((l) => l.y1)).toEqual([10000, 30000]);
    const later = read('Consulting for Alder Bank. Phase 1 Discovery – fixed fee £10,000. Phase 2 (later, ~£30,000).');
    expect(later.lineItems.map((l) => l.y1)).toEqual([10000]);
  });

  it('reads "Price stays $40" as the price said again, not a line', () => {
    expect(amounts('Birch Legal: 30 seats at $40/user/month. Price stays $40.')).toEqual([[14400, 0]]);
  });

  it('takes the percentage offered back for the one the customer asked for, once', () => {
    const counter = read('Acme: 50 users at $30/user/mo. they asked for 15% off. I said we can do 10%.');
    expect(counter.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 10]]);
    const stated = read('Acme: 50 users at $30/user/mo. they asked for 15% off.\nManager: approved 10% on the whole deal.');
    expect(stated.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 10]]);
    const refused = read('Acme: 50 users at $30/user/mo. they asked for 15% off.');
    expect(refused.discounts).toEqual([]);
    expect(refused.warnings.join('\n')).toMatch(/asked, not agreed/);
  });

  it('never takes a tax rate as the answer to a discount asked', () => {
    const got = read('Acme: 80 endpoints at $35/endpoint/month.\nApprove 10% off endpoints?\nLee: go 8%, final.\nHST 13%.');
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 8]]);
    expect(got.fields.taxRate).toBe(13);
  });

  it('leaves a line tagged "(hardware)" out of "10% off everything except hardware"', () => {
    const got = read('Acme: 4 scanners at $250 each (hardware). 20 seats at $10/seat/month. 10% off everything except hardware.');
    expect(got.discounts.map((d) => d.lines)).toEqual([[1]]);
  });

  it('reads a currency code typed in lower case ("15 eur/mo")', () => {
    const got = read('delta bikes: 20 users x 15 eur/mo, setup 500 eur');
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [3600, 0],
      [500, 0],
    ]);
    expect(got.fields.currency).toBe('EUR');
    expect(read('Acme: 200 pen drives at 3 each').fields.currency).toBeUndefined();
  });

  it("never prices a CRM export's deal amount, and says so", () => {
    const notes = [
      'Exportación HubSpot',
      'Empresa: Constructora Granito',
      'Monto del negocio: USD 14.400',
      'Producto 1: SiteLog - 20 usuarios - USD 50 usuario/mes',
      'Producto 2: Implementación - USD 2.400 - único',
    ].join('\n');
    const got = read(notes, 'es');
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [12000, 0],
      [2400, 0],
    ]);
    expect(got.warnings.join('\n')).toMatch(/USD 14\.400 in "Monto del negocio: USD 14\.400".*deal's/);
    // one that is not the lines' sum is no price either, and the draft says so
    const other = read(notes.replace('14.400', '15.000'), 'es');
    expect(other.lineItems).toHaveLength(2);
    expect(other.warnings.join('\n')).toContain('USD 15.000');
  });

  it('"make it 45 seats" corrects a count of staff written earlier', () => {
    const notes =
      'Harbour Dental: RotaPlan for 38 staff at £9 per user per month, billed annually, 12 months. Update: actually make it 45 seats.';
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([[4860, 0]]);
    expect(got.fields.scale).toBe('45 staff');
  });

  it('lists the price in brackets after a renewed price ("£90 per month (was £80)") as the earlier one', () => {
    const got = read('Renewal, Keel Marine: Logbook module at £90 per month (was £80). 12 months, billed annually.');
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([[1080, 0]]);
    expect(got.warnings.join('\n')).toMatch(/£80.*current price/);
  });

  it('reads a tax rate written after a comma ("Ohio sales tax, 7.5% for Franklin County, applies")', () => {
    const got = read(
      'Maple Credit Union: 10 seats at $30/seat/month, 12 months. Ohio sales tax, 7.5% for Franklin County, applies.',
    );
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['Sales tax', 7.5]);
    expect(
      read('Maple Credit Union: 10 seats at $30/seat/month. No VAT, 10% off for the charity.').fields.taxRate,
    ).toBeUndefined();
  });

  it('reads "members grow to 1,500 in year 2, at $9 per member" as year two of the member line', () => {
    const notes =
      'Tidewater Credit Union: Member portal, 1,200 members at $8 per member per year. Card readers: 6 at $300 each. Two-year term; members expected to grow to 1,500 in year 2, at $9 per member.';
    expect(amounts(notes)).toEqual([
      [9600, 13500],
      [1800, 0],
    ]);
  });

  it('gives a year-two price per user to the user line, not to goods priced "each" after it', () => {
    const notes =
      'Birchwood Dental: 30 users at $20 per user per month; 4 scanners at $900 each. 24-month term. In year 2 the price goes to $22 per user.';
    expect(amounts(notes)).toEqual([
      [7200, 7920],
      [3600, 0],
    ]);
  });

  it('"Yr 2: 80 seats" after "Yr 1: 50 seats Pro @ $20" prices year two on 80', () => {
    expect(amounts('Delta Grain, 24-month term.\nYr 1: 50 seats Pro @ $20/seat/mo.\nYr 2: 80 seats.')).toEqual([[12000, 19200]]);
  });

  it('an option line still labelled is not priced once another was taken', () => {
    const notes = `We'll take Option 2.
> Option 1 — 1-year: Field Suite, 20 users at $50/user/mo.
> Option 2 — 2-year: same 20 users at $45/user/mo.`;
    const got = read(notes);
    expect(got.lineItems.map((l) => l.y1)).toEqual([10800]);
    expect(got.warnings.some((w) => w.includes('$50') && w.includes('several options'))).toBe(true);
  });
});

describe("a quote tool's table pasted as aligned text", () => {
  it('reads "Qty  Description  Unit  Ext" rows as count × unit price, the extension and the total as sums', () => {
    const notes = `From the quote tool – Tui Dental (Napier)

Qty   Description                 Unit        Ext (NZD, year 1)
40    Chairside Plus – licence    $9.00/mo    $4,320.00
1     Imaging bridge              $1,200/yr   $1,200.00
                                  TOTAL       $5,520.00 + GST (15%)

12-month term.`;
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [4320, 0],
      [1200, 0],
    ]);
    expect(got.fields.currency).toBe('NZD');
  });

  it('leaves prose with double spaces as prose', () => {
    expect(amounts('Acme Ltd.  40 seats at $20/seat/month.  Setup $500 one time.')).toEqual([
      [9600, 0],
      [500, 0],
    ]);
  });
});

describe('a negotiation', () => {
  it('reads the price agreed above the offer as that offer, and the price refused as no price', () => {
    const notes = `Dana accepted $36 on the call — please draft it.

---------- Forwarded message ---------
From: Sam Ortiz
Subject: Re: Birchwood Farms quote

Dana — we can't get to $33, but we can do $36/user/month for the 50 users on Harvest Pro, annual billing.`;
    const got = read(notes);
    expect(got.lineItems.map((l) => l.y1)).toEqual([21600]);
    expect(got.warnings.some((w) => w.includes('$33') && w.includes('refused'))).toBe(true);
  });
});

describe('older tune notes, read at last', () => {
  it('reads "un millón doscientos mil pesos" as 1,200,000 and "todo en pesos chilenos" as CLP', () => {
    const got = read(
      'Nota de voz: la propuesta para Viña Los Robles, son cinco sucursales a cincuenta mil pesos por sucursal al mes. Más la instalación, un millón doscientos mil pesos, una sola vez. Todo en pesos chilenos.',
      'es',
    );
    expect(got.fields.currency).toBe('CLP');
    expect(got.lineItems.map((l) => l.y1)).toEqual([3000000, 1200000]);
  });

  it('"el descuento quedó en 5%, no en 8%" replaces the 8% of the mail below', () => {
    const notes = `Les reenvío lo acordado con Colegio Andino. Ojo: el descuento quedó en 5%, no en 8% como dice el correo de abajo.

> - Consultoría: 100 horas a $200.000 COP la hora
> - Descuento: 8% sobre el total`;
    const got = read(notes, 'es');
    expect(got.discounts.map((d) => d.value)).toEqual([5]);
    expect(got.warnings.some((w) => w.includes('8%') && w.includes('replaced'))).toBe(true);
  });

  it('"no, £30 is right — £25 was the 2024 list" confirms the line and lists £25 as an old price', () => {
    const notes = `kate: Fenwick Opticians — 8 rooms on Clinic Plus, £60/room/month, annual
kate: + recall module £30/room/month
tom: recall was £25 in the old quote?
kate: no, £30 is right — £25 was the 2024 list`;
    const got = read(notes);
    expect(got.lineItems.map((l) => l.y1)).toEqual([5760, 2880]);
    expect(got.warnings.some((w) => w.includes('£30') && w.includes('said again'))).toBe(true);
  });

  it('"$1,500 setup per site" is per site, counted where the notes count the sites, and once', () => {
    expect(amounts('Harbor Inns — 4 sites. Wifi: $1,500 setup per site plus $300/site/month. 12 months.')).toEqual([
      [6000, 0],
      [14400, 0],
    ]);
  });
});

describe("the sixteenth corpus's shapes", () => {
  it('reads NIS, Gs. and Bs by their countries', () => {
    expect(read('Haifa Labs: 5 seats, NIS 1,000 per seat per quarter.').fields.currency).toBe('ILS');
    const gs = read('Chaco Foods (Paraguay): 10 camiones, Gs. 90.000 por camión por mes.', 'es');
    expect([gs.fields.currency, gs.lineItems[0]?.y1]).toEqual(['PYG', 10800000]);
    const bs = read('Andes SRL (Bolivia): 10 sucursales a Bs 500 por sucursal al mes.', 'es');
    expect([bs.fields.currency, bs.lineItems[0]?.y1]).toEqual(['BOB', 60000]);
  });

  it('prices a credit bundle sold, and go-live services once', () => {
    const got = read(
      'Delta Robotics: 10 seats at $100/seat/month, 2-year term. GPU pack: $5,000 one-time credit bundle. Go-live services $8,000 flat.',
    );
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [12000, 12000],
      [5000, 0],
      [8000, 0],
    ]);
  });

  it('counts "only 3 of the 8 stores" as 3', () => {
    const got = read(
      'Fresh Mart - 8 stores\nPOS platform $200 per store per month\nAnalytics add-on, only 3 of the 8 stores: $50/store/mo',
    );
    expect(got.lineItems.map((l) => l.y1)).toEqual([19200, 1800]);
  });

  it('does not price a line dropped from last year, seats already under contract, or a price floated before', () => {
    expect(
      amounts('Lakeside Bank renewal: 60 seats at $40/seat/mo. Drop the premium support line they had last year ($5,000).'),
    ).toEqual([[28800, 0]]);
    expect(
      amounts(
        'Ampliación - Transportes Sur: ya tienen 30 licencias a 20 €/mes (no se tocan). Añaden 10 licencias a 22 € por licencia y mes.',
        'es',
      ),
    ).toEqual([[2640, 0]]);
    expect(amounts('Pine Clinic: 10 providers at $300/provider/month. We had floated $320 last week; $300 is final.')).toEqual([
      [36000, 0],
    ]);
  });

  it('"update: customer cut to 40 seats" corrects the seats, and an add-on on every seat follows them', () => {
    const notes = `[9:02] ana: Rivera Gear - 50 seats of Help Desk at $30/seat/mo, annual
[9:05] ana: + chat add-on $10/seat/mo on every seat
[9:31] ana: update: customer cut to 40 seats; the add-on follows the seat count`;
    expect(amounts(notes)).toEqual([
      [14400, 0],
      [4800, 0],
    ]);
  });

  it('reads an aside in brackets after a price as the aside', () => {
    const notes =
      'Port Logistics: committed 100,000 API calls per month at $0.01 per call (overage billed later, not part of this proposal).';
    expect(amounts(notes)[0]?.[0]).toBe(12000);
  });
});

describe('a price per 1,000 units', () => {
  it('prices the count in thousands, by the period the count is said for', () => {
    const got = read('Kea Mail: they send 200,000 emails a month. Our rate: NZ$1.50 per 1,000 emails. Annual term.');
    expect(got.lineItems.map((l) => [l.desc, l.y1])).toEqual([['Our rate — 200,000 emails × NZ$1.50 per 1,000/month', 3600]]);
    expect(got.warnings).toEqual([]);
  });
});

// (seventeenth blind corpus, fourteenth session)
describe('ringgit, and taxes said around their rate', () => {
  it('reads "RM 1,250" as Malaysian ringgit in a Malaysian note, and leaves "RM" alone elsewhere', () => {
    const got = read('Kedai Buku Sdn Bhd: 12 tills at RM 1,250 each, one-off. Billed once.');
    expect(got.fields.currency).toBe('MYR');
    expect(amounts('Kedai Buku Sdn Bhd: 12 tills at RM 1,250 each, one-off. Billed once.')).toEqual([[15000, 0]]);
    expect(read('Meet in RM 12 at 3pm. 10 seats at $30/month.').fields.currency).not.toBe('MYR');
  });

  it('reads the rate after a tax the prices leave out ("ex GST, add 10%")', () => {
    const got = read('Harbour Primary: 300 pupils at A$12 per pupil per year. Prices ex GST, add 10%.');
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['GST', 10]);
  });

  it('reads a tax named in a few words before its rate, but not one the words deny', () => {
    const got = read('Indus Looms: 50 users at PKR 900 per user per month. Sindh sales tax on services 13% to be added.');
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['Sales tax', 13]);
    const exempt = read('Helix Clinic: 20 users at $40/user/month. VAT not charged, 10% discount on the users.');
    expect(exempt.fields.taxRate ?? null).toBeNull();
  });
});

// (eighteenth blind corpus, and the seventeenth's w23, fourteenth session)
describe('commitments, alternatives, old terms and goods', () => {
  it('prices a committed volume and leaves the overage rate unpriced, said as such', () => {
    const got = read(
      'Lakeside Clinic: committed 200,000 messages/yr at $0.02/message; overage at $0.03/message billed in arrears.',
    );
    expect(
      amounts('Lakeside Clinic: committed 200,000 messages/yr at $0.02/message; overage at $0.03/message billed in arrears.'),
    ).toEqual([[4000, 0]]);
    expect(got.warnings.some((w) => w.includes('$0.03') && /billed later/.test(w))).toBe(true);
  });

  it('reads "L 4,500" as lempiras in a note that names them, and "L" alone elsewhere as nothing', () => {
    const got = read('Finca El Roble, Honduras: 10 usuarios a L 4,500 por usuario al año.', 'es');
    expect(got.fields.currency).toBe('HNL');
    expect(got.lineItems.map((l) => l.y1)).toEqual([45000]);
    expect(read('Size L 40 shirts for the team. 10 seats at $30/month.').fields.currency).toBe('USD');
  });

  it('takes a figure glued to letters for a model name, not a count', () => {
    expect(amounts('Depot order: 12 x Acme RX40 scanners @ $900 each, one-off.')).toEqual([[10800, 0]]);
  });

  it('prices goods sold each with no period once, and never takes "the customer is VAT-exempt" for a name', () => {
    const got = read(
      'Hillcrest Academy: 2-year term. Licences 500 students at $10 per student per year. Laptops: 20 at $700 each. The customer is VAT-exempt.',
    );
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [5000, 5000],
      [14000, 0],
    ]);
    expect(got.fields.custName).not.toMatch(/exempt/i);
  });

  it("lists last year's line as an old price beside this year's", () => {
    const got = read('Harbour Books renewal.\nLast year: 10 seats at $20/seat/month.\nThis year: 12 seats at $22/seat/month.');
    expect(got.lineItems.map((l) => l.y1)).toEqual([3168]);
    expect(got.warnings.some((w) => w.includes('$20'))).toBe(true);
  });

  it('prices the named alternative the customer took and lists the others', () => {
    const notes =
      'Maple Dental looked at our care plans (Basic $1,000/yr, Plus $2,500/yr, Elite $6,000/yr) and chose Plus. 12 months.';
    expect(amounts(notes)).toEqual([[2500, 0]]);
    expect(read(notes).warnings.filter((w) => /\$1,000|\$6,000/.test(w))).toHaveLength(2);
    // two taken, or none: the list stays as written
    expect(chosenNamedOption('Plans: Basic $10, Plus $20. They chose Basic, then picked Plus.')).toBe(
      'Plans: Basic $10, Plus $20. They chose Basic, then picked Plus.',
    );
  });

  it('counts the units a label prices per ("per clinic: $45 a month, 22 clinics"), but not a channel ("por SMS")', () => {
    expect(amounts('Northside Vets. Licence per clinic: $45 a month, 22 clinics. 12 months.')).toEqual([[11880, 0]]);
    expect(
      amounts('Clínica Roble. 5 puestos a 30 € por puesto y mes. Avisos por SMS: 20 € al mes, tarifa plana. 12 meses.', 'es'),
    ).toEqual([
      [1800, 0],
      [240, 0],
    ]);
  });

  it('reads a pasted quote with a quantity for each year ("Y1 Qty | Y2 Qty")', () => {
    const notes = [
      'Quote for Heron Freight (24 months)',
      '| Product | Y1 Qty | Y2 Qty | Unit Price | Unit |',
      '| Route planner seat | 20 | 30 | $10.00 | per seat/month |',
      '| Setup | 1 | 0 | $500.00 | one-time |',
    ].join('\n');
    expect(amounts(notes)).toEqual([
      [2400, 3600],
      [500, 0],
    ]);
  });

  it("prices a renewal sheet's new-price column and lists its current-price column", () => {
    const notes = [
      'Renewal for Quarry Bay Clinics, renewal for 12 months, billed annually',
      'Item | Qty | Current price | 2027 price',
      'Scheduler seat | 25 | CAD 30/month | CAD 33/month',
      'SMS reminders bundle | 1 | CAD 1,800/year | CAD 1,950/year',
    ].join('\n');
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [9900, 0],
      [1950, 0],
    ]);
    expect(got.fields.term).toBe('12 months');
    for (const before of ['CAD 30', 'CAD 1,800']) expect(got.warnings.join('\n')).toContain(before);
  });

  it('reads "Precio actual | Precio nuevo" columns as the price paid today and the one sold', () => {
    const notes = [
      'Renovación Óptica Luz',
      'Concepto\tCantidad\tPrecio actual\tPrecio nuevo',
      'Licencia caja\t4\t20 €/mes\t22 €/mes',
    ].join('\n');
    expect(amounts(notes, 'es')).toEqual([[1056, 0]]);
  });

  it('reads a further percentage that goes on from a discount ("y adicional 5%")', () => {
    const got = read(
      'Cliente: Comercial Lara. 10 licencias a USD 30 al mes. Descuentos: 10% sobre las licencias, y adicional 5% sobre el total.',
      'es',
    );
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([
      ['pct', 10],
      ['pct', 5],
    ]);
  });
});
