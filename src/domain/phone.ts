// A phone number as people have it: typed, pasted from a contact or a chat,
// autofilled. Mexican numbers come as '55 1234 5678', '(55) 1234-5678',
// '+52 55 1234 5678', '+52 1 55 1234 5678', '5215512345678'... Every form
// that can be read as the country's national digits is read; nothing longer
// is ever cut down to a number: a text with digits to spare is refused, so an
// SMS never goes to a stranger's number made of the first ten digits.
import { applyMask } from './mask';

/** What a country profile says of its phone numbers (countries/*.json). */
export interface PhonePlan {
  /** '+52': the country calling code. */
  phonePrefix: string;
  /** Digits of a national number. */
  phoneLength: number;
  /** Digits that may come before the national number ('52', '521', '044'…), tried when there are digits to spare. */
  phoneDialPrefixes: string[];
  /** Leading digits → grouping mask ('#' a digit); '*' for any other number. */
  phoneMasks: Record<string, string>;
}

export type PhoneReading =
  /** Nothing typed yet. */
  | { kind: 'empty' }
  /** Fewer digits than a national number: still being typed. */
  | { kind: 'partial' }
  /** The national number, `phoneLength` digits. */
  | { kind: 'number'; digits: string }
  /** Digits to spare that no dial prefix accounts for. */
  | { kind: 'too-long' }
  /** '+' and another country's code. */
  | { kind: 'foreign' };

/** Fullwidth and other compatibility digits ('５５') read as ASCII ones. */
const digitsOf = (text: string) => text.normalize('NFKC').replace(/\D/g, '');

/** Reads `text` as the national number of the plan's country. */
export function readPhone(text: string, plan: PhonePlan): PhoneReading {
  const normal = text.normalize('NFKC');
  const digits = digitsOf(normal);
  if (!digits) return { kind: normal.includes('+') ? 'partial' : 'empty' };
  const code = plan.phonePrefix.replace(/\D/g, '');
  // A '+' before the first digit: an international number, which must be ours.
  const international = /^[^\d]*\+/.test(normal);
  if (international && !digits.startsWith(code))
    return code.startsWith(digits) ? { kind: 'partial' } : { kind: 'foreign' };
  // Without a '+', the digits may be the national number itself or carry any dial prefix.
  const prefixes = international
    ? plan.phoneDialPrefixes.filter((p) => p.startsWith(code))
    : ['', ...plan.phoneDialPrefixes];
  for (const prefix of prefixes) {
    const rest = digits.slice(prefix.length);
    // A national number never starts with 0 or 1 (trunk and mobile prefixes do): a prefix
    // that leaves one is the wrong prefix ('521 55 1234 567' is a digit short, not '155 123 4567').
    if (digits.startsWith(prefix) && rest.length === plan.phoneLength && (!prefix || /^[2-9]/.test(rest)))
      return { kind: 'number', digits: rest };
  }
  // Short of some reading: still being typed ('52 55 1234 56' may become '+52 55 1234 5678').
  const stillTyping = prefixes.some(
    (p) => (digits.startsWith(p) || p.startsWith(digits)) && digits.length < p.length + plan.phoneLength,
  );
  return { kind: stillTyping ? 'partial' : 'too-long' };
}

/** The mask a national number is shown through ('## #### ####' for Mexico City's 55). */
export function phoneMask(digits: string, plan: Pick<PhonePlan, 'phoneMasks'>): string {
  const lead = Object.keys(plan.phoneMasks)
    .filter((k) => k !== '*' && digits.startsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  return plan.phoneMasks[lead ?? '*'] ?? '';
}

/** A national number grouped as people read it ('55 1234 5678', '222 123 4567'). */
export function formatPhone(digits: string, plan: Pick<PhonePlan, 'phoneMasks'>): string {
  return applyMask(digits, phoneMask(digits, plan));
}

/** What a phone field keeps of a keystroke or a paste: digits (any script's compatibility forms as ASCII), '+' and separators. */
export function typedPhone(text: string): string {
  return text.normalize('NFKC').replace(/[^\d\s+().\-/]/g, '');
}

/**
 * What the field shows for `text`: the formatted number once it reads as one,
 * else the text as typed (nothing the person typed is dropped).
 */
export function shownPhone(text: string, plan: PhonePlan): string {
  const reading = readPhone(text, plan);
  return reading.kind === 'number' ? formatPhone(reading.digits, plan) : text;
}
