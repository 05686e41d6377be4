// Fills the buyer's workbook: finds each target sheet's part through the workbook's relationships and patches it.
import { posix } from 'node:path';
import { type OfficePackage, readPart, requirePart } from './package';
import type { SlotWrite } from './writes';
import { type CellValue, writeCells } from './xlsx-sheet';
import { attr, localName, parseXml } from './xml';

/** Where a relationship points, as a package part name ("xl/worksheets/sheet2.xml"). */
function resolveTarget(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return posix.normalize(posix.join(posix.dirname(from), target));
}

/** Relationship id → part name, from the rels part that belongs to `part`. */
async function relationships(pkg: OfficePackage, part: string): Promise<Map<string, { type: string; part: string }>> {
  const relsName = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
  const xml = await readPart(pkg, relsName);
  const out = new Map<string, { type: string; part: string }>();
  if (xml === undefined) return out;
  const root = parseXml(xml, relsName);
  for (const rel of root.children[0]?.children ?? []) {
    const id = attr(rel, 'Id');
    const target = attr(rel, 'Target');
    if (id && target && attr(rel, 'TargetMode') !== 'External')
      out.set(id, { type: attr(rel, 'Type') ?? '', part: resolveTarget(part, target) });
  }
  return out;
}

/** Sheet name (as workbook.xml writes it) → its worksheet part. */
async function sheetParts(pkg: OfficePackage): Promise<Map<string, string>> {
  const top = await relationships(pkg, '');
  const workbook = [...top.values()].find((r) => r.type.endsWith('/officeDocument'))?.part ?? 'xl/workbook.xml';
  const rels = await relationships(pkg, workbook);
  const root = parseXml(await requirePart(pkg, workbook), workbook);
  const sheets = new Map<string, string>();
  const book = root.children.find((c) => localName(c.name) === 'workbook');
  const list = book?.children.find((c) => localName(c.name) === 'sheets');
  for (const sheet of list?.children ?? []) {
    const relId = /\s([^\s=:]+):id\s*=\s*["']([^"']*)["']/.exec(sheet.attrs)?.[2];
    const name = attr(sheet, 'name');
    const part = relId ? rels.get(relId)?.part : undefined;
    if (name !== undefined && part) sheets.set(name, part);
  }
  return sheets;
}

/** Patches every sheet some write targets; returns the changed parts and what could not be written. */
export async function fillWorkbook(
  pkg: OfficePackage,
  writes: SlotWrite[],
): Promise<{ parts: Map<string, string>; notes: string[] }> {
  const notes: string[] = [];
  const bySheet = new Map<string, CellValue[]>();
  for (const w of writes) {
    if (w.target.file !== 'xlsx') {
      notes.push(`${w.requirement}: a Word target in a workbook; not written.`);
      continue;
    }
    const values = bySheet.get(w.target.sheet) ?? [];
    values.push({ cell: w.target.cell, value: w.value, requirement: w.requirement });
    bySheet.set(w.target.sheet, values);
  }
  const parts = new Map<string, string>();
  if (bySheet.size === 0) return { parts, notes };
  const sheets = await sheetParts(pkg);
  for (const [sheet, values] of bySheet) {
    const part = sheets.get(sheet);
    const xml = part ? await readPart(pkg, part) : undefined;
    if (!part || xml === undefined) {
      notes.push(`The workbook has no sheet named '${sheet}'; ${values.length} value(s) not written.`);
      continue;
    }
    const done = writeCells({ xml, sheet, values });
    if (done.xml !== xml) parts.set(part, done.xml);
    notes.push(...done.notes);
  }
  return { parts, notes };
}
