import sanitizeHtml from 'sanitize-html';

/** The route that serves editor images (doc-templates.routes.ts); only such images and inline data stay. */
export const IMAGE_ROUTE = '/api/doc-templates/images';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const ALIGN = [/^(left|right|center|justify)$/];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a document template may contain: text formatting, lists, tables, links and images, nothing that
 * runs or loads from elsewhere. Images must come from our own image route (`baseUrl` as FileStorage uses
 * it, or relative) or be inline PNG/JPEG/WebP/GIF data; any other <img> is dropped.
 */
export function sanitizeTemplateHtml(html: string, baseUrl: string): string {
  const ownImage = new RegExp(`^(${escapeRegExp(baseUrl)})?${IMAGE_ROUTE}/${UUID}$`);
  const aligned = ['style'];
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'h1',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'img',
      'span',
    ],
    allowedAttributes: {
      a: ['href'],
      img: ['src', 'alt', 'width', 'height'],
      // The editor aligns paragraphs and headings with an inline text-align; no other style survives.
      p: aligned,
      span: aligned,
      h1: aligned,
      h2: aligned,
      h3: aligned,
      h4: aligned,
    },
    allowedStyles: { '*': { 'text-align': ALIGN } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) =>
      frame.tag === 'img' &&
      !(ownImage.test(frame.attribs.src ?? '') || DATA_IMAGE.test(frame.attribs.src ?? '')),
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * Plain text of sanitized HTML, for SMS and e-mail bodies: block ends become line breaks, table cells
 * tabs, list items "- ". sanitize-html leaves only the four escapes it writes itself to decode.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-4]|li|tr|blockquote|ul|ol|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name]!)
    .split('\n')
    .map((line) => line.replace(/\t+$/, '').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
