import { pathToFileURL } from 'node:url';

/** The oldest Node.js release line that still gets security fixes and that every dependency supports. */
export const SUPPORTED_NODE = { major: 22, minor: 12 };

/** Why this Node.js cannot run the server, or null when it can. */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const { major: needMajor, minor: needMinor } = SUPPORTED_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `Node.js ${version} is too old: the back office needs Node.js 24 (or ${needMajor}.${needMinor} or newer). ` +
    'Install it from nodejs.org or your package manager, or run it once with `npx node@24`.'
  );
}

/** Stops the process with a clear message on an unsupported Node.js. */
export function requireSupportedNode(version = process.version): void {
  const problem = nodeVersionProblem(version);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

// `npm start` runs this file on its own before the web build, so an old Node.js is named at once.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) requireSupportedNode();
