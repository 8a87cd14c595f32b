// @vitest-environment node
/**
 * The colours of `app.css`, read from the file as the window reads them: every pair of text
 * and background a button is drawn with is readable at WCAG AA (a contrast ratio of at least
 * 4.5:1 for text) in both themes, disabled buttons included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(join(__dirname, 'app.css'), 'utf8');

/** The custom properties of the rule whose selector list holds `selector`. */
function theme(selector: string): Record<string, string> {
	const rule = [...CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, selectors]) => selectors!.split(',').some((s) => s.trim() === selector));
	if (!rule) throw new Error(`no rule for ${selector} in app.css`);
	return Object.fromEntries([...rule[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

/** WCAG 2's relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
	const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
	if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
	const [r, g, b] = match.slice(1).map((part) => {
		const c = parseInt(part, 16) / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (light! + 0.05) / (dark! + 0.05);
}

const THEMES = { light: theme("[data-theme='light']"), dark: theme("[data-theme='dark']") };

describe('the contrast ratio', () => {
	it('is computed as WCAG 2 defines it', () => {
		expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
		expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
		expect(contrast('#ffffff', '#ffffff')).toBe(1);
	});
});

describe('buttons are readable at WCAG AA in both themes', () => {
	for (const [name, colours] of Object.entries(THEMES)) {
		const pairs: [string, string, string][] = [
			['a primary button', '--on-accent', '--accent'],
			['a disabled button', '--disabled-text', '--disabled-bg'],
			['a disabled ghost button', '--disabled-text', '--surface'],
			['a disabled button on a card row', '--disabled-text', '--surface-2'],
			['a button', '--text', '--surface']
		];
		for (const [what, text, background] of pairs) {
			it(`${what}, ${name}`, () => {
				const ratio = contrast(colours[text]!, colours[background]!);
				expect(ratio, `${text} ${colours[text]} on ${background} ${colours[background]}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(4.5);
			});
		}
	}

	it('a disabled button is drawn with those colours, not faded', () => {
		const disabled = /\.btn:disabled\s*\{([^}]*)\}/.exec(CSS)?.[1] ?? '';
		expect(disabled).toContain('var(--disabled-bg)');
		expect(disabled).toContain('var(--disabled-text)');
		expect(disabled).not.toMatch(/opacity/);
	});

	it('a count’s − and + are at least 44 px square', () => {
		const step = /\.btn\.btn-step\s*\{([^}]*)\}/.exec(CSS)?.[1] ?? '';
		for (const side of ['min-width', 'min-height']) {
			const px = Number(new RegExp(`${side}:\\s*(\\d+)px`).exec(step)?.[1]);
			expect(px, side).toBeGreaterThanOrEqual(44);
		}
	});
});
