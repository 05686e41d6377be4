// Plans, the features each one grants, and the monthly sending allowance.
import { PLANS, type Plan } from '../../store/accounts';

export { PLANS, type Plan, SCOPES, type Scope } from '../../store/accounts';

/** Deals that may be sent for signature per calendar month (UTC); null is unlimited. */
export const SEND_ALLOWANCE: Record<Plan, number | null> = { Free: 3, Starter: 25, Business: null };

export type Feature = 'library' | 'documents' | 'developer';

export function featuresOf(plan: Plan, rfpAddon: boolean): Feature[] {
  const features: Feature[] = [];
  if (plan !== 'Free') features.push('library');
  if (rfpAddon) features.push('documents');
  if (plan !== 'Free') features.push('developer');
  return features;
}

export function parsePlan(value: string): Plan | undefined {
  const lower = value.toLowerCase();
  return PLANS.find((p) => p.toLowerCase() === lower);
}
