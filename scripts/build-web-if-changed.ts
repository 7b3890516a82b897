/**
 * `npm start`'s web build, skipped when nothing it is built from changed since the last one, so a restart
 * of an installed server serves within seconds; the first start on a fresh clone still builds.
 *
 * The inputs (INPUTS below) are hashed by content, not by their times, so a checkout or a copy that only
 * touches files does not rebuild; the hash is kept in dist/web-build.stamp once a build succeeded, beside
 * the build rather than in it (the server serves dist/web). A ROLE=worker process serves no web app: none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the build reads: the web sources with their index.html, the shared code, its config, the packages. */
export const INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'tools/vite-precompress.ts',
  'tsconfig.json',
  'package-lock.json',
];
export const BUILD_INDEX = 'dist/web/index.html';
export const STAMP_FILE = 'dist/web-build.stamp';

const filesUnder = (root: string, input: string): string[] => {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
};

/** One hash of every input file's path and content. */
export function inputsStamp(root: string): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

/** Why the web app must be built now, or null when the existing build was made from these very inputs. */
export function buildReason(root: string, stamp: string): string | null {
  if (!existsSync(path.join(root, BUILD_INDEX))) return 'there is no web build yet';
  const stampFile = path.join(root, STAMP_FILE);
  const recorded = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (recorded === null) return 'the web build has no stamp of its inputs';
  return recorded === stamp ? null : 'the web sources changed since the last build';
}

const viteBuild = async (root: string) => {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
};

/** Builds when needed and stamps the build; answers why it built, or null when it kept the build. */
export async function buildWebIfChanged(
  root: string,
  build: (root: string) => Promise<void> = viteBuild,
): Promise<string | null> {
  const stamp = inputsStamp(root);
  const reason = buildReason(root, stamp);
  if (reason === null) return null;
  // A build that fails half-way must not look finished to the next start.
  rmSync(path.join(root, STAMP_FILE), { force: true });
  await build(root);
  writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
  return reason;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.env.ROLE === 'worker') console.log('ROLE=worker serves no web app: no web build.');
  else {
    const reason = await buildWebIfChanged(root);
    console.log(reason ? `Web app built: ${reason}.` : 'Web app unchanged since its build: kept.');
  }
}
