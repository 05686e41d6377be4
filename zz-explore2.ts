import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { own, parseXml, walk } from './src/rfps/export/xml';
const zip = await JSZip.loadAsync(readFileSync(process.argv[2]!));
const xml = await zip.file('word/document.xml')!.async('string');
const root = parseXml(xml, 'doc');
const all = [...walk(root)];
const text = (el: any) => xml.slice(el.start, el.end).replace(/<w:tab\/>/g, ' ').replace(/<[^>]+>/g, '').slice(0, 50);
const paras = all.filter((e) => e.name === 'w:p');
all.filter((e) => e.name === 'w:tbl').forEach((t, ti) => {
  own(t, 'w:tr', ['w:tbl']).forEach((r, ri) => {
    console.log(`T${ti} R${ri}: ` + own(r, 'w:tc', ['w:tbl']).map((c, ci) => `[${ci}] ${text(c)}`).join(' | '));
  });
});
paras.forEach((p, i) => { const s = xml.slice(p.start, p.end); if (s.includes('w:numPr')) console.log(`P${i} num: ${text(p)}`); });
const t5 = all.filter((e) => e.name === 'w:tbl')[5]!;
const c = own(own(t5, 'w:tr', ['w:tbl'])[1]!, 'w:tc', ['w:tbl'])[2]!;
console.log(xml.slice(c.start, c.end));
