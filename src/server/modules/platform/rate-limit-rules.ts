/**
 * Every shared limit of the shop, in one place (docs/decisions/0013 explains each number).
 * A limit counts attempts per subject (an account, a client address, a staff member) over a
 * sliding window; an attempt counts from the moment it starts, and the ones that are refused
 * do not count. Client addresses are keyed with `addressKey`, so IPv6 is counted per /64.
 *
 * Many Indonesian shoppers reach the shop through their carrier's shared addresses (CGNAT), so
 * limits per address that a shopper could meet are set for a crowd, not for one person.
 */
export const RATE_LIMIT_RULES = {
  /** Password guessing on one staff account: 10 wrong passwords in 15 minutes, then ~40 an hour. */
  staffSignInAccount: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * One address trying many staff accounts. Successful sign-ins give their attempt back, so a
   * whole office behind one address never meets it; only wrong passwords add up.
   */
  staffSignInAddress: { limit: 50, windowSeconds: 15 * 60 },
  /** Password guessing on one customer account: as for staff, 10 wrong passwords in 15 minutes. */
  customerSignInAccount: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * One address trying many customer accounts. Shoppers share carrier addresses (CGNAT) and
   * right passwords give their attempt back, so only a crowd's wrong passwords add up.
   */
  customerSignInAddress: { limit: 50, windowSeconds: 15 * 60 },
  /**
   * New accounts from one address: each sends an e-mail to an address someone typed, so this
   * bounds the mail a script can make the shop send to strangers; a crowd still signs up.
   */
  customerSignUp: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Password-reset and e-mail-reminder requests from one address: each sends an e-mail, and
   * answering them is a way to test which addresses and phones have accounts, so 10 an hour.
   */
  customerRecovery: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Guesses of a guest order's secret link (`/o/{id}/{secret}`). The secret has 128 random bits
   * so guessing is hopeless anyway; this keeps someone from trying. Links that open give their
   * attempt back.
   */
  orderLinkGuess: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Turning a cart into a server checkout writes a row each time. A shopper starts a handful
   * per visit; 60 in 15 minutes lets a crowd behind one carrier address shop, and stops a
   * script filling the table.
   */
  checkoutStart: { limit: 60, windowSeconds: 15 * 60 },
  /**
   * Placing an order holds stock for a day until paid. A shopper places one or two; 30 in 15
   * minutes per address keeps a script from emptying the shelves with unpaid orders.
   */
  placeOrder: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Files sent by shoppers (transfer proofs; upload tokens a signed-in customer asks for): one
   * or two per order. Each is up to several megabytes decoded by sharp, so 20 an hour per address.
   */
  shopperUpload: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Pictures uploaded by one staff member (the admin API; upload tokens they ask for): entering
   * a catalogue means many, so 300 an hour (one every 12 seconds), which still bounds the disk
   * and CPU a stolen session can spend.
   */
  staffUpload: { limit: 300, windowSeconds: 60 * 60 },
  /**
   * Spending an upload token (`/_/upload/…`), keyed by the token's random nonce: once. The
   * window is the token's lifetime, so a token is refused again for as long as it could live.
   */
  uploadTokenUse: { limit: 1, windowSeconds: 10 * 60 },
  /**
   * Resizing a picture to a width not made before (`/media/{id}/{width}.webp`) costs 30–130 ms
   * of CPU; sizes already made are served from storage and never counted. A page of new
   * products asks for a few dozen; 120 a minute per address bounds a crawler of every width.
   */
  imageResize: { limit: 120, windowSeconds: 60 },
  /**
   * Back-in-stock requests from one address: a shopper asks for a few sold-out items per visit,
   * and each later sends an e-mail to an address someone typed, so 30 an hour lets a crowd
   * behind a carrier address ask and keeps a script from filling the table (docs/decisions/0042).
   */
  stockAlertAddress: { limit: 30, windowSeconds: 60 * 60 },
  /** Back-in-stock requests for one e-mail address (hashed): 10 an hour, so no one floods a stranger's inbox. */
  stockAlertEmail: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Subscribe forms from one address: each may send a confirmation e-mail to an address
   * someone typed, so like sign-up 20 an hour, which a crowd behind one carrier still meets rarely.
   */
  emailSubscribe: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Confirmation e-mails to one address of one shop: repeating the form resends at most once
   * in 10 minutes (docs/decisions/0041), so nobody can flood a mailbox through the shop.
   */
  subscriptionConfirmation: { limit: 1, windowSeconds: 10 * 60 },
  /**
   * Every GraphQL mutation, both APIs, per address: a shopper's checkout saves as they type,
   * an owner edits the catalogue; 1200 in 10 minutes (2 a second, sustained) is far above
   * either and still stops a flood. One counter statement per mutation.
   */
  mutation: { limit: 1200, windowSeconds: 10 * 60 },
  /**
   * Error reports from browsers (`POST /_/error`, docs/decisions/0045). A page sends at most a
   * handful (the client caps and deduplicates); 30 in 10 minutes per address lets a crowd behind
   * one carrier address report and keeps a broken page or a script from flooding the table.
   */
  errorReport: { limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export type RateRuleName = keyof typeof RATE_LIMIT_RULES;
export type RateRules = Readonly<Record<RateRuleName, RateRule>>;

/** The rules with some replaced (tests use small limits; an operator could tune one). */
export function rateRules(overrides: Partial<Record<string, RateRule>> = {}): RateRules {
  const rules = { ...RATE_LIMIT_RULES } as Record<RateRuleName, RateRule>;
  for (const [name, rule] of Object.entries(overrides)) {
    if (!(name in rules)) throw new Error(`Unknown rate limit rule: ${name}`);
    if (!rule || !Number.isInteger(rule.limit) || rule.limit < 1 || !(rule.windowSeconds > 0)) throw new Error(`Rate limit rule ${name} needs a whole limit ≥ 1 and a window > 0.`);
    rules[name as RateRuleName] = rule;
  }
  return rules;
}
