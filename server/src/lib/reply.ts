// The success half of the envelope; failures go through the error handler.
export const ok = <T>(data: T) => ({ success: true as const, data });
