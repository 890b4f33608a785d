// Stands in for RJSF's allOf merge (@rjsf/utils' shallowAllOfMerge, built on
// @x0k/json-schema-merge, about 6 KiB gzip; see scripts/slim-rjsf.ts). RJSF
// calls it only for a schema with allOf or patternProperties, which flows:check
// refuses in step schemas; should one slip through, the step fails loudly.
export default function shallowAllOfMerge(): never {
  throw new Error('Step schemas cannot use allOf or patternProperties (npm run flows:check)');
}
