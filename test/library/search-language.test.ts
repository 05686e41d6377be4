// An embedder that knows one language (the bundled model is English-only) says nothing about the meaning of texts in
// another: a Spanish query is searched by its words alone, so an unrelated Spanish query finds nothing and an
// approved answer does not outrank the passage that answers (new-user trial 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import type { Embedder } from '../../src/library/embedder';
import { normalize } from '../../src/library/embedder';
import { detectLang } from '../../src/text/words';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { deterministicTestEmbedder } from './fixtures';

/** Like an English-only model: every Spanish text comes out as one and the same vector. */
function englishOnlyEmbedder(): Embedder {
  const english = deterministicTestEmbedder();
  const spanish = normalize(Float32Array.from({ length: 64 }, (_, i) => (i % 3 === 0 ? 1 : 0)));
  return {
    ...english,
    id: 'test:english-only:64',
    languages: ['en'],
    embed: async (texts) => {
      const vectors = await english.embed(texts);
      return texts.map((t, i) => (detectLang(t) === 'es' ? spanish : (vectors[i] as Float32Array)));
    },
  };
}

const MANUAL = [
  '# Manual de servicio',
  '## Soporte',
  'Nuestro soporte atiende de lunes a viernes de 8:00 a 20:00, hora de Chile.',
  '## Respaldos',
  'Realizamos respaldos diarios de las bases de datos y los conservamos durante 35 días.',
].join('\n\n');

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext({
    embedder: { current: englishOnlyEmbedder(), status: 'english-only test embedder' },
    env: { LOG_LEVEL: 'silent' },
  });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('a Spanish library and an English-only embedder, over %s', (transport) => {
  let call: Call;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const seeded = seedAccount(ctx);
    ({ call, close } = await makeCaller(transport, server.url, seeded.secret));
    expect((await call('add_source', { name: 'Manual de servicio.md', text: MANUAL })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
  });
  afterAll(() => close());

  it('finds nothing for an unrelated Spanish query', async () => {
    const res = await call('search_library', { query: 'receta de empanadas de pino para el almuerzo' });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });

  it('finds the passage a Spanish query asks about by its words, found by keyword alone', async () => {
    const res = await call('search_library', { query: '¿Cuánto tiempo conservan los respaldos?' });
    expect(res.body.results[0]).toMatchObject({ heading: 'Manual de servicio › Respaldos', weak: false });
    expect(res.body.results[0].found_by).toEqual(['keyword']);
  });
});

const HANDBOOK = [
  '# Staff handbook',
  '## Hiring',
  'We run background checks on every employee and contractor before their first day.',
  '## Offboarding',
  'Customer records are deleted within 60 days after a subscription ends.',
].join('\n\n');

describe.each(TRANSPORTS)('an English library asked in Spanish, over %s', (transport) => {
  let call: Call;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const seeded = seedAccount(ctx);
    ({ call, close } = await makeCaller(transport, server.url, seeded.secret));
    expect((await call('add_source', { name: 'Staff handbook.md', text: HANDBOOK })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
  });
  afterAll(() => close());

  it('searches the English reading too: the passage a Spanish question asks about comes first, not weak', async () => {
    const checks = await call('search_library', {
      query: '¿Verifican los antecedentes de los contratistas antes de contratarlos?',
    });
    expect(checks.body.results[0]).toMatchObject({ heading: 'Staff handbook › Hiring', weak: false, citation: 1 });
    const deletion = await call('search_library', { query: '¿Cuándo eliminan los datos al terminar la suscripción?' });
    expect(deletion.body.results[0]).toMatchObject({ heading: 'Staff handbook › Offboarding', weak: false });
    // and answers it, quoting the English sentence
    const answer = await call('teach_fact', {
      message: '¿Hacen verificación de antecedentes a los contratistas antes de contratarlos?',
    });
    expect(answer.body.reply).toContain('“We run background checks on every employee and contractor before their first day.”');
  });

  it('still finds nothing for an unrelated Spanish query', async () => {
    expect((await call('search_library', { query: 'receta de empanadas de pino para el almuerzo' })).body.results).toEqual([]);
  });
});
