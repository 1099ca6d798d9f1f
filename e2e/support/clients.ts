/**
 * Accounts the tests make through the API come each from a client address of its own (the e2e
 * server trusts one proxy hop), as real guests and owners do: the sign-up limit per address
 * (apps/api/src/modules/accounts/accounts.rate-limits.ts) then guards the browser's own sign-ups
 * in these tests, not the number of accounts a whole run sets up.
 */
let next = 0;

export function ownClientAddress(): Record<string, string> {
  next += 1;
  return { 'x-forwarded-for': `10.77.${Math.floor(next / 250) % 250}.${(next % 250) + 1}` };
}
