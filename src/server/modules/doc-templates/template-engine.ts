import type { TemplateData } from '../contracts/contract-data.service';
import { htmlToText } from './template-html';

/**
 * The document templates' placeholder engine: `{name}` is a value, `{#loop}…{/loop}` repeats its content
 * for each item of a list (inside it the item's names and every outer name are visible). The syntax is
 * the Word templates' one, so one placeholder catalogue serves both. Anything between braces counts as a
 * tag, so a misspelt `{customer name}` is reported instead of printed.
 */

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'loop'; name: string; children: Node[] };

const TAG = /\{([^{}<>]{1,80})\}/g;

export class TemplateSyntaxError extends Error {}

function tags(source: string): { start: number; end: number; mark: '' | '#' | '/'; name: string }[] {
  return [...source.matchAll(TAG)].map((m) => {
    const inner = m[1]!.trim();
    const mark = inner.startsWith('#') ? '#' : inner.startsWith('/') ? '/' : '';
    return { start: m.index, end: m.index + m[0].length, mark, name: inner.slice(mark.length).trim() };
  });
}

/** Every name the text uses, loops included, in order of first use. */
export function placeholdersOf(source: string): string[] {
  return [...new Set(tags(source).map((t) => t.name))];
}

/**
 * A loop whose tags sit in one table row repeats the row, and a loop tag alone in a paragraph takes no
 * paragraph of its own — what the Word templates do, so a schedule table is written the same way in both.
 */
function hoistLoops(html: string): string {
  return html
    .replace(/<tr[^>]*>(?:(?!<\/tr>)[\s\S])*<\/tr>/g, (row) => {
      const open = /\{\s*#\s*([a-z0-9_]+)\s*\}/i.exec(row);
      if (!open) return row;
      const close = new RegExp(`\\{\\s*/\\s*${open[1]}\\s*\\}`);
      if (!close.test(row)) return row;
      return `{#${open[1]}}${row.replace(open[0], '').replace(close, '')}{/${open[1]}}`;
    })
    .replace(/<p[^>]*>\s*(\{\s*[#/]\s*[a-z0-9_]+\s*\})\s*<\/p>/gi, '$1');
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: '', children: root }];
  let at = 0;
  for (const tag of tags(source)) {
    const current = stack[stack.length - 1]!;
    if (tag.start > at) current.children.push({ kind: 'text', text: source.slice(at, tag.start) });
    at = tag.end;
    if (tag.mark === '#') {
      const loop: Node = { kind: 'loop', name: tag.name, children: [] };
      current.children.push(loop);
      stack.push({ name: tag.name, children: loop.children });
    } else if (tag.mark === '/') {
      if (stack.length === 1 || current.name !== tag.name)
        throw new TemplateSyntaxError(`{/${tag.name}} ≠ {#${current.name}}`);
      stack.pop();
    } else current.children.push({ kind: 'value', name: tag.name });
  }
  if (stack.length > 1) throw new TemplateSyntaxError(`{#${stack[stack.length - 1]!.name}} …?`);
  if (at < source.length) root.push({ kind: 'text', text: source.slice(at) });
  return root;
}

/** Throws TemplateSyntaxError when loops do not pair up. */
export function checkSyntax(source: string): void {
  parse(hoistLoops(source));
}

function lookup(scopes: TemplateData[], name: string): string | TemplateData[] | undefined {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const value = scopes[i]![name];
    if (value !== undefined) return value;
  }
  return undefined;
}

function renderNodes(nodes: Node[], scopes: TemplateData[], escape: (text: string) => string): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      const value = lookup(scopes, node.name);
      if (node.kind === 'value') return typeof value === 'string' ? escape(value) : '';
      if (Array.isArray(value))
        return value.map((item) => renderNodes(node.children, [...scopes, item], escape)).join('');
      // A plain value opens its section once when filled, like docxtemplater's conditions.
      return value ? renderNodes(node.children, scopes, escape) : '';
    })
    .join('');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Fills a body: the HTML with every value escaped (a buyer's name can never become markup), and its plain
 * text with the values as they are, for SMS and e-mail.
 */
export function renderBody(html: string, data: TemplateData): { html: string; text: string } {
  const source = hoistLoops(html);
  return {
    html: renderNodes(parse(source), [data], escapeHtml),
    text: renderText(htmlToText(source), data),
  };
}

/** Fills plain text (a subject, the text of a body) with the values as they are. */
export function renderText(text: string, data: TemplateData): string {
  return renderNodes(parse(text), [data], (value) => value);
}
