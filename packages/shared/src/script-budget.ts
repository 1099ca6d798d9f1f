/**
 * The most compressed JavaScript a public page may load before it settles, on a phone's first
 * visit and on a visit whose consent choice is already stored (docs/benchmarks.md#page-weight,
 * docs/decisions/021-islands.md). Checked in CI by e2e/tests/script-budget.test.ts and measured
 * by bench/page-weight.ts.
 */
export const SCRIPT_BUDGET_KB = { firstVisit: 150, consentStored: 100 } as const;
