/**
 * How many SMS parts a text costs. A text made only of the GSM 03.38 alphabet travels 7 bits a character:
 * 160 in one SMS, 153 a part when split (the rest is the joining header); a character of the extension
 * table (€, [, ], {, }, ...) takes two. Anything else — Georgian, Cyrillic, emoji — sends the whole text as
 * UCS-2: 70 characters in one SMS, 67 a part. Server (stored on the log row) and editor count the same.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export const SMS_LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** SMS parts; 0 for an empty text. */
  segments: number;
  /** What is left in the last part before one more is needed. */
  remaining: number;
}

/** The cost of each character: septets for GSM-7, UTF-16 units for UCS-2 (an emoji takes two). */
function costs(text: string): { encoding: SmsEncoding; costs: number[] } {
  const chars = [...text];
  if (chars.every((c) => BASIC.has(c) || EXTENSION.has(c)))
    return { encoding: 'gsm7', costs: chars.map((c) => (EXTENSION.has(c) ? 2 : 1)) };
  return { encoding: 'ucs2', costs: chars.map((c) => c.length) };
}

/**
 * Parts of a split message: a character (an escaped GSM one, a surrogate pair) is never cut between two
 * parts, so a part may end a unit short of its limit, as phones do.
 */
function splitParts(list: number[], size: number): number[] {
  const parts: number[] = [0];
  for (const cost of list) {
    if (parts[parts.length - 1]! + cost > size) parts.push(0);
    parts[parts.length - 1]! += cost;
  }
  return parts;
}

export function countSms(text: string): SmsCount {
  const { encoding, costs: list } = costs(text);
  const units = list.reduce((sum, c) => sum + c, 0);
  const limits = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0, remaining: limits.single };
  if (units <= limits.single) return { encoding, units, segments: 1, remaining: limits.single - units };
  const parts = splitParts(list, limits.part);
  return { encoding, units, segments: parts.length, remaining: limits.part - parts[parts.length - 1]! };
}

/** The number of SMS parts the text costs. */
export const smsSegments = (text: string): number => countSms(text).segments;
