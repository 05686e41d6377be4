// teach_fact — POST /facts: keep the statements of a message as facts (one per topic) and answer its questions.
import { z } from 'zod';
import { teach } from '../src/facts/teach';
import { KnowledgeResult } from '../src/knowledge/schema';
import { factsChanged } from '../src/rfps/knowledge-changes';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'teach_fact',
  title: 'Teach facts or ask a question',
  description:
    'Use this when the user tells you something about their company in plain words ("our uptime SLA is 99.95%", "tenemos 120 empleados") or asks what the company knows. Each statement is kept as the one fact of its topic, replacing an earlier fact on the same topic however it was worded; hedged sentences and instructions are not kept (not_saved counts them, reply says why). Questions are answered in `reply` only from the facts and the library, citing `sources` as [n], and only from what the company states about itself (never a definition, an example or a requirement a document puts to vendors or customers); when nothing supports an answer the reply says what is missing, and you should say so rather than answer from elsewhere. English and Spanish. Returns {reply, saved: [{topic, text}], not_saved, sources}.',
  http: { method: 'POST', path: '/facts', scope: 'write' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {
    conflict: 'the message brings new topics and the account already holds 2000 facts',
  },
  example: { message: 'Our uptime SLA is 99.95% a month. How is customer data encrypted at rest?' },
  input: z.object({
    message: z
      .string()
      .max(20_000)
      .refine((s) => s.trim().length > 0, 'must not be empty')
      .describe('Plain words: one or more statements about the company and/or questions, English or Spanish.'),
  }),
  output: z.object({
    reply: z.string().describe('What was kept, what was not and why, and the answer to each question with [n] citations.'),
    saved: z
      .array(
        z.object({
          topic: z.string().describe('The topic the fact was kept under (an earlier fact on it was replaced).'),
          text: z.string().describe('The fact as kept: the statement in the message’s own words.'),
        }),
      )
      .describe('The facts kept from this message.'),
    not_saved: z
      .number()
      .int()
      .describe('How many statements were not kept (uncertain, instructions, unclear, too long); reply says why.'),
    sources: z
      .array(KnowledgeResult)
      .describe('What the answers cite, numbered as the [n] markers in reply; empty when nothing was answered.'),
  }),
  async run(input, ctx) {
    const { changes, ...result } = await teach(ctx, ctx.caller.account.id, input.message);
    // answers citing a replaced fact go stale; requirements waiting on a taught fact are redrafted
    factsChanged(ctx, ctx.caller.account.id, changes);
    return result;
  },
});
