/** GSM 03.38 basic character set: one septet each. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: sent as an escape plus the character, so two septets each. */
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsSegments = {
  encoding: 'gsm7' | 'ucs2';
  /** What counts against the limit: septets in GSM-7 (an extension character is two), UTF-16 units in UCS-2. */
  characters: number;
  segments: number;
  /** How many characters each segment holds at this length: a single SMS holds more than each part of a long one. */
  perSegment: number;
};

const LIMITS = { gsm7: { single: 160, part: 153 }, ucs2: { single: 70, part: 67 } } as const;

function gsm7Length(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.has(char)) septets += 1;
    else if (GSM7_EXTENSION.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/**
 * How an SMS text travels and what it costs. A single character outside GSM-7 (any Georgian letter) sends
 * the whole text as UCS-2: 70 characters in one SMS, 67 per part once split, instead of 160 and 153.
 */
export function smsSegments(text: string): SmsSegments {
  const septets = gsm7Length(text);
  const encoding = septets === null ? 'ucs2' : 'gsm7';
  const characters = septets ?? text.length;
  const { single, part } = LIMITS[encoding];
  const segments = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / part);
  return { encoding, characters, segments, perSegment: segments > 1 ? part : single };
}
