// The letters an avatar shows when a staff member has no picture.

/** "Nguyễn Văn An" → "NA": the first letters of the family name and the given name. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return `${first}${last}`.toLocaleUpperCase('vi');
}
