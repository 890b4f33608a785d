// Stands in for 'markdown-to-jsx/react' inside @rjsf/core (see
// scripts/slim-rjsf.ts). RJSF only renders markdown for descriptions marked
// `ui:enableMarkdownInDescription`, which our steps never use: copy is plain
// text, and server or staff text must never become markup. Showing it as text
// keeps the option harmless and saves ~25 KiB gzip on every form step.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}
