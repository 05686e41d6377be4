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

/** The workbook part's name. */
async function workbookPart(pkg: OfficePackage): Promise<string> {
  const top = await relationships(pkg, '');
  return [...top.values()].find((r) => r.type.endsWith('/officeDocument'))?.part ?? 'xl/workbook.xml';
}

/**
 * workbook.xml asking for a full recalculation when the file is opened: values written under a table's formulas
 * ("=B12*C12", "=SUM(D9:D26)") or counted by a score column would otherwise show the totals cached when the buyer
 * saved the blank form.
 */
function recalculateOnLoad(xml: string): string {
  const calc = /<((?:\w+:)?)calcPr\b([^>]*?)(\/?)>/.exec(xml);
  if (calc) {
    const attrs = (calc[2] ?? '').replace(/\sfullCalcOnLoad\s*=\s*("[^"]*"|'[^']*')/, '');
    return `${xml.slice(0, calc.index)}<${calc[1]}calcPr${attrs} fullCalcOnLoad="1"${calc[3]}>${xml.slice(calc.index + calc[0].length)}`;
  }
  // calcPr follows the sheets, function groups, external references and defined names (CT_Workbook's order)
  const after = ['definedNames', 'externalReferences', 'functionGroups', 'sheets']
    .map((tag) => new RegExp(`<\\/((?:\\w+:)?)${tag}>`).exec(xml))
    .find((m) => m !== null);
  if (!after) return xml;
  const at = after.index + after[0].length;
  return `${xml.slice(0, at)}<${after[1]}calcPr fullCalcOnLoad="1"/>${xml.slice(at)}`;
}

/** Sheet name (as workbook.xml writes it) → its worksheet part. */
async function sheetParts(pkg: OfficePackage): Promise<Map<string, string>> {
  const workbook = await workbookPart(pkg);
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
  const tables = new Set(writes.flatMap((w) => (w.role === 'table' && w.target.file === 'xlsx' ? [w.target.sheet] : [])));
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
    const done = writeCells({ xml, sheet, values, recompute: tables.has(sheet) });
    if (done.xml !== xml) parts.set(part, done.xml);
    notes.push(...done.notes);
  }
  // any formula may count what was written (a score column "=IF(C5=\"Yes\",1,0)", a total on another sheet): the
  // values cached when the buyer saved the blank form would show until someone recalculates (new-user trial 19)
  let formulas = tables.size > 0;
  for (const part of formulas ? [] : sheets.values()) {
    const xml = parts.get(part) ?? (await readPart(pkg, part)) ?? '';
    if (/<(?:\w+:)?f[\s>/]/.test(xml)) formulas = true;
    if (formulas) break;
  }
  if (formulas && parts.size > 0) {
    const name = await workbookPart(pkg);
    const xml = await readPart(pkg, name);
    if (xml !== undefined) parts.set(name, recalculateOnLoad(xml));
  }
  return { parts, notes };
}
