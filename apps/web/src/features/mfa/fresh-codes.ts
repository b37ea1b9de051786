/**
 * Recovery codes just made by adding a first passkey on the overview, handed to the recovery codes
 * screen. Held in memory only (never in storage or the URL), and dropped once the person has saved them:
 * the server shows codes once, and so does this app.
 */
let fresh: string[] | null = null;

export function keepFreshCodes(codes: string[]): void {
  fresh = codes;
}

export function freshCodes(): string[] | null {
  return fresh;
}

export function forgetFreshCodes(): void {
  fresh = null;
}
