// What other features use of billing (module boundaries, docs/ARCHITECTURE.md): whether the board's
// Agreement column is offered, and the agreements a time entry may bill to.
export { useAgreementColumnAllowed, useBillingSettings, useLaborAgreements } from './billing.api.ts';
