/** A phone number as a `tel:` link dials it: digits and the leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
