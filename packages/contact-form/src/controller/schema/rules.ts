import { formatRules } from './format-rules';
import { limitRules } from './limit-rules';
import type { RuleCheck } from './types';

/**
 * The rule names of §5 Contact form rules, except all/any which validate.ts composes. A Map, not
 * an object lookup, so a schema rule named 'constructor' or 'toString' is unknown, not a crash.
 */
const ruleChecks: ReadonlyMap<string, RuleCheck> = new Map(Object.entries({ ...formatRules, ...limitRules }));

/** Undefined for a name this engine does not know (CF7 add-ons ship their own rules). */
export function findRuleCheck(name: string): RuleCheck | undefined {
  return ruleChecks.get(name);
}
