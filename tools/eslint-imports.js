import path from 'node:path';

/** The repository's root and src folder, found from this file's place (tools/). */
export const repoRoot = path.resolve(import.meta.dirname, '..');
export const repoSrc = path.join(repoRoot, 'src');

export const within = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** The file or folder an import specifier points at, or null for a package. */
export function resolveSpecifier(file, specifier, src) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('@shared/')) return path.join(src, 'shared', specifier.slice('@shared/'.length));
  return null;
}

const typeOnly = (node, kind, specifiers) =>
  node[kind] === 'type' || (specifiers.length > 0 && specifiers.every((s) => s[kind] === 'type'));

/**
 * ESLint visitors calling check(node, specifier, isTypeOnly) for every import, re-export and dynamic
 * import of a file.
 */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) =>
      check(node, node.source.value, typeOnly(node, 'importKind', node.specifiers)),
    ExportNamedDeclaration: (node) =>
      node.source && check(node, node.source.value, typeOnly(node, 'exportKind', node.specifiers)),
    ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
    ImportExpression: (node) =>
      node.source.type === 'Literal' &&
      typeof node.source.value === 'string' &&
      check(node, node.source.value, false),
  };
}
