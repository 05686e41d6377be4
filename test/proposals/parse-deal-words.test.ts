// Words of deals the reader had missed: an "escalation" is a yearly rise, a "superseded" or earlier proposal's price is
// no line, a discount "requested" then "approved at 12%" is the 12%, and figures shown only to compare ("don't price
// it") are listed, not sold.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string) => parseNotes(notes, { lang: 'en', today: '2026-11-28' });
const years = (notes: string) => read(notes).lineItems.map((i) => [i.y1, i.y2]);

describe('words of deals', () => {
  it('"Yr 2 & 3: 8% escalation on subscription" raises the subscription in year two', () => {
    const notes =
      'Delta Mills (3-yr contract): Line Monitor Rs. 1,00,000 per line per annum × 3 lines; sensor kit Rs. 20,000 per line, one-time. Yr 2 & 3: 8% escalation on subscription.';
    expect(years(notes)).toEqual([
      [300000, 324000],
      [60000, 0],
    ]);
  });

  it('"Earlier proposal (superseded) had … at USD 3,200/site/month" is no line', () => {
    const notes =
      'Gulf Storage — final terms: Yard OS 2 sites @ USD 2,500/site/month, 12 months. Earlier proposal (superseded) had Yard OS at USD 2,800/site/month.';
    const got = read(notes);
    expect(got.lineItems.map((i) => i.y1)).toEqual([60000]);
    expect(got.warnings.join(' ')).toContain('USD 2,800');
  });

  it('"Requesting 15% …" then "Approved at 12% on the whole deal" takes the 12%', () => {
    const notes =
      'Rep: Requesting 15% off the total for Finch Legal. 20 users @ £30/user/month, 12 months.\nManager: 15% is too rich.\nVP: Approved at 12% on the whole deal.';
    expect(read(notes).discounts.map((d) => d.value)).toEqual([12]);
  });

  it('figures shown only to compare ("… but don\'t price it") are listed, not sold', () => {
    const notes =
      "Harbour Vets: the Clinic Bundle at €500 per clinic per month for 4 clinics, 12 months. Buying the parts separately would be €250 + €200 + €150 per clinic - show the saving, but don't price it.";
    const got = read(notes);
    expect(got.lineItems.map((i) => i.y1)).toEqual([24000]);
    expect(got.warnings.join(' ')).toContain('€250');
  });
});

describe('pence, scaled counts and seats already contracted', () => {
  it('"45p per home per month" in notes priced in pounds is £0.45', () => {
    const notes = 'Thames Co-op: Repairs Hub: 1,850 homes at 45p per home per month, portal £250/month. 12 months. VAT 20%.';
    expect(years(notes)).toEqual([
      [9990, 0],
      [3000, 0],
    ]);
  });

  it('"45p" with no pound in the notes is left alone', () => {
    expect(read('Acme: 10 seats at $20/seat/month, 12 months. Meeting at 4p per the agenda.').lineItems.length).toBe(1);
  });

  it('"1.2M messages/yr at NGN 4 per message" counts the messages', () => {
    expect(years('Eko Bank: SMS alerts: 1.2M messages/yr at NGN 4 per message. 12-month term.')).toEqual([[4800000, 0]]);
  });

  it('a tier\'s bound ("up to 5M calls/yr: $0.004/call") is no count to price', () => {
    const notes =
      'GeoAPI for Quill: platform fee $2,500/mo, 12 months.\nUsage tiers:\n  up to 5M calls/yr: $0.004/call\n  5M-20M: $0.003/call';
    expect(read(notes).lineItems.map((i) => i.y1)).toEqual([30000]);
  });

  it('"Existing: 40 terminals at A$59/terminal/mo - already contracted, leave alone" is no line', () => {
    const notes =
      'Upsell - River Wines\nExisting: 40 POS terminals at A$59/terminal/mo - already contracted, leave alone.\nThis proposal: 12 terminals @ A$64/terminal/mo, 12 months.';
    expect(years(notes)).toEqual([[9216, 0]]);
  });
});

describe('currencies written the local way, and a target', () => {
  it('"Rp 350.000" and "Rp 25 jt" are rupiah, a juta a million: no amount lost', () => {
    const got = read(
      'PT Laut Biru: 10 users, Rp 350.000 per user per month, contract 12 month. Implementation Rp 25 jt one time. Tablet 10 unit @ Rp 1,2 jt one time.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([42000000, 25000000, 12000000]);
    expect(got.fields.currency).toBe('IDR');
  });

  it('"Bs. 5.000.000" in notes from a .ve address is bolívares: listed, not lost', () => {
    const notes =
      'Farmacia Llano: licencia USD 500 mensuales, 12 meses. Contacto: ana@farmacialLano.com.ve. Referencia: al cambio de hoy serían unos Bs. 5.000.000.';
    expect(parseNotes(notes, { lang: 'es', today: '2026-11-28' }).warnings.join(' ')).toContain('5.000.000');
  });

  it('"Customer target was Rs. 12 lakh all-in" is a target, not a line', () => {
    const notes =
      'Opp: Coastal Pharma. QMS - 45 users x Rs. 2,200/user/month, 1 yr. Customer target was Rs. 12 lakh all-in; we are above it.';
    expect(read(notes).lineItems.map((i) => i.y1)).toEqual([1188000]);
  });
});

describe('free months and a tax named twice', () => {
  it('"first 3 mnths free on all sites" gives three months of the line off year one', () => {
    const got = read(
      'Highland Co: 2 yr deal. BrewTrack Pro, 8 sites @ £275/site/month, first 3 mnths free on all sites as launch promo.',
    );
    expect(got.discounts.map((d) => [d.kind, d.value, d.y1, d.y2])).toEqual([['amount', 6600, true, false]]);
  });

  it('"los primeros 3 meses del core sin costo" gives them on the core only', () => {
    const got = parseNotes(
      'Cooperativa Sur: Core en la nube: USD 6.800 mensuales. Los primeros 3 meses del core sin costo. Soporte USD 900 al mes. Contrato de 12 meses.',
      { lang: 'es', today: '2026-11-28' },
    );
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['amount', 20400]]);
  });

  it('"VAT (moms) 25%" is VAT at 25%', () => {
    const got = read('Nordvik AB: 35 vehicles at SEK 450 per vehicle per month, 12 months. VAT (moms) 25%.');
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['VAT', 25]);
  });
});

describe('parts bought separately, and a count grown to for the only per-unit line', () => {
  it('"Bought separately that would be HK$9,000 + HK$7,800 …" is a comparison, not three lines', () => {
    const got = read(
      'Harbour Mgmt - going with the Estate bundle at HK$19,500 per month. Bought separately that would be HK$9,000 + HK$7,800 + HK$5,200 a month. 1 year.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([234000]);
    expect(got.warnings.join(' ')).toContain('HK$7,800');
  });

  it('"Yr 2 device count increasing to 550" for the one line priced per device', () => {
    const notes =
      'Shree Hospitals: MDM for 400 tablets @ Rs. 85 per device per month. Duration 2 years. Yr 2 device count increasing to 550, same rate.';
    expect(years(notes)).toEqual([[408000, 561000]]);
  });
});

describe('plans not taken, the contract a renewal replaces, one-shot fees', () => {
  it('"not the Enterprise tier which was $89 a user a month" is an option not taken', () => {
    const got = read(
      'Puget CU: going with the Pro tier of SignalDesk, not the Enterprise tier which was $89 a user a month. Pro is $59 a user a month for 35 users, 1 year.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([24780]);
    expect(got.warnings.join(' ')).toContain('$89');
  });

  it('"curent contract: 1,800 licences at $4.10" (typed so) is the contract the renewal replaces', () => {
    const notes =
      'Pinecrest USD renewal:\n- curent contract: 1,800 student licences at $4.10/student/yr (ends 12/31)\n- new for 2027: 2,100 students @ $3.95/student/yr';
    expect(read(notes).lineItems.map((i) => i.y1)).toEqual([8295]);
  });

  it('"Recap of the FY26 contract: 30 seats at A$55/seat/mth" is no line', () => {
    const notes =
      'Renewal - Coast Physio\nRecap of the FY26 contract: 30 seats at A$55/seat/mth.\nFor FY27: 42 seats at A$52/seat/mth, 12 mths.';
    expect(read(notes).lineItems.map((i) => i.y1)).toEqual([26208]);
  });

  it('"9 screens at 420 € each (one shot)" is billed once in a two-year deal', () => {
    expect(years('Maison G: licence 1 200 € per year, 9 screens at 420 € each (one shot), 2 years.')).toEqual([
      [1200, 1200],
      [3780, 0],
    ]);
  });
});

describe('warehouses, travel, and two plans offered with "or"', () => {
  const es = (notes: string) => parseNotes(notes, { lang: 'es', today: '2026-11-28' });
  it('"3 depósitos x USD 1.350 por depósito por mes" are warehouses, not a deposit; a deposit still is one', () => {
    const got = es(
      'Frigorífico Sur:\n- WMS: 3 depósitos x USD 1.350 por depósito por mes\n- 12 meses. Depósito en garantía USD 2.000.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([48600]);
    expect(got.warnings.join(' ')).toContain('USD 2.000');
  });

  it('"Travel expenses: flat € 1.500,00 for all the trips" is billed once', () => {
    expect(
      years(
        'Officine B: 25 licences at € 1.080,00 per licence per year, contract 2 years. Travel expenses: flat € 1.500,00 for all the trips.',
      ),
    ).toEqual([
      [27000, 27000],
      [1500, 0],
    ]);
  });

  it('"plan Básico 2.900 €/año o plan Avanzado 4.600 €/año; eligen el Avanzado" prices the plan chosen', () => {
    const got = es(
      'Oferta para Conservas Rías S.L. Les pasé dos opciones: plan Básico 2.900 €/año o plan Avanzado 4.600 €/año; eligen el Avanzado. Contrato de 12 meses.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([4600]);
    expect(got.warnings.join(' ')).toContain('2.900 €');
  });

  it('"Basic $20/user/month or Pro $30/user/month … They picked Pro"', () => {
    const got = read(
      'Acme: We showed two plans: Basic $20/user/month or Pro $30/user/month for 40 users. They picked Pro. 12 months.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([14400]);
  });
});

describe('a price asked and refused, a consumption rate, "pm"', () => {
  it('"they had asked for ₹1,60,000 per warehouse but mgmt did not approve" is no line', () => {
    const got = read(
      'Shreeji Ltd: WMS licence ₹1,85,000 per warehouse per annum, 3 warehouses. 1 year. Earlier they had asked for ₹1,60,000 per warehouse but mgmt did not approve, so list price only.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([555000]);
    expect(got.warnings.join(' ')).toContain('asked for and refused');
  });

  it('"consumed at EGP 0.35 per SMS" is the rate a prepaid package is used at, no line', () => {
    const got = read(
      'Nile Pharma: prepaid credits package of EGP 600,000 per year (annual prepaid, consumed at EGP 0.35 per SMS). Connector EGP 22,000 monthly. 1 year.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([600000, 264000]);
  });

  it('"8 users R 1 150 pm each": "pm" after a price is per month', () => {
    expect(years('Karoo Solar (Pty) Ltd:\n- Design module 8 users R 1 150 pm each\n- 12 mnths')).toEqual([[110400, 0]]);
  });
});

describe('"à" between a count and its price, and man-days', () => {
  it('"4 sites à EUR 1.450,00 per site and month", "6 man-days à EUR 1.100,00"', () => {
    const notes =
      'Brenner GmbH:\n- Plant licence: 4 sites à EUR 1.450,00 per site and month\n- Operator accounts: 120 pieces à EUR 9,50 per month\n- Commissioning on site: 6 man-days à EUR 1.100,00\n- Contract duration 24 months';
    expect(years(notes)).toEqual([
      [69600, 69600],
      [13680, 13680],
      [6600, 0],
    ]);
  });
});

describe('shorthand a hurried rep writes', () => {
  it('"HW kit $450 ea per store" is each, for the stores counted before', () => {
    expect(
      years('Summit Co — 18 stores, POS analytics @ $95/store/month, annual, 12 mo. HW kit $450 ea per store one-time.'),
    ).toEqual([
      [20520, 0],
      [8100, 0],
    ]);
  });

  it('"they wnt 10% - mgr ok\'d 8% on whole thing. vat 20." is 8% off and VAT at 20%', () => {
    const got = read(
      "leeds - Aire Valley. 25 usrs practice mgmt £27/usr/pm, 12m. they wnt 10% - mgr ok'd 8% on whole thing. vat 20. sign: Helen",
    );
    expect(got.discounts.map((d) => d.value)).toEqual([8]);
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['VAT', 20]);
  });

  it('"3 days à EUR 1.250,00" and "3 days at $1,250" are three days of work', () => {
    expect(
      years(
        'Brenner: Commissioning on site: 3 days à EUR 1.250,00. IoT 45 machines à EUR 39,00 per machine and month, 24 months.',
      )[0],
    ).toEqual([3750, 0]);
    expect(years('Acme: onsite training 3 days at $1,250. 10 seats at $20/seat/month, 12 months.')[0]).toEqual([3750, 0]);
  });

  it('"el segundo año la licencia baja a 600 … porque suben a 70 licencias": year two at its own price and count', () => {
    const got = parseNotes(
      'Clínicas SR: 45 licencias a 650 pesos mensuales c/u. Son 2 años; el segundo año la licencia baja a 600 pesos mensuales porque suben a 70 licencias.',
      { lang: 'es', today: '2026-11-28' },
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[351000, 504000]]);
  });
});

describe('amounts off a fee, margins, a percentage given on the whole order', () => {
  it('"Onboarding: £3,500 less £1,000" is the fee with £1,000 off it', () => {
    const got = read(
      'Thornbury Trust: 7 schools × £1,150 per school per year. Onboarding: £3,500 less £1,000 (agreed with their CEO). 12 months.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([8050, 3500]);
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['amount', 1000]]);
  });

  it("a partner's margin is no customer discount", () => {
    const got = read(
      'Granite CU via Summit (reseller): 75 users at $31/user/mo, 12 months. Summit keeps their standard 20% partner margin off list, NOT a customer discount.',
    );
    expect(got.discounts).toEqual([]);
  });

  it('"A las ONG les damos 15% sobre el total del pedido" is 15% off the whole order', () => {
    const got = parseNotes(
      'Fundación Celeste: 18 usuarios a US$ 27 mensual. A las ONG les damos 15% sobre el total del pedido. Contrato 12 meses.',
      { lang: 'es', today: '2026-11-28' },
    );
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 15]]);
  });
});

describe('a budget pencilled in, days and a price both in words', () => {
  it('"I know you\'d pencilled in £15,000 for this" is a budget, not a line', () => {
    const got = read(
      "Pennine Water: 35 engineers at £29 per engineer per month, 12 months. I know you'd pencilled in £15,000 for this; the above lands a bit higher.",
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([12180]);
  });

  it('"five days at seven hundred and twenty pounds a day" is 5 × £720', () => {
    const got = read(
      'Severn Water: Telemetry for 240 sites at 12 pounds per site per month. Field engineer days, five days at seven hundred and twenty pounds a day. 12 months.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([34560, 3600]);
  });
});

describe('figures with no currency by them in notes that name one', () => {
  it('"flat 7,500 one-time", "3 sessions at 1,150 each" are listed, never dropped; "HST applies, 13%" is the tax', () => {
    const got = read(
      'Call notes – Maple CU (Ontario)\nMe: 200 staff on Business edition at CAD 28 per user per month.\nLisa: and the data migration?\nMe: flat 7,500 one-time. Training is 3 sessions at 1,150 each.\nMarc: HST applies, 13%.',
    );
    const said = got.warnings.join(' ');
    expect(said).toContain('7,500');
    expect(said).toContain('1,150');
    expect([got.fields.taxLabel, got.fields.taxRate]).toEqual(['HST', 13]);
  });
});

describe('an add-on looked at and passed on', () => {
  it('"they looked at the AI assistant ($350/mo) but passed for now" is listed, not sold', () => {
    const got = read(
      'Sunridge PM: RentRoll Cloud, 1,150 units at $1.10/unit/mo, 12 months. They looked at the AI leasing assistant ($350/mo) but passed for now.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([15180]);
    expect(got.warnings.join(' ')).toContain('$350');
  });
});

describe('dictated rises and model numbers', () => {
  it('"year 2 plus 4% on the seats" raises the seats in year two', () => {
    expect(
      years(
        'Buckeye Tool: 45 seats of ShopFloor at $39 per seat per month, billed annually. setup $1,200 one time. 2 year term, year 2 plus 4% on the seats.',
      ),
    ).toEqual([
      [21060, 21902.4],
      [1200, 0],
    ]);
  });

  it('"4 CashCycle TR-200 recyclers @ $16,900 each" is 4 recyclers, not 200', () => {
    expect(years('Great Miami CU: 4 CashCycle TR-200 recyclers @ $16,900 each (purchase). 12 months.')).toEqual([[67600, 0]]);
  });
});

describe('a rise on one line while billing quarterly, a month given free in Spanish', () => {
  it('"billing quarterly, year 2 increase 10% on monitoring only" leaves the quarterly visits at their price', () => {
    const notes =
      'Ikeja Hotel: 1. Quarterly preventive maintenance visits: NGN 650,000 per visit, 4 visits per year 2. Remote monitoring: NGN 120,000 monthly. Contract 2 years, billing quarterly, year 2 increase 10% on monitoring only.';
    expect(years(notes)).toEqual([
      [2600000, 2600000],
      [1440000, 1584000],
    ]);
  });

  it('"Les regalamos el primer mes de GymControl" is a month of that line off year one', () => {
    const got = parseNotes(
      'Giralda Fit, 6 centros. GymControl a 129,00 € por centro al mes. App 2.400,00 € al año. Les regalamos el primer mes de GymControl (solo GymControl). Contrato de 12 meses.',
      { lang: 'es', today: '2026-11-28' },
    );
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['amount', 774]]);
  });
});

describe('"pu pm" and "onceoff"', () => {
  it('"22 users @ R1,150 pu pm … impl R85,000 onceoff"', () => {
    const notes =
      'prop for Karoo Fresh (Pty) Ltd - 22 users on PackHouse ERP @ R1,150 pu pm, EDI link R3,800 pm, impl R85,000 onceoff. 2yr contract.';
    expect(years(notes)).toEqual([
      [303600, 303600],
      [45600, 45600],
      [85000, 0],
    ]);
  });

  it('"Hosting credit pack $900 oneoff" is billed once', () => {
    expect(years('Acme: 10 seats at $20/seat/month, 2yr contract. Hosting credit pack $900 oneoff.')[1]).toEqual([900, 0]);
  });
});

describe('a correction opened by "al final" or "EDIT"', () => {
  it('"Corrección tras hablar con Carmen: al final son 18 usuarios" corrects the count', () => {
    const got = parseNotes(
      'Bodegas Altamira: ERP VinoGest: 15 usuarios a 55 € usuario/mes. Contrato 12 meses.\nCorrección tras hablar con Carmen: al final son 18 usuarios.',
      { lang: 'es', today: '2026-11-28' },
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([11880]);
  });

  it('"EDIT: 25 seats" corrects the count', () => {
    expect(years('Acme: 20 seats at $30/seat/month, 12 months.\nEDIT: 25 seats.')).toEqual([[9000, 0]]);
  });
});

describe('a line dropped later in the notes', () => {
  it('"they dropped the payroll module" takes that line out and lists its price', () => {
    const got = read(
      'Prop for Vardhan Auto. HRMS 240 employees @ ₹95 per employee per month. Payroll module ₹45,000 per annum flat. Implementation ₹1,20,000 one time. 1 year.\nCorrection – after the call they dropped the payroll module. Rest same.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([273600, 120000]);
    expect(got.warnings.join(' ')).toContain('₹45,000');
  });

  it('"we\'ll drop off the hardware kit on Monday" drops nothing', () => {
    const got = read(
      "Acme: 10 seats at $20/seat/month, hardware kit $900 one time, 12 months. We'll drop off the hardware kit on Monday.",
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([2400, 900]);
  });
});

describe('"year 1 only" said of free months, and "24/7" before a price', () => {
  it('"NZ$310/month, first 3 months free (year 1 only)" keeps the subscription in year two', () => {
    const got = read(
      'Te Awa Farms: HerdSense subscription NZ$310/month, first 3 months free (year 1 only). 2 year term, annual invoice.',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[3720, 3720]]);
    expect(got.discounts.map((d) => [d.value, d.y1, d.y2])).toEqual([[930, true, false]]);
  });

  it('"Premium 24/7 AED 30,000/yr" is AED 30,000, never "7 AED"', () => {
    const got = read(
      'Al Noor FM: support options: Standard AED 18,000/yr or Premium 24/7 AED 30,000/yr. They chose Premium. 25 technicians at AED 95 per technician per month, 12 months.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([30000, 28500]);
  });
});
