// Types of web-build.mjs, for the TypeScript that imports it (browser journeys).
export declare const root: string;
export declare function ensureWebBuild(): Promise<void>;
