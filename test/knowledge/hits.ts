// Knowledge hits built in code for answerer tests: passages of a made-up security document, and facts.
import type { KnowledgeHit } from '../../src/knowledge/search';

export function passageHit(citation: number, text: string, heading = 'Security'): KnowledgeHit {
  return {
    citation,
    kind: 'passage',
    id: `psg_${citation}`,
    source_id: 'src_1',
    source_name: 'Security overview.pdf',
    heading,
    text,
    page: citation,
    score: 1,
    found_by: ['keyword'],
    weak: false,
    voice: 'company',
  };
}

export function factHit(citation: number, text: string, topic: string): KnowledgeHit {
  return {
    citation,
    kind: 'fact',
    id: `fact_${citation}`,
    source_id: `fact_${citation}`,
    source_name: 'Facts',
    heading: topic,
    text,
    page: null,
    score: 1.5,
    found_by: ['fact'],
    weak: false,
    voice: 'company',
  };
}

/** Approved wording from a past questionnaire: the question it answered is its heading ("REF question"). */
export function answerHit(citation: number, text: string, heading: string): KnowledgeHit {
  return {
    citation,
    kind: 'answer',
    id: `psg_a${citation}`,
    source_id: 'src_answers',
    source_name: 'Our CAIQ 2025.xlsx',
    heading,
    text,
    page: null,
    score: 1,
    found_by: ['keyword'],
    weak: false,
    voice: 'company',
  };
}
