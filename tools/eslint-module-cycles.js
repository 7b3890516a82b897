import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importVisitors, repoSrc, resolveSpecifier, within } from './eslint-imports.js';

/** The folders whose children are modules: each child folder is one node of the graph. */
const ROOTS = [
  { dir: ['server', 'modules'], kind: 'server modules' },
  { dir: ['web', 'features'], kind: 'web features' },
];

/** Tests may drive a module through the others (to seed data) without the module itself depending on them. */
const isTest = (file) => /\.test\.tsx?$/.test(file);

function productFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() && /\.tsx?$/.test(entry.name) && !isTest(entry.name)
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

/** Which module of which root a file or import target lies in, or null outside every module. */
function locate(graph, target) {
  for (const root of graph.roots) {
    if (!within(target, root.dir)) continue;
    const [name] = path.relative(root.dir, target).split(path.sep);
    return root.modules.has(name) ? { root, name } : null;
  }
  return null;
}

/**
 * The module graph of one src folder: for every module, the modules of the same root its files import
 * (type-only imports too: they tie the modules together as much as value imports do; tests left out).
 */
function buildGraph(src) {
  const graph = { roots: [] };
  for (const { dir, kind } of ROOTS) {
    const rootDir = path.join(src, ...dir);
    const modules = new Map();
    if (fs.existsSync(rootDir)) {
      for (const entry of fs.readdirSync(rootDir, { withFileTypes: true }))
        if (entry.isDirectory()) modules.set(entry.name, new Set());
    }
    graph.roots.push({ dir: rootDir, kind, modules });
  }
  for (const root of graph.roots) {
    for (const [name, edges] of root.modules) {
      for (const file of productFiles(path.join(root.dir, name))) {
        const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
        for (const { fileName } of importedFiles) {
          const target = resolveSpecifier(file, fileName, src);
          const to = target && locate(graph, target);
          if (to && to.root === root && to.name !== name) edges.add(to.name);
        }
      }
    }
  }
  return graph;
}

/** The shortest chain of imports from module `from` back to module `to`, or null when there is none. */
function pathBetween(modules, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of modules.get(current) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      if (next === to) {
        const chain = [to];
        for (let step = current; step !== null; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/**
 * Built once per src folder and lint process: the whole graph is needed to see a cycle from one file
 * (an editor's long-lived ESLint server sees new cross-module imports after a restart).
 */
const graphs = new Map();

/**
 * No import cycles between server modules (src/server/modules/<m>) or between web features
 * (src/web/features/<f>): an import from module A into module B is reported when B already reaches A.
 */
export const moduleCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles between server modules or between web features' },
    messages: {
      cycle:
        'import cycle between {{kind}}: {{cycle}}. Modules depend on each other one way only: move what both need into one side, or into src/shared, the server platform or src/web/components',
    },
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string', description: 'the folder holding server/modules and web/features' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const src = path.resolve(context.options[0]?.src ?? repoSrc);
    if (!graphs.has(src)) graphs.set(src, buildGraph(src));
    const graph = graphs.get(src);
    const file = path.resolve(context.physicalFilename);
    const from = locate(graph, file);
    if (!from || isTest(file)) return {};
    return importVisitors((node, specifier) => {
      const target = resolveSpecifier(file, specifier, src);
      const to = target && locate(graph, target);
      if (!to || to.root !== from.root || to.name === from.name) return;
      const back = pathBetween(from.root.modules, to.name, from.name);
      if (back) {
        context.report({
          node,
          messageId: 'cycle',
          data: { kind: from.root.kind, cycle: [from.name, ...back].join(' -> ') },
        });
      }
    });
  },
};
