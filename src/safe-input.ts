// The shape every decoded request value is given before a schema sees it: plain copies, no prototype keys, bounded nesting.
import { invalid } from './errors';

/** Keys that could reach an object's prototype (or look like they do); dropped wherever they appear. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** No operation takes values nested this deep; deeper input is refused before anything walks it recursively. */
export const MAX_NESTING = 32;

type Container = Record<string, unknown> | unknown[];

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

/**
 * A plain copy of a request value (arguments of a call, a JSON body) holding only own enumerable data, with every
 * __proto__, constructor and prototype key dropped at any depth: a field can never arrive through a prototype, and
 * nothing downstream can pollute one. Walks iteratively, so deep nesting is a 400 naming the field, not a stack overflow.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text that cannot be stored as sent is refused, naming its field: a lone UTF-16 surrogate (it reads back as "�") or a
 * NUL (C strings, PDFs and file names end at it), except in a document's `text`, whose reader reports binary as 422.
 */
function checkText(text: string, path: string[]): void {
  const field = path.slice(0, 3).join('.') || 'body';
  if (LONE_SURROGATE.test(text)) throw invalid(field, 'holds a lone UTF-16 surrogate (\\ud800–\\udfff), which is not text.');
  // a document's text may hold a file sent as text: its reader says it is binary (422), as for an uploaded file
  if (field === 'text') return;
  if (text.includes('\u0000')) throw invalid(field, 'holds a NUL character (\\u0000): control characters are not text.');
}

export function safeInput(value: unknown): unknown {
  if (typeof value === 'string') checkText(value, []);
  if (!isContainer(value)) return value;
  const root: Container = Array.isArray(value) ? [] : {};
  const stack: Array<{ from: Container; to: Container; path: string[] }> = [{ from: value, to: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { from, to, path } = next;
    if (path.length > MAX_NESTING) throw invalid(path.slice(0, 2).join('.'), `nested deeper than ${MAX_NESTING} levels.`);
    for (const [key, v] of Object.entries(from)) {
      if (PROTOTYPE_KEYS.has(key)) continue;
      if (typeof v === 'string') checkText(v, [...path, key]);
      const copy = isContainer(v) ? (Array.isArray(v) ? [] : {}) : v;
      (to as Record<string, unknown>)[key] = copy;
      if (isContainer(v)) stack.push({ from: v, to: copy as Container, path: [...path, key] });
    }
  }
  return root;
}
