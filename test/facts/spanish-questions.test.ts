// Spanish questions typed without "¿…?" are questions, and the offline engine answers them from an English library.
import { afterAll, describe, expect, it } from 'vitest';
import { classifySentence } from '../../src/facts/sentences';
import { teach } from '../../src/facts/teach';
import { bilingualSize, englishReading } from '../../src/knowledge/bilingual';
import { missingOf } from '../../src/knowledge/evidence';
import { listFacts } from '../../src/knowledge/facts';
import { analyseQuestion, countsThing, frequenciesIn, withoutRequest } from '../../src/knowledge/question';
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
    // a buyer's request put as an instruction is one too
    'Describe your approach to accessibility for students with disabilities.',
    'List the subprocessors that handle student data.',
    'Name the project manager who will lead the rollout.',
  ])('"%s" is a question', (text) => {
    expect(classifySentence(text)).toBe('question');
  });

  it.each([
    'Tenemos 85 empleados',
    'Cuando un cliente lo pide enviamos el informe SOC 2',
    'Ciframos los datos en reposo con AES-256',
    'List prices are published every January.',
    'State-of-the-art encryption protects every backup.',
  ])('"%s" is still a statement', (text) => {
    expect(classifySentence(text)).toBe('statement');
  });

  it('reads what is asked past the request that opens it', () => {
    expect(withoutRequest('quiero saber si cifran los datos en reposo')).toBe('cifran los datos en reposo');
    expect(withoutRequest('Tell me whether backups are encrypted')).toBe('backups are encrypted');
    expect(withoutRequest('What is the RPO?')).toBe('What is the RPO?');
    expect(analyseQuestion('dime cuál es el RPO').terms.map((t) => t.word)).toEqual(['rpo']);
  });

  it('reads security vocabulary in English words, phrases before words, inflected forms too', () => {
    // function words become English ones ("de la" → "of the", "si" → "if"), a verb loses the pronoun it carries
    expect(englishReading('¿Hacen copias de seguridad de la base de datos?')).toBe('backups of the database');
    expect(englishReading('quiero saber si cifran los datos en reposo')).toContain('if encrypt the data at rest');
    // a phrase's English words are not read again as Spanish ("personal" is also a Spanish noun)
    expect(englishReading('¿Quién accede a los datos personales?')).toContain('access to the personal data');
    expect(englishReading('¿Las contraseñas cifradas se rotan cada mes?')).toBe('the password encrypted rotate every month');
    expect(englishReading('el perro de la oficina')).toBe('the perro of the office');
    expect(englishReading('¿Prueban el plan antes de aprobarlo?')).toBe('test the plan before of approve');
    // no content word read, no reading
    expect(englishReading('el perro')).toBe('el perro');
  });

  it('is a general list of hundreds of words, not a list of the questions asked', () => {
    const size = bilingualSize();
    expect(size.phrases).toBeGreaterThan(100);
    expect(size.forms).toBeGreaterThan(1000);
  });

  it('takes "each week" as weekly', () => {
    expect(frequenciesIn('The staging copy is rebuilt each week from the latest backup.').ranks).toEqual([2]);
  });

  it('takes a count per period as its rhythm: three times a year is at least twice a year, not quarterly', () => {
    expect(frequenciesIn('We rehearse a full failover three times a year.').ranks).toEqual([5]);
    expect(frequenciesIn('Reviews happen 4 times per month.').ranks).toEqual([3]);
    expect(frequenciesIn('Se prueba dos veces al año.').ranks).toEqual([5]);
    expect(frequenciesIn('It was restarted three times last year.').ranks).toEqual([]);
  });
});

describe('answering Spanish questions from an English library (offline engine)', () => {
  const ctx = makeTestContext();
  afterAll(() => ctx.db.close());

  it('quotes the English source for an unpunctuated Spanish question, keeps no fact, and declines an unknown word', async () => {
    const seeded = await accountWithDocument(ctx, [
      '# Security overview',
      '## Data security',
      'Stored data, off-site copies included, is encrypted at rest with AES-256.',
      '## Backups',
      'Acme takes a backup of every database daily and keeps it in another region.',
      '## Personnel',
      'Before an offer is final, Acme runs background checks on every new employee and contractor.',
    ]);

    const rest = await teach(ctx, seeded.account.id, 'quiero saber si cifran los datos en reposo');
    expect(rest.saved).toEqual([]);
    expect(rest.reply).toMatch(/^P: quiero saber si cifran los datos en reposo R: “Stored data, .*AES-256/);
    expect(rest.sources).toHaveLength(1);

    const checks = await teach(ctx, seeded.account.id, 'necesito saber si hacen verificación de antecedentes a los empleados');
    expect(checks.saved).toEqual([]);
    expect(checks.reply).toContain('Acme runs background checks on every new employee');

    const backups = await teach(
      ctx,
      seeded.account.id,
      'dime con qué frecuencia se hacen copias de seguridad de la base de datos',
    );
    expect(backups.reply).toContain('“Acme takes a backup of every database daily');

    // words the list reads but no passage holds, and a word it does not know, are both declined
    const absent = await teach(ctx, seeded.account.id, 'quiero saber si tienen un seguro de ciberriesgos');
    expect(absent.sources).toEqual([]);
    const unknown = await teach(ctx, seeded.account.id, 'quiero saber si el perro de la oficina tiene nombre');
    expect(unknown.sources).toEqual([]);
    expect(unknown.reply).toMatch(/No lo sé/);
    expect(listFacts(ctx, seeded.account.id)).toEqual([]);
  });

  it('answers from a fact whose topic names what the question asks and its sentence does not ("año")', async () => {
    const seeded = await accountWithDocument(ctx, [
      '# Ficha de la empresa',
      'La empresa opera una plataforma de gestión documental en la nube.',
      'Ciframos los datos en reposo con AES-256 y realizamos respaldos diarios.',
    ]);
    const taught = await teach(ctx, seeded.account.id, 'Andes Nube SpA fue fundada en 2015.');
    expect(taught.saved).toHaveLength(1);
    const asked = await teach(ctx, seeded.account.id, '¿En qué año fue fundada la empresa?');
    expect(asked.saved).toEqual([]);
    expect(asked.reply).toContain('2015');
  });

  it('still answers a Spanish question from a Spanish fact', async () => {
    const seeded = seedAccount(ctx);
    await teach(ctx, seeded.account.id, 'Nuestro RPO es de 30 minutos.');
    const asked = await teach(ctx, seeded.account.id, 'dime cuál es el RPO');
    expect(asked.saved).toEqual([]);
    expect(asked.reply).toContain('30 minutos');
  });
});

describe('what kind of answer a question asks for: "how long", "en qué plazo", "con qué frecuencia"', () => {
  const ctx = makeTestContext();
  afterAll(() => ctx.db.close());

  it('takes the asking words for the kind of answer, not for its subject, and wants a figure for "how long"', () => {
    expect(analyseQuestion('¿Durante cuánto tiempo se conservan los registros de auditoría?').terms.map((t) => t.word)).toEqual([
      'conservan',
      'registros',
      'auditoria',
    ]);
    expect(analyseQuestion('¿En qué plazo se revocan los accesos?')).toMatchObject({ amount: true });
    expect(analyseQuestion('Within what timeframe is access revoked?').terms.map((t) => t.word)).toEqual(['access', 'revoked']);
    expect(analyseQuestion('How often are keys rotated?')).toMatchObject({ frequency: 'rhythm' });
    // an opening "¿" does not hide an open question for a figure
    expect(analyseQuestion('¿Cuántos empleados tiene la empresa?')).toMatchObject({ amount: true });
    expect(frequenciesIn('Las claves se rotan cada 12 meses.').ranks).toEqual([6]);
    // a count is answered by a figure of the thing counted, not by a figure near its word
    const employees = analyseQuestion('¿Cuántos empleados tiene la empresa?').counted as string;
    expect(countsThing('Tenemos 85 empleados en tres países.', employees)).toBe(true);
    expect(countsThing('Número de empleados: unos 85.', employees)).toBe(true);
    expect(countsThing('Los accesos se revocan dentro de las 24 horas siguientes a la salida de un empleado.', employees)).toBe(
      false,
    );
    expect(
      countsThing('We have 1,800 full-time employees.', analyseQuestion('How many employees do you have?').counted as string),
    ).toBe(true);
    // what is missing is named in the question's own words, accents kept ("año", never the folded "ano")
    const founded = '¿En qué año inició sus operaciones la compañía?';
    expect(missingOf(founded, 'es', undefined, analyseQuestion(founded))).toBe('año inició operaciones compañía');
    expect(frequenciesIn('Keys are rotated every 90 days.').ranks).toEqual([4]);
    expect(frequenciesIn('Restores are tested every 2 years.').ranks).toEqual([7]);
  });

  it('answers them from a Spanish library that says it in other words, and declines "regularly" for "how often"', async () => {
    const seeded = await accountWithDocument(ctx, [
      '# Seguridad',
      '## Registros',
      'Conservamos los registros de auditoría durante 12 meses.',
      '## Claves',
      'Las claves de cifrado se rotan cada 12 meses.',
      '## Accesos',
      'Los accesos de un funcionario desvinculado se revocan dentro de las 24 horas.',
      '## Planes',
      'Los planes de continuidad se prueban regularmente.',
      '## Personal',
      'Todos los empleados de la empresa firman un acuerdo de confidencialidad.',
    ]);
    const ask = async (q: string) => (await teach(ctx, seeded.account.id, q)).reply;
    expect(await ask('¿Durante cuánto tiempo se conservan los registros de auditoría?')).toContain('durante 12 meses');
    expect(await ask('¿Con qué frecuencia se rotan las claves de cifrado?')).toContain('cada 12 meses');
    expect(await ask('¿En qué plazo se revocan los accesos de un funcionario desvinculado?')).toContain('24 horas');
    expect(await ask('¿Con qué frecuencia se prueban los planes de continuidad?')).toMatch(/No lo sé/);
    expect(await ask('¿Cuántos empleados tiene la empresa?')).toMatch(/No lo sé/);
    // (a sentence with a figure and the word "employee" is no count of them)
    expect(await ask('¿Cuántos funcionarios desvinculados hay?')).toMatch(/No lo sé/);
    expect(listFacts(ctx, seeded.account.id)).toEqual([]);
  });
});
