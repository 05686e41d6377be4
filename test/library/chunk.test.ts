// Passages stay bounded whatever the text: no spaces, no sentences, one endless line, runs of initials.
import { describe, expect, it } from 'vitest';
import { decodeText, textToBlocks } from '../../src/files/text';
import { chunkBlocks, countWords, MAX_PASSAGE_CHARS } from '../../src/library/chunk';

const passagesOf = (text: string) => chunkBlocks(textToBlocks(decodeText(Buffer.from(text, 'utf8'))));

describe('passage bounds', () => {
  it('cuts a 10 MB text without any whitespace into passages of at most 2,000 characters, losing nothing', () => {
    const text = 'abcdefghij'.repeat(1_000_000);
    const passages = passagesOf(text);
    expect(passages.length).toBe(5000);
    expect(Math.max(...passages.map((p) => p.text.length))).toBe(MAX_PASSAGE_CHARS);
    expect(passages.map((p) => p.text).join('')).toBe(text);
  });

  it('cuts a 1 MB single line of words without punctuation by words, keeping every word in order', () => {
    const words = Array.from({ length: 120_000 }, (_, i) => `word${i % 1000}`);
    const passages = passagesOf(words.join(' '));
    expect(passages.every((p) => p.text.length <= MAX_PASSAGE_CHARS && countWords(p.text) <= 240)).toBe(true);
    expect(passages.flatMap((p) => p.text.split(' '))).toEqual(words);
  });

  it('chunks a megabyte of initials and abbreviations in seconds (the sentence splitter was quadratic: hours)', () => {
    const text = 'J. R. R. e.g. Inc. '.repeat(55_000);
    const t0 = performance.now();
    const passages = passagesOf(text);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(passages.every((p) => p.text.length <= MAX_PASSAGE_CHARS)).toBe(true);
    expect(passages.flatMap((p) => p.text.split(/\s+/))).toHaveLength(55_000 * 5);
  });

  it('never splits a character outside the basic plane, and keeps only the start of an endless heading', () => {
    const passages = passagesOf(`# ${'Heading '.repeat(5000)}\n\n${'😀'.repeat(3000)}`);
    expect(passages.every((p) => !/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(p.text))).toBe(true);
    expect(passages.map((p) => p.text).join('')).toBe('😀'.repeat(3000));
    expect(passages[0]?.heading.length).toBeLessThanOrEqual(200);
  });
});

describe('Markdown inline marks', () => {
  it('are taken off what they mark, in paragraphs, bullets, headings and tables; lone asterisks stay', () => {
    const text = [
      '# **Encryption** keys',
      '- **Customer-managed keys**: available on the `Enterprise` plan.',
      'See the [status page](https://status.example.com) or *ask* __support__; 5 * 3 = 15 and snake_case stays.',
      '',
      '| **Plan** | Keys |',
      '|---|---|',
      '| Enterprise | *Customer-managed* |',
    ].join('\n');
    const passages = passagesOf(text)
      .map((p) => p.text)
      .join('\n');
    expect(passages).toContain('Customer-managed keys: available on the Enterprise plan.');
    expect(passages).toContain(
      'See the status page (https://status.example.com) or ask support; 5 * 3 = 15 and snake_case stays.',
    );
    expect(passages).toContain('Plan: Enterprise; Keys: Customer-managed');
    expect(passages).not.toMatch(/\*\*|`|__/);
    expect(textToBlocks(text)[0]).toMatchObject({ kind: 'heading', text: 'Encryption keys' });
  });
});
