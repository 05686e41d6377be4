// Year two said apart from the line it changes: a count added ("they add 15 more (55 total)"), a count given alone
// ("Year 2: 60 hygienists"), and a rise said in the words reps use ("up 4% in year 2", "Years 2 and 3: +4%", "from
// the second contract year … increases by 2 %"), each on the lines it names and after year two's own count.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const TODAY = '2026-11-28';
const years = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: TODAY }).lineItems.map((i) => [i.y1, i.y2]);

// 40 × $30 × 12 = 14,400 a year
const DEAL = 'Harbor Dental: 40 hygienists on ChartEase at $30 per hygienist per month, 2-year term.';

describe("year two's own count, said apart from the line", () => {
  it.each([
    ['For year 2 they add 15 more hygienists (55 total).', 19800],
    ['In the second year they will add 10 hygienists, same price.', 18000],
    ['Year 2: 60 hygienists at the same rate.', 21600],
    ['Year 2 they bring on 12 additional hygienists.', 18720],
  ])('"%s" prices year two on that count', (said, y2) => {
    expect(years(`${DEAL} ${said}`)).toEqual([[14400, y2]]);
  });

  it('in Spanish: "se suman 20 (60 en total)"', () => {
    const notes =
      'Clínica Puerto: 40 higienistas en ChartEase a 30 € por higienista al mes, contrato 2 años. Año 2: se suman 20 higienistas (60 en total), mismo precio.';
    expect(years(notes, 'es')).toEqual([[14400, 21600]]);
  });

  it('a rise said with the count applies to year two on that count', () => {
    // 60 × 30 × 12 = 21,600, 2% more = 22,032
    expect(years(`${DEAL} Year 2: 60 hygienists, price + 2%.`)).toEqual([[14400, 22032]]);
  });

  it('a year-one-only sentence changes nothing', () => {
    expect(years(`${DEAL} Onboarding of 15 more hygienists happens in the first month.`)).toEqual([[14400, 14400]]);
  });
});

describe('a year-two rise in the words reps use', () => {
  const TWO = 'Harbor Dental: 40 hygienists on ChartEase at $30 per hygienist per month, imaging add-on $200/month.';
  it('"ChartEase up 4% in year 2, imaging flat" raises the named line only', () => {
    expect(years(`${TWO} 2-year term. ChartEase up 4% in year 2, imaging flat.`)).toEqual([
      [14400, 14976],
      [2400, 2400],
    ]);
  });

  it('"Years 2 and 3: +4% on the monthly items" raises every recurring line, not the setup', () => {
    expect(years(`${TWO} Setup $900 one-time. 36 months. Years 2 and 3: +4% on the monthly items.`)).toEqual([
      [14400, 14976],
      [2400, 2496],
      [900, 0],
    ]);
  });

  it('"from the second contract year … increases by 2 %"', () => {
    const notes = `${DEAL} From the second contract year the price per hygienist increases by 2 %.`;
    expect(years(notes)).toEqual([[14400, 14688]]);
  });

  it('"up to 10%" is no rise', () => {
    expect(years(`${DEAL} Year 2 usage may be up to 10% higher.`)).toEqual([[14400, 14400]]);
  });
});

describe('which line a year-two count is of', () => {
  const TWO =
    'Harbor BPO:\nSuite A - 300 agents x $45 per agent per month\nModule B - 80 seats x $30/seat/month\nTerm: 24 months, billed annually.';
  it('the line whose unit the clause counts, not the last one read', () => {
    expect(years(`${TWO} For Year 2 they will add 100 more agents to Suite A (400 total), Module B stays at 80.`)).toEqual([
      [162000, 216000],
      [28800, 28800],
    ]);
  });

  it("a total with no count of a line's unit beside it changes no line", () => {
    expect(years(`${TWO} In year 2 the contract covers 3 sites (5 total with partners).`)).toEqual([
      [162000, 162000],
      [28800, 28800],
    ]);
  });
});

describe('year two said in a clause of its own, and lines of year one only', () => {
  it('"30 users at R420 pp/pm. They\'ll grow to 45 users in year two": counted in users, priced per person', () => {
    const notes = "Karoo Solar (Pty) Ltd: 2 years. 30 users at R420 pp/pm. They'll grow to 45 users in year two (same rate).";
    expect(years(notes)).toEqual([[151200, 226800]]);
  });

  it('"Año 2: mismo precio, pero suben a 75 vehículos": the sentence led by year two speaks of it in each clause', () => {
    const notes =
      'Transportes Sur: plazo 24 meses. 60 vehículos con GPS a $85.000 COP por vehículo al mes. Año 2: mismo precio, pero suben a 75 vehículos.';
    expect(years(notes, 'es')).toEqual([[61200000, 76500000]]);
  });

  it('"Hosting $400/month, year 1 only" and "Workshops: 3 sessions @ $1,750 each, yr1 only" bill year one alone', () => {
    const notes =
      'Riverbend: 2 yrs. 50 users at $10/user/mo. Hosting $400/month, year 1 only. Workshops: 3 sessions @ $1,750 each, yr1 only.';
    expect(years(notes)).toEqual([
      [6000, 6000],
      [4800, 0],
      [5250, 0],
    ]);
  });

  it('"10% off year 1 only" after a fee is the discount\'s years, not the fee\'s', () => {
    expect(years('Riverbend: 2 yrs. Platform $20k/yr, 10% off year 1 only.')).toEqual([[20000, 20000]]);
  });
});

describe('a year-two count of a line priced with no period', () => {
  it('"Year 1: committed 2,400,000 API calls at KES 1.20 per call. Year 2: … committed 3,600,000 calls"', () => {
    const notes =
      'Sacco Ltd. 2 years. Year 1: committed 2,400,000 API calls at KES 1.20 per call. Year 2: they grow, committed 3,600,000 calls at the same rate.';
    expect(years(notes)).toEqual([[2880000, 4320000]]);
  });
});

describe('a count added with its total in brackets', () => {
  it('"in year 2 they add 4 stores (18 sites)" ends year two on 18, not on 18 more', () => {
    const notes =
      'Prairie Grocers: 14 sites at C$3,200/site/year. 2 year term; in year 2 they add 4 stores (18 sites) at the same per-site rate.';
    expect(years(notes)).toEqual([[44800, 57600]]);
  });
});
