// Spanish questions typed without "¿…?" are questions, and the offline engine answers them from an English library.
import { afterAll, describe, expect, it } from 'vitest';
import { classifySentence } from '../../src/facts/sentences';
import { teach } from '../../src/facts/teach';
import { listFacts } from '../../src/knowledge/facts';
import { englishReading } from '../../src/knowledge/glossary';
import { analyseQuestion, frequenciesIn, withoutRequest } from '../../src/knowledge/question';
import { makeTestContext, seedAccount } from '../helpers/context';
import { accountWithDocument } from './library-helper';

describe('reading Spanish questions without question marks', () => {
  it.each([
    'dime cuál es el RPO',
    'quiero saber si cifran los datos en reposo',
    'necesito saber si hacen verificación de antecedentes a los empleados',
    'cuántos empleados tienen',
    'cual es la versión de TLS',
    'me puedes decir si tienen MFA',
    'quisiera saber el RTO',
    'We need to know whether data is encrypted at rest',
  ])('"%s" is a question', (text) => {
    expect(classifySentence(text)).toBe('question');
  });

  it.each([
    'Tenemos 85 empleados',
    'Cuando un cliente lo pide enviamos el informe SOC 2',
    'Ciframos los datos en reposo con AES-256',
  ])('"%s" is still a statement', (text) => {
    expect(classifySentence(text)).toBe('statement');
  });

  it('reads what is asked past the request that opens it', () => {
    expect(withoutRequest('quiero saber si cifran los datos en reposo')).toBe('cifran los datos en reposo');
    expect(withoutRequest('Tell me whether backups are encrypted')).toBe('backups are encrypted');
    expect(withoutRequest('What is the RPO?')).toBe('What is the RPO?');
    expect(analyseQuestion('dime cuál es el RPO').terms.map((t) => t.word)).toEqual(['rpo']);
  });

  it('reads security vocabulary in English words, phrases before words', () => {
    expect(englishReading('¿Hacen copias de seguridad de la base de datos?')).toContain('backup de la database');
    expect(englishReading('quiero saber si cifran los datos en reposo')).toContain('encrypted los data at rest');
    expect(englishReading('seguro de ciberriesgos')).toBe('seguro de ciberriesgos');
  });

  it('takes "each week" as weekly', () => {
    expect(frequenciesIn('Beta instances are restored each week from production backups.').ranks).toEqual([2]);
  });
});

describe('answering Spanish questions from an English library (offline engine)', () => {
  const ctx = makeTestContext();
  afterAll(() => ctx.db.close());

  it('quotes the English source for an unpunctuated Spanish question, keeps no fact, and declines an unknown word', async () => {
    const seeded = await accountWithDocument(ctx, [
      '# Security overview',
      '## Data security',
      'All data at rest including off-site recovery backups are encrypted using the AES-GCM 256-bit algorithm.',
      '## Backups',
      'Instructure creates daily database backups of data and content to Amazon S3.',
      '## Personnel',
      'Acme performs background checks on all employees and contractors during the hiring process.',
    ]);

    const rest = await teach(ctx, seeded.account.id, 'quiero saber si cifran los datos en reposo');
    expect(rest.saved).toEqual([]);
    expect(rest.reply).toMatch(/^P: quiero saber si cifran los datos en reposo R: “All data at rest .*AES-GCM 256-bit/);
    expect(rest.sources).toHaveLength(1);

    const checks = await teach(ctx, seeded.account.id, 'necesito saber si hacen verificación de antecedentes a los empleados');
    expect(checks.saved).toEqual([]);
    expect(checks.reply).toContain('“Acme performs background checks on all employees');

    const backups = await teach(
      ctx,
      seeded.account.id,
      'dime con qué frecuencia se hacen copias de seguridad de la base de datos',
    );
    expect(backups.reply).toContain('“Instructure creates daily database backups');

    const unknown = await teach(ctx, seeded.account.id, 'quiero saber si tienen un seguro de ciberriesgos');
    expect(unknown.sources).toEqual([]);
    expect(unknown.reply).toMatch(/No lo sé/);
    expect(listFacts(ctx, seeded.account.id)).toEqual([]);
  });

  it('still answers a Spanish question from a Spanish fact', async () => {
    const seeded = seedAccount(ctx);
    await teach(ctx, seeded.account.id, 'Nuestro RPO es de 30 minutos.');
    const asked = await teach(ctx, seeded.account.id, 'dime cuál es el RPO');
    expect(asked.saved).toEqual([]);
    expect(asked.reply).toContain('30 minutos');
  });
});
