// Notes written the way reps outside the US write them: dotted and year-first dates, the yen as 円, local tax names,
// company legal forms from many countries, and notes in a language the reader does not read, which must say so.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { manualClock, seedAccount } from '../helpers/context';
import { makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-27' });
const SEATS = '15 seats at EUR 30/seat/month.';

describe('dates', () => {
  it('reads a dotted date day first, in English notes too', () => {
    const got = read(`Proposal for Halden Optik. ${SEATS} Kick-off 03.10.2027, offer valid until 20.02.2027.`);
    expect(got.fields).toMatchObject({ startDate: '2027-10-03', validUntil: '2027-02-20' });
  });

  it('reads a year-first date with slashes or dots', () => {
    const got = read(`Proposal for Halden Optik. ${SEATS} Start 2027/05/03. Valid until 2027.03.20.`);
    expect(got.fields).toMatchObject({ startDate: '2027-05-03', validUntil: '2027-03-20' });
  });

  it('says how it read a slashed date that could be either way round, in the notes’ language', () => {
    const en = read(`Proposal for Halden Optik. ${SEATS} Start 02/11/2027.`);
    expect(en.fields.startDate).toBe('2027-02-11');
    const said = en.warnings.find((w) => w.includes('02/11/2027'));
    expect(said).toContain('February 11, 2027');
    expect(said).toContain('2027-11-02');

    const es = read('Propuesta para Ópticas Halden. 15 usuarios a USD 30 por usuario al mes. Inicio 02/11/2027.', 'es-419');
    expect(es.fields.startDate).toBe('2027-11-02');
    const dicho = es.warnings.find((w) => w.includes('02/11/2027'));
    expect(dicho).toContain('2 de noviembre de 2027');
    expect(dicho).toContain('2027-02-11');

    // a date only one way can read is not said
    const once = read(`Proposal for Halden Optik. ${SEATS} Start 25/11/2027.`);
    expect(once.fields.startDate).toBe('2027-11-25');
    expect(once.warnings).toEqual([]);
  });

  it('quotes a start date it cannot read instead of dropping it', () => {
    const got = read(`Proposal for Halden Optik. ${SEATS} Go-live on 4. Oktober 2027.`);
    expect(got.fields.startDate).toBeUndefined();
    expect(got.warnings.join('\n')).toContain('4. Oktober 2027');
  });
});

describe('money', () => {
  it('reads the yen written 円 after the figure', () => {
    const got = read('Proposal for Aoyama Print: 35 seats at 5,200円 per seat per month, setup 300,000円 one-time.');
    expect(got.fields.currency).toBe('JPY');
    expect(got.lineItems.map((i) => i.y1)).toEqual([2_184_000, 300_000]);
  });

  it('lists an amount by a currency sign it does not read', () => {
    const got = read(`Proposal for Halden Optik. ${SEATS} Hardware kit 8,000元 for the Shenzhen office.`);
    expect(got.warnings.join('\n')).toContain('8,000元');
  });
});

describe('tax labels', () => {
  const tax = (line: string) => {
    const f = read(`Proposal for Halden Optik. ${SEATS} ${line}`).fields;
    return [f.taxLabel, f.taxRate];
  };

  it('reads local names of the tax and its rate', () => {
    expect(tax('ALV 25.5% on top.')).toEqual(['ALV', 25.5]);
    expect(tax('Plus KDV %18.')).toEqual(['KDV', 18]);
    expect(tax('ДДС 20% extra.')).toEqual(['ДДС', 20]);
    expect(tax('ΦΠΑ 13% applies.')).toEqual(['ΦΠΑ', 13]);
    expect(tax('ICMS/ISS 5% on services.')).toEqual(['ICMS/ISS', 5]);
    expect(tax('JCT 10% applies.')).toEqual(['JCT', 10]);
  });

  it('keeps a label as written, its full stop too', () => {
    expect(tax('Prices zzgl. 19 % MwSt.')).toEqual(['MwSt.', 19]);
    expect(tax('USt. 20% on top.')).toEqual(['USt.', 20]);
  });
});

describe('customer names', () => {
  const customer = (notes: string) => read(notes).fields;

  it('keeps a legal form with its dots as part of the name', () => {
    const names: Array<[string, string]> = [
      ['Proposal for Przetwórnia Ryb Gdańsk Sp. z o.o. — 12 seats', 'Przetwórnia Ryb Gdańsk Sp. z o.o.'],
      ['Quote for Becker Holzbau GmbH & Co. KG: 12 seats', 'Becker Holzbau GmbH & Co. KG'],
      ['Proposal for Dvořák Strojírny s.r.o. 12 seats', 'Dvořák Strojírny s.r.o.'],
      ['Proposal for Nørgaard Fiskeri A/S, 12 seats', 'Nørgaard Fiskeri A/S'],
      ['Quote for Lácteos del Norte, S.A.B. de C.V. 12 seats', 'Lácteos del Norte, S.A.B. de C.V.'],
      ['Proposal for Bianchi Tessuti S.r.l. 12 seats', 'Bianchi Tessuti S.r.l.'],
      ['Proposal for Yıldız Tekstil A.Ş. 12 seats', 'Yıldız Tekstil A.Ş.'],
      ['Proposal for Sakura Denki K.K. 12 seats', 'Sakura Denki K.K.'],
    ];
    for (const [lead, name] of names) expect(customer(`${lead} at EUR 30/seat/month.`).custName).toBe(name);
  });

  it('keeps the signer written in brackets after such a name', () => {
    const f = customer('Proposal for Przetwórnia Ryb Gdańsk Sp. z o.o. (Anna Wiśniewska, CFO): 12 seats at EUR 30/seat/month.');
    expect(f).toMatchObject({ custName: 'Przetwórnia Ryb Gdańsk Sp. z o.o.', custSigner: 'Anna Wiśniewska' });
  });

  it('reads a name in another script', () => {
    expect(customer('Proposal for 株式会社 青木製作所, 20 seats at JPY 2,000/seat/month.').custName).toBe('株式会社 青木製作所');
  });

  it('reads the customer after "Offer for"', () => {
    const f = customer(
      'Offer for Bergkäserei Alpstein AG (Reto Zünd, COO, reto@alpstein.example): 12 seats at CHF 30/seat/month.',
    );
    expect(f).toMatchObject({ custName: 'Bergkäserei Alpstein AG', custSigner: 'Reto Zünd', custTitle: 'COO' });
  });

  it('does not take a role word and an honorific for the signer’s name', () => {
    const f = customer(
      'Proposal for Hafenwerke Bremen GmbH — Ansprechpartner Prof. Dieter Lüdke (CTO), d.luedke@hafenwerke.example. 12 seats at EUR 30/seat/month.',
    );
    expect(f.custSigner).toBe('Dieter Lüdke');
  });
});

describe('notes in a language the reader does not read', () => {
  const GERMAN =
    'Angebot für Hafenwerke Bremen GmbH. 80 Lizenzen Frachtplan Pro à 950,00 € pro Jahr, die Laufzeit ist 2 Jahre. ' +
    '5% Rabatt für das erste Jahr. Die Schulung mit Vor-Ort-Termin kostet 2.400 € einmalig.';
  const FRENCH =
    'Offre pour Coopérative Laitière du Jura. 60 licences Traçabilité à 14 € par utilisateur et par mois, avec une ' +
    'remise de 8% pour les deux ans. La formation est à 1 900 € pour le lancement.';

  it('says German notes are not read and every line must be checked', () => {
    const said = read(GERMAN).warnings.find((w) => /German/.test(w));
    expect(said).toMatch(/only English and Spanish/);
    // English notes that name a German company are English notes
    const english = read(
      'Proposal for Bau und Technik Müller GmbH: 12 seats at EUR 30/seat/month, 2-year term, 5% off year one.',
    );
    expect(english.warnings).toEqual([]);
  });

  it('says so of French notes, in Spanish when the draft is Spanish', () => {
    expect(read(FRENCH).warnings.some((w) => /French/.test(w))).toBe(true);
    expect(read(FRENCH, 'es-ES').warnings.some((w) => /francés/.test(w))).toBe(true);
  });

  it('says a line holds a count its price was not multiplied by', () => {
    const said = read(GERMAN).warnings.find((w) => w.includes('80 Lizenzen'));
    expect(said).toBeDefined();
  });
});

// dates in the notes are read against a fixed today
const live = sharedServer({ clock: manualClock() });

describe.each(TRANSPORTS)('through the API, over %s', (transport) => {
  async function draft(notes: string, lang = 'en') {
    const seeded = seedAccount(live.ctx);
    const { call, close } = await makeCaller(transport, live.url, seeded.secret);
    const res = await call('draft_proposal', { notes, lang });
    await close();
    expect(res.status).toBe(200);
    return res.body as { proposal: any; warnings: string[] };
  }

  it('prices yen written 円 and keeps a Polish legal form', async () => {
    const { proposal: p } = await draft(
      'Proposal for Przetwórnia Ryb Gdańsk Sp. z o.o.: 10 seats at 6,000円 per seat per month, start 2027.04.01.',
    );
    expect(p.fields).toMatchObject({ custName: 'Przetwórnia Ryb Gdańsk Sp. z o.o.', currency: 'JPY', startDate: '2027-04-01' });
    expect(p.lineItems.map((i: any) => i.y1)).toEqual([720_000]);
  });

  it('warns, in Spanish, that Portuguese notes are not read', async () => {
    const { warnings } = await draft(
      'Proposta para Laticínios Serra Azul Ltda. São 40 licenças do sistema com desconto de 10% no primeiro ano, ' +
        'por R$ 85 por usuário por mês. Não há taxa de implantação.',
      'es-419',
    );
    expect(warnings.some((w) => /portugués/.test(w))).toBe(true);
  });
});
