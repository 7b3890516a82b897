import path from 'node:path';
import { repoRoot, repoSrc, within } from './eslint-imports.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LOWER = /^[a-z0-9-]+$/;
const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/**
 * File names kebab-case (`sale-form.tsx`, `sales.routes.ts`; the parts after the first dot lowercase),
 * and every folder below src/ too.
 */
export const kebabCaseFilenamesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'file and folder names kebab-case' },
    messages: {
      file: 'file names are kebab-case: rename "{{name}}" to "{{kebab}}"',
      folder: 'folders under src/ are kebab-case: rename "{{name}}" to "{{kebab}}"',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!within(file, repoRoot)) return {};
    return {
      Program(node) {
        const name = path.basename(file);
        const [base, ...rest] = name.split('.');
        if (!KEBAB.test(base) || !rest.every((part) => LOWER.test(part))) {
          context.report({ node, messageId: 'file', data: { name, kebab: kebab(name) } });
        }
        if (!within(file, repoSrc)) return;
        for (const folder of path.relative(repoSrc, path.dirname(file)).split(path.sep)) {
          if (folder && !KEBAB.test(folder)) {
            context.report({ node, messageId: 'folder', data: { name: folder, kebab: kebab(folder) } });
          }
        }
      },
    };
  },
};
