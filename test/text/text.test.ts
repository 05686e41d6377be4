// The one text module: folding, tokens, stems, content words and sentences, as every capability sees them.
import { describe, expect, it } from 'vitest';
import { contentStems } from '../../src/text/content';
import { splitSentences } from '../../src/text/sentences';
import { coverage, stem, stemsMatch } from '../../src/text/stem';
import { detectLang, fold, numbersIn, searchTokens, tokens } from '../../src/text/words';

describe('words', () => {
  it('folds case and accents in any script, and keeps figures and compounds whole', () => {
    expect(fold('Certificación AÑO Ärger')).toBe('certificacion ano arger');
    expect(tokens('Uptime is 99.95%, 24/7 with multi-factor auth; Überprüfung')).toEqual([
      'uptime',
      'is',
      '99.95%',
      '24/7',
      'with',
      'multi-factor',
      'auth',
      'uberprufung',
    ]);
    expect(tokens('Шифрование данных')).toEqual(['шифрование', 'данных']);
    expect(searchTokens('ISO-9001 e-mail 99.9%')).toEqual(['iso', '9001', 'e', 'mail', '99', '9']);
  });

  it('compares figures across writing styles', () => {
    expect(numbersIn('99,95 % and 1,000 users and 99.95')).toEqual(['99.95', '1000', '99.95']);
  });

  it('guesses the language', () => {
    expect(detectLang('¿Cuál es el RPO de los datos?')).toBe('es');
    expect(detectLang('What is the RPO of the data?')).toBe('en');
  });
});

describe('stems', () => {
  it('makes plural, participle and Spanish forms of a word meet', () => {
    expect(stem('policies')).toBe(stem('policy'));
    expect(stem('encrypted')).toBe(stem('encrypts'));
    expect(stem('certificaciones')).toBe(stem('certificacion'));
    expect(stemsMatch(stem('encryption'), stem('encrypted'))).toBe(true);
    expect(stemsMatch(stem('backup'), stem('background'))).toBe(false);
    expect(stem('99.9%')).toBe('99.9%');
  });

  it('keeps apart words that begin alike but name different things, and still joins their own forms', () => {
    const same = (a: string, b: string) => stemsMatch(stem(a), stem(b));
    expect(same('customizations', 'customer')).toBe(false);
    expect(same('personal', 'personnel')).toBe(false);
    expect(same('integration', 'integrity')).toBe(false);
    expect(same('internal', 'international')).toBe(false);
    expect(same('governance', 'government')).toBe(false);
    expect(same('customers', 'customer')).toBe(true);
    expect(same('integrations', 'integrated')).toBe(true);
    expect(same('governance', 'governed')).toBe(true);
    expect(same('communicated', 'communication')).toBe(true);
    expect(same('communicated', 'community')).toBe(false);
  });

  it('measures coverage by stems', () => {
    expect(coverage(contentStems('encrypted backups'), contentStems('Backups are encrypted nightly'))).toBe(1);
    expect(coverage(contentStems('encrypted backups'), contentStems('Logs are kept'))).toBe(0);
    expect(contentStems('Do we offer SSO?')).toEqual(['sso']);
  });
});

describe('sentences', () => {
  it('splits at sentence ends but not after abbreviations or initials', () => {
    expect(splitSentences('We use AES-256, e.g. for backups. Keys rotate yearly! Is that enough? Sí.\nNew line here')).toEqual([
      'We use AES-256, e.g. for backups.',
      'Keys rotate yearly!',
      'Is that enough?',
      'Sí.',
      'New line here',
    ]);
    expect(splitSentences('Acme Inc. was founded by J. Smith in 2001. ¿Dónde está? Aquí')).toEqual([
      'Acme Inc. was founded by J. Smith in 2001.',
      '¿Dónde está?',
      'Aquí',
    ]);
  });

  it('does not split after the abbreviations of an address or a title', () => {
    expect(splitSentences('Nuestra sede está en Av. Los Leones 1200, Of. 301, Providencia. La dirige el Ing. Rojas.')).toEqual([
      'Nuestra sede está en Av. Los Leones 1200, Of. 301, Providencia.',
      'La dirige el Ing. Rojas.',
    ]);
  });

  it('does not split after an abbreviation behind a bracket or a quote', () => {
    expect(splitSentences('We allow strong suites only (e.g. ECDHE with AES-GCM). Weak ones are off.')).toEqual([
      'We allow strong suites only (e.g. ECDHE with AES-GCM).',
      'Weak ones are off.',
    ]);
    expect(splitSentences('Data is kept in region ("i.e. EU-West") for every tenant.')).toHaveLength(1);
    // an abbreviation that ends a compound ("EU-U.S.") goes on like the abbreviation alone (new-user trial 31)
    expect(splitSentences('Our US company is certified under the EU-U.S. Data Privacy Framework. It renews yearly.')).toEqual([
      'Our US company is certified under the EU-U.S. Data Privacy Framework.',
      'It renews yearly.',
    ]);
    // a time of day runs on into its range and its time zone, and still ends a sentence where one ends
    expect(
      splitSentences(
        'Support is staffed from 7:00 a.m. to 7:00 p.m. US Central Time, Monday to Friday. We open at 9 a.m. Call us.',
      ),
    ).toEqual([
      'Support is staffed from 7:00 a.m. to 7:00 p.m. US Central Time, Monday to Friday.',
      'We open at 9 a.m.',
      'Call us.',
    ]);
  });
});
