// A table once, printed two ways: aligned text for the terminal, Markdown for docs/.

export function table(headers, rows) {
  const all = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = headers.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const text = [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
  const md = (r) => `| ${r.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  const markdown = [
    md(all[0]),
    `|${headers.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...all.slice(1).map(md),
  ].join('\n');
  return { text, markdown };
}
