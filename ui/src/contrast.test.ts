// @vitest-environment node
/**
 * The colours of `app.css`, read from the file as the window reads them: every pair of text
 * and background a button is drawn with is readable at WCAG AA (a contrast ratio of at least
 * 4.5:1 for text) in both themes, disabled buttons included; and its type keeps a hierarchy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, themeOf } from './lib/contrast';

const CSS = readFileSync(join(__dirname, 'app.css'), 'utf8');

const THEMES = { light: themeOf(CSS, "[data-theme='light']"), dark: themeOf(CSS, "[data-theme='dark']") };

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

describe('the type has a hierarchy, not bold everywhere', () => {
	it('app.css uses three weights, headings step down by size, a label reads as body text', () => {
		const weights = new Set([...CSS.matchAll(/font-weight:\s*(\d+)/g)].map(([, weight]) => Number(weight)));
		expect([...weights].sort()).toEqual([400, 500, 600]);
		const size = (selector: string) => Number(new RegExp(`\\n${selector}\\s*\\{[^}]*font-size:\\s*([\\d.]+)rem`).exec(CSS)?.[1]);
		const sizes = ['h1', 'h2', 'h3', 'h4'].map(size);
		expect(sizes.every((s) => s > 0)).toBe(true);
		expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
		expect(/\nlabel\s*\{\s*font-weight:\s*(\d+)/.exec(CSS)?.[1]).toBe('400');
	});
});
