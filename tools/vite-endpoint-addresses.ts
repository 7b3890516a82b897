import ts from 'typescript';
import type { Plugin } from 'vite';

const ENDPOINT_TABLE = /[\\/]src[\\/]shared[\\/].*endpoints\.ts$/;
const SHARED = /[\\/]src[\\/]shared[\\/]/;
const ADDRESS = new Set(['method', 'path']);

/** The names of an object literal's plain properties that make an entry's address, when it has both. */
function addressOf(entry: ts.ObjectLiteralExpression, source: ts.SourceFile): string | null {
  const kept = entry.properties.filter(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
      ADDRESS.has(p.name.getText(source)),
  );
  return kept.length === ADDRESS.size ? `{ ${kept.map((p) => p.getText(source)).join(', ')} }` : null;
}

type Edit = { start: number; end: number; text: string };

const applyEdits = (code: string, edits: Edit[]) =>
  edits
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);

/** Whether `name` is used anywhere in the file but in the statement that declares it. */
const usedOutside = (code: string, name: string, declaration: ts.Node, source: ts.SourceFile) => {
  const rest = code.slice(0, declaration.getStart(source)) + code.slice(declaration.getEnd());
  return new RegExp(`\\b${name}\\b`).test(rest);
};

/** Removes the imports and the file's own helper schemas nothing uses any more, one pass. */
function dropUnused(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && !ts.getModifiers(statement)?.length) {
      const names = statement.declarationList.declarations.map((d) => d.name.getText(source));
      if (names.every((name) => !usedOutside(code, name, statement, source)))
        edits.push({ start: statement.getFullStart(), end: statement.getEnd(), text: '' });
    }
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      const kept = bindings.elements.filter((e) => usedOutside(code, e.name.text, statement, source));
      if (kept.length === bindings.elements.length) continue;
      const from = statement.moduleSpecifier.getText(source);
      const text = kept.length
        ? `import { ${kept.map((e) => e.getText(source)).join(', ')} } from ${from};`
        : '';
      edits.push({ start: statement.getStart(source), end: statement.getEnd(), text });
    }
  }
  return applyEdits(code, edits);
}

/**
 * Rewrites every `endpoint({ method, path, ... })` of an endpoint table to `endpoint({ method, path })`,
 * then drops what only the schemas used (imports of contracts, the file's own helper schemas): the web app
 * calls an entry by its address only, its schemas are types there.
 */
export function keepEndpointAddresses(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const [entry] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === 'endpoint' &&
      entry &&
      ts.isObjectLiteralExpression(entry)
    ) {
      const address = addressOf(entry, source);
      if (address) edits.push({ start: entry.getStart(source), end: entry.getEnd(), text: address });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let text = applyEdits(code, edits);
  for (let before = ''; before !== text;) [before, text] = [text, dropUnused(text, fileName)];
  return text;
}

/**
 * The web build's endpoint tables without their zod schemas (docs/decisions/038): `call` reads only an
 * entry's method and path, so the contracts an entry names stay out of the bundle unless a form uses them,
 * and the sign-in page keeps its budget without zod (decision 005). The tests run the tables whole.
 */
export function endpointAddresses(): Plugin {
  return {
    name: 'realty-endpoint-addresses',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return ENDPOINT_TABLE.test(id) ? { code: keepEndpointAddresses(code, id), map: null } : null;
    },
  };
}

/** src/shared is side-effect free, so a contract no entry and no form reads leaves the bundle. */
export const sharedHasNoSideEffects = (id: string) => !SHARED.test(id);
