// Small HTML helpers for the signing pages and emails: escaping and the page shell (readable on a phone).
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2430;background:#f4f5f7}
main{max-width:40rem;margin:0 auto;padding:1rem}
section{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:1rem 1.1rem;margin:0 0 1rem}
h1{font-size:1.35rem;margin:.4rem 0 .2rem}
h2{font-size:1.1rem;margin:0 0 .6rem}
.muted{color:#5b6573;font-size:.9rem}
.note{background:#eef6ee;border-left:4px solid #2e7d32;padding:.6rem .8rem;margin:0 0 1rem}
.error{background:#fdecea;border-left:4px solid #c62828;padding:.6rem .8rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem .8rem;margin:0}
dt{color:#5b6573}dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-size:.95rem}
td{padding:.35rem 0;border-top:1px solid #eceef1;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:.6rem}
th{padding:.35rem 0;text-align:left;font-weight:600;font-size:.85rem;color:#5b6675}
td{overflow-wrap:anywhere}
tr.subtotal td,tr.total td{font-weight:600}
tr.total td{border-top:2px solid #1f3a5f}
tr.discount td{color:#1f3a5f}
p.num{text-align:right}
.scroll{overflow-x:auto}
label{display:block;margin:.6rem 0 .25rem;font-weight:600}
label.check{display:flex;gap:.6rem;font-weight:400;align-items:flex-start}
label.check input{margin-top:.3rem;width:1.2rem;height:1.2rem;flex:none}
input[type=text],textarea{width:100%;font:inherit;padding:.65rem;border:1px solid #b8c0ca;border-radius:6px}
input.code{font-size:1.5rem;letter-spacing:.3em;text-align:center;max-width:12rem}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:6px;border:1px solid #1f4fd1;background:#1f4fd1;color:#fff;margin-top:.8rem;width:100%}
button.secondary{background:#fff;color:#1f4fd1}
button.danger{background:#fff;color:#b3261e;border-color:#b3261e}
a.button{display:block;text-align:center;padding:.7rem;border:1px solid #1f4fd1;border-radius:6px;text-decoration:none;color:#1f4fd1;font-weight:600}
code{font-size:.75rem;overflow-wrap:anywhere}
@media (min-width:40rem){button{width:auto}}
`;

export function pageShell(a: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(a.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(a.title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${a.body}
</main></body>
</html>`;
}
