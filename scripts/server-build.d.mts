// Types of server-build.mjs, for the TypeScript that imports it (the bench).
export declare const serverBundles: Record<'main' | 'admin' | 'firstStartImage' | 'firstStartImageKey', string>;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuild(): Promise<void>;
