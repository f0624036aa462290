// How deeply a JSON text nests, found by one pass over its characters before anything parses or walks it: JSON.parse
// builds 100,000 nested arrays happily, but every recursive walk after it (the text checks, zod, sanitizers) then runs
// out of stack and the answer is a 500. No body a route accepts nests beyond a handful of levels.

/** The deepest nesting any request body may have; no route's shape (a role's menu, a prescription) comes near. */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` objects or arrays inside one another (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
