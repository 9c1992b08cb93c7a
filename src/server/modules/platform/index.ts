/** What every process shares: its signing keys, the answers of retried requests, the rate-limit counters, and how passwords (staff and customers) are hashed. Owns `server_keys`, `idempotency_keys` and `rate_limit_counters`. */
export { serverKey } from './server-keys.service';
export { assertClientKey, claimIdempotencyKey, fingerprintOf, pruneIdempotencyKeys, storeIdempotentResponse, type IdempotencyClaim } from './idempotency.server';
export { readDeploymentFact, recordDeploymentFact, type DeploymentFact } from './deployment-facts.service';
export { addressKey } from './address-key.server';
export { RATE_LIMIT_RULES, type RateRule, type RateRuleName } from './rate-limit-rules';
export { enforceRateLimit, UNLIMITED, type RateCheck, type RateDecision, type RateLimiter } from './rate-limiter.server';
export { createRateLimiter, DEFAULT_RATE_LIMIT_PREFIX, type RateLimiterOptions } from './rate-limiter-factory.server';
export { hashPassword, verifyPassword, generatePassword } from './password.server';
