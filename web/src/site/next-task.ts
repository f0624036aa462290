// Start-up work is cut into tasks short enough that a phone stays responsive between them.

/** Resolves in a new task, after the browser has had the chance to paint and handle input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
