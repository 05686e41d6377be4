// The zod shape of one knowledge hit as tools return it (search results and teach_fact sources alike).
import { z } from 'zod';

export const KnowledgeResult = z.object({
  citation: z.number().int().describe('The number to cite this hit by, e.g. [2]; 1..n in rank order.'),
  kind: z
    .enum(['fact', 'answer', 'passage', 'deal'])
    .describe(
      'fact: a taught fact (ranked first when it speaks to the query); answer: approved wording (an answer a person approved, or one imported from a past questionnaire; heading holds its question; ranked above passages when it speaks to the query); passage: a library passage; deal: a term of the proposal an RFP response is grounded in (drafting only).',
    ),
  source_id: z.string().describe('Id of the library source the passage comes from; for a fact, the fact id.'),
  source_name: z.string().describe('Name of that source; "Facts" for a fact.'),
  heading: z
    .string()
    .describe('The heading path the passage sits under ("Security › Certifications"), may be empty; for a fact, its topic.'),
  text: z
    .string()
    .describe(
      'The passage or fact text: one passage of the library (at most the passage size, about 240 words), never a whole document.',
    ),
  page: z.number().int().nullable().describe('PDF page the passage starts on; null for facts and other files.'),
  passage_id: z
    .string()
    .nullable()
    .describe('Id of the passage (stable while its source is kept), approved answers included; null for a fact.'),
  score: z
    .number()
    .describe(
      'How well it matches, for ordering and comparing results of one query: a passage scores its keyword match over ' +
        'the best one (0..1) plus a small semantic share, lowered when it is mostly not the company’s own statements ' +
        '(a standard’s requirement list, a glossary, a questionnaire); a fact on the query’s topic scores 1 or more.',
    ),
  found_by: z
    .array(z.enum(['fact', 'keyword', 'semantic', 'deal']))
    .describe(
      'Which retrievers found it: "keyword" (words), "semantic" (meaning, when an embedder runs), "fact", or "deal" (drafting only).',
    ),
  voice: z
    .enum(['company', 'other'])
    .describe(
      "other: the passage comes from another party's document (a buyer's RFP, a standard's control set; see the source's voice): context, not the company's own statement, and never quoted in drafted or fact answers. company: anything else.",
    ),
  weak: z
    .boolean()
    .describe(
      'True when it holds under half of what the query asks and no close semantic match: related, probably not an answer.',
    ),
});
