// Secrets that travel in a URL (the e-mailed reset link's ?token=) are cut out before the URL is logged.
const secretParams = /([?&](?:token|resetToken|refreshToken|otp|matkhau)=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(secretParams, '$1[redacted]');
