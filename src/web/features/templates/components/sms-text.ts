/**
 * The plain text an SMS template sends, as the server derives it from the editor's HTML (template-html.ts
 * htmlToText): line breaks and ends of paragraphs become new lines, tags go, each line is trimmed.
 */
export function smsTextOf(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-4]|li|tr|blockquote|ul|ol|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/\t+$/, '').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
