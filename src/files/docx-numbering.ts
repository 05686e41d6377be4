// Word list numbering (word/numbering.xml): the counters Word keeps per list and the number it prints before each
// item ("3.2.1", "a)", "iv."), so typed-free numbered requirements keep the ref the reader sees.
import { attribute, localName, parseXml } from './xml';

const local = localName;
const attr = attribute;

interface Level {
  format: string;
  text: string;
  start: number;
}

export interface Numbering {
  levels: Map<string, Map<number, Level>>;
  /** numId → abstract id and its start overrides. */
  nums: Map<string, { abstract: string; starts: Map<number, number> }>;
}

export function readNumbering(xml: string): Numbering {
  const levels = new Map<string, Map<number, Level>>();
  const nums = new Map<string, { abstract: string; starts: Map<number, number> }>();
  let abstract: Map<number, Level> | null = null;
  let level: Level | null = null;
  let num: { id: string; abstract: string; starts: Map<number, number> } | null = null;
  let override: number | null = null;
  parseXml(xml, { kind: 'docx', part: 'numbering' }, (p) => {
    p.on('opentag', (t) => {
      const tag = local(t.name);
      const a = t.attributes as Record<string, string>;
      if (tag === 'abstractNum') {
        abstract = new Map();
        levels.set(attr(a, 'abstractNumId') ?? '', abstract);
      } else if (tag === 'lvl' && abstract) {
        level = { format: 'decimal', text: '', start: 1 };
        abstract.set(Number(attr(a, 'ilvl')), level);
      } else if (level && tag === 'numFmt') level.format = attr(a, 'val') ?? 'decimal';
      else if (level && tag === 'lvlText') level.text = attr(a, 'val') ?? '';
      else if (level && tag === 'start') level.start = Number(attr(a, 'val')) || 0;
      else if (tag === 'num') num = { id: attr(a, 'numId') ?? '', abstract: '', starts: new Map() };
      else if (num && tag === 'abstractNumId') num.abstract = attr(a, 'val') ?? '';
      else if (num && tag === 'lvlOverride') override = Number(attr(a, 'ilvl'));
      else if (num && override !== null && tag === 'startOverride') num.starts.set(override, Number(attr(a, 'val')));
    });
    p.on('closetag', (t) => {
      const tag = local(t.name);
      if (tag === 'lvl') level = null;
      else if (tag === 'abstractNum') abstract = null;
      else if (tag === 'lvlOverride') override = null;
      else if (tag === 'num' && num) {
        nums.set(num.id, { abstract: num.abstract, starts: num.starts });
        num = null;
      }
    });
  });
  return { levels, nums };
}

function roman(n: number): string {
  const parts: Array<[number, string]> = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  let rest = n;
  for (const [value, letters] of parts) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

function formatNumber(n: number, format: string): string {
  const letter = String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
  switch (format) {
    case 'lowerLetter':
      return letter;
    case 'upperLetter':
      return letter.toUpperCase();
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'decimalZero':
      return String(n).padStart(2, '0');
    default:
      return String(n);
  }
}

/** Keeps Word's list counters (per list, deeper levels restart) and renders each item's printed number. */
export function listCounter(numbering: Numbering) {
  const counters = new Map<string, number[]>();
  return (numId: string, ilvl: number): string => {
    const num = numbering.nums.get(numId);
    const levels = num && numbering.levels.get(num.abstract);
    if (!num || !levels) return '';
    const counts = counters.get(numId) ?? [];
    counters.set(numId, counts);
    const startOf = (l: number) => num.starts.get(l) ?? levels.get(l)?.start ?? 1;
    counts[ilvl] = counts[ilvl] === undefined ? startOf(ilvl) : (counts[ilvl] as number) + 1;
    counts.length = ilvl + 1;
    const level = levels.get(ilvl);
    if (!level || level.format === 'bullet' || level.format === 'none') return '';
    return level.text
      .replace(/%(\d)/g, (_, d: string) => {
        const l = Number(d) - 1;
        return formatNumber(counts[l] ?? startOf(l), levels.get(l)?.format ?? 'decimal');
      })
      .trim();
  };
}
