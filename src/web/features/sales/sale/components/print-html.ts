import { cleanHtml } from './document-paper';

const PRINT_CSS = `
  @page { size: A4; margin: 20mm; }
  body { font-family: "Times New Roman", serif; font-size: 12pt; line-height: 1.5; color: #000; margin: 0; }
  table { border-collapse: collapse; width: 100%; }
  td, th { border: 1px solid #999; padding: 2pt 4pt; vertical-align: top; }
  img { max-width: 100%; }
`;

/**
 * Prints only the document: it is written into a hidden frame with plain print styles, so the page's
 * menus and dialogs stay off the paper. The frame goes once the print dialog closes.
 */
export function printHtml(html: string, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  document.body.append(frame);
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc) {
    frame.remove();
    return;
  }
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.append(style);
  doc.title = title;
  doc.body.innerHTML = cleanHtml(html);
  view.addEventListener('afterprint', () => frame.remove());
  view.focus();
  view.print();
}
