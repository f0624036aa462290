// Where the server's files are on disk (migrations, reference data, the web build, the locales). Everything that
// reads a file next to the code asks here, so the same code runs from its TypeScript sources (server/src/paths.ts)
// and from the bundle `npm start` runs (server/dist/*.js): both sit one folder below server/, which is all this
// module relies on.

/** server/ (with a trailing slash), as a file URL. */
export const serverDir = new URL('../', import.meta.url);

/** A file or folder under server/, as a file URL. */
export const serverFile = (relative: string) => new URL(relative, serverDir);
