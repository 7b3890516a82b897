import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = (...parts) => path.join(root, 'src', ...parts);
const within = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** The feature folder a file lives in (src/server/modules/<f> or src/web/features/<f>), if any. */
function featureOf(file) {
  for (const base of [src('server', 'modules'), src('web', 'features')]) {
    if (within(file, base)) {
      const [feature, rest] = path.relative(base, file).split(path.sep);
      if (rest !== undefined) return path.join(base, feature);
    }
  }
  return null;
}

/** The web feature a path is in or names (an import of 'features/<f>' itself resolves to the folder). */
function webFeatureOf(target) {
  const base = src('web', 'features');
  const [feature] = within(target, base) ? path.relative(base, target).split(path.sep) : [];
  return feature ? path.join(base, feature) : null;
}

/** A web feature's public entry: its folder or its index file (features/<f>, features/<f>/index[.ts|.tsx]). */
const isPublicEntry = (target, feature) =>
  target === feature || /^index(\.tsx?)?$/.test(path.relative(feature, target));

/** Who may import the shell (src/web/app): itself, the entry that mounts it and the test harness. */
const mayImportShell = (file) =>
  within(file, src('web', 'app')) || file === src('web', 'main.tsx') || within(file, src('web', 'test'));

const FRAMEWORKS =
  /^(react|react-dom|@mui\/|@emotion\/|fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/|node:)/;

/**
 * Import boundaries of docs/architecture: shared imports neither side (nor their frameworks), web never
 * imports server, server never imports web, and a feature does not reach into another feature's folder: a
 * server module calls another module's service, a web feature (and the shell) imports another web feature only
 * through its public entry (features/<f>/index.ts). On the web the arrows run one way, as bulletproof-react's
 * zones have them: the shell (app/) -> features -> the kit (components/) -> lib/; nothing imports the shell.
 */
export const layersRule = {
  meta: { type: 'problem', messages: { forbidden: '{{reason}}' }, schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const report = (reason) => context.report({ node, messageId: 'forbidden', data: { reason } });
      let target = null;
      if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else if (specifier.startsWith('@shared/')) target = src('shared', specifier.slice('@shared/'.length));
      if (within(file, src('shared'))) {
        if (target && !within(target, src('shared')))
          return report('src/shared imports nothing from the server or the web app');
        if (!target && FRAMEWORKS.test(specifier))
          return report(`src/shared stays framework-free (no ${specifier})`);
      }
      if (!target) return;
      if (within(file, src('web')) && within(target, src('server')))
        return report('the web app never imports server code; share it through src/shared');
      if (within(file, src('server')) && within(target, src('web')))
        return report('the server never imports web code');
      if (within(target, src('web', 'app')) && !mayImportShell(file))
        return report(
          'nothing imports the shell (src/web/app): it imports the features; move what a feature or the kit shares into src/web/lib',
        );
      const inWebLib = within(file, src('web', 'lib'));
      if (inWebLib && (within(target, src('web', 'features')) || within(target, src('web', 'components'))))
        return report('src/web/lib is below the features and the kit: it imports neither');
      const from = featureOf(file);
      const webFeature = webFeatureOf(target);
      if (webFeature && from !== webFeature) {
        if (within(file, src('web', 'components')))
          return report('the kit (src/web/components) knows no feature; pass what it needs in props');
        if (!isPublicEntry(target, webFeature)) {
          const name = path.basename(webFeature);
          return report(
            `import the ${name} feature through its public entry ('features/${name}', its index.ts), not a file inside it; export what you need from there`,
          );
        }
        return;
      }
      const to = featureOf(target);
      // A server module may call another module's service (its public face), and a module's routes may use
      // the routes another module offers to register (documents' owner-files routes); never a repository.
      // A repository may join the SQL expressions another module publishes in its `*.sql.ts` (a customer's
      // name columns, a sale's debt as of a day): the owner keeps the one definition.
      const inModules = within(target, src('server', 'modules'));
      const serviceCall = inModules && /\.service$/.test(target);
      const routesHelper = inModules && /\.routes$/.test(target) && /\.routes\.ts$/.test(file);
      const sqlFragment = inModules && /\.sql$/.test(target) && /\.(repository|test)\.ts$/.test(file);
      if (from && to && from !== to && !serviceCall && !routesHelper && !sqlFragment) {
        return report(
          `a module does not reach into another module's folder (${path.basename(to)}); call its service (from routes, also the routes it offers to register) or go through src/shared or the platform`,
        );
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
