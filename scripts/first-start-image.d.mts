// Types of first-start-image.mjs, for the TypeScript that imports it (the bench).
export declare const firstStartImageFolder: string;
export declare function startsNewInstallation(env: Record<string, string | undefined>): boolean;
export declare function ensureFirstStartImage(): Promise<void>;
