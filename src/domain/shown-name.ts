// A person's name that comes from a link (?collateral_name=) or an answer, shown
// on screen. A link is anybody's to write: without a limit, the lender's page
// would show a whole paragraph of someone's text ("…your account is blocked,
// call…"). So the name is cut to a name's length, on one line, without the
// invisible characters that reorder or hide text.

/** Longer than any real full name the flow takes (30 for names, 25 for each surname). */
export const SHOWN_NAME_MAX = 60;

/** `text` as a name to show: control and format characters dropped, spaces collapsed, at most SHOWN_NAME_MAX characters. */
export function shownName(text: string | null | undefined): string {
  const clean = (text ?? '')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const chars = Array.from(clean);
  return chars.length <= SHOWN_NAME_MAX
    ? clean
    : `${chars
        .slice(0, SHOWN_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
}
