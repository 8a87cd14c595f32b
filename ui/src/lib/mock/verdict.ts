/**
 * Dev and test only: a stand-in for Rust's verdict, for the mock mode and the tests' fake
 * answers (in the app the verdict comes with every report; the UI never decides it). Built
 * from the findings as `muster_core::verdict` builds it: not legal with an error, unconfirmed
 * when a finding waits for a value, legal otherwise; each value waited for once, with the
 * rules that wait for it.
 */
import type { Awaited, Diagnostic, Verdict } from '../api';

/** What a report says of its findings: `legal`, `verdict` and `awaited`. */
export function verdictOf(diagnostics: readonly Diagnostic[]): { legal: boolean; verdict: Verdict; awaited: Awaited[] } {
	const verdict: Verdict = diagnostics.some((d) => d.severity === 'error')
		? 'illegal'
		: diagnostics.some((d) => d.waits_for.length > 0)
			? 'unconfirmed'
			: 'legal';
	const awaited: Awaited[] = [];
	for (const d of diagnostics) {
		for (const value of d.waits_for) {
			const same = awaited.find((a) => a.kind === value.kind && a.id === value.id && a.value === value.value);
			if (!same) awaited.push({ ...value, rules: [d.rule] });
			else if (!same.rules.includes(d.rule)) same.rules.push(d.rule);
		}
	}
	return { legal: verdict === 'legal', verdict, awaited };
}
