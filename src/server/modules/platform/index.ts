/** What every process shares: its signing keys and the answers of retried requests. Owns `server_keys` and `idempotency_keys`. */
export { serverKey } from './server-keys.service';
export { assertClientKey, claimIdempotencyKey, fingerprintOf, pruneIdempotencyKeys, storeIdempotentResponse, type IdempotencyClaim } from './idempotency.server';
export { readDeploymentFact, recordDeploymentFact, type DeploymentFact } from './deployment-facts.service';
