/**
 * Each game's face in the registry: an accent for each theme, readable at WCAG AA as text on
 * the page and under the theme's accent text, that `app.css` turns into `--game-accent`; and
 * an emblem of our own, drawn as an SVG beside the game's name.
 */
import GameEmblem from '$lib/components/GameEmblem.svelte';
import { contrast, themeOf } from '$lib/contrast';
import { render } from '@testing-library/svelte';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameAccent, gameEmblem, gameOf } from '.';

const CSS = readFileSync(join(__dirname, '../../app.css'), 'utf8');
const THEMES = { light: themeOf(CSS, "[data-theme='light']"), dark: themeOf(CSS, "[data-theme='dark']") } as const;

describe('every game has an accent', () => {
	for (const game of GAME_IDS) {
		for (const [name, colours] of Object.entries(THEMES) as [keyof typeof THEMES, Record<string, string>][]) {
			it(`${game}'s, ${name}, reads as text on the page and under the accent text`, () => {
				const accent = gameOf(game).accent[name];
				for (const background of ['--bg', '--surface', '--surface-2']) {
					const ratio = contrast(accent, colours[background]!);
					expect(ratio, `${accent} on ${background} ${colours[background]}`).toBeGreaterThanOrEqual(4.5);
				}
				expect(contrast(colours['--on-accent']!, accent), `--on-accent on ${accent}`).toBeGreaterThanOrEqual(4.5);
			});
		}
	}

	it('of its own in each theme', () => {
		for (const theme of ['light', 'dark'] as const) {
			const colours = GAME_IDS.map((game) => gameOf(game).accent[theme].toLowerCase());
			expect(new Set(colours).size, theme).toBe(GAME_IDS.length);
		}
	});

	it('given to an element as the theme shown takes it', () => {
		for (const game of GAME_IDS) {
			const { light, dark } = gameOf(game).accent;
			expect(gameAccent(game)).toBe(`--game-accent-light: ${light}; --game-accent-dark: ${dark};`);
		}
		expect(gameAccent('chess')).toBe('');
		// app.css picks the theme's one (the element's own custom properties, so they inherit).
		expect(CSS).toMatch(/\n\.game-accent\s*\{\s*--game-accent:\s*var\(--game-accent-light,/);
		expect(CSS).toMatch(/\[data-theme='dark'\] \.game-accent\s*\{\s*--game-accent:\s*var\(--game-accent-dark,/);
	});
});

describe('every game has an emblem', () => {
	it('drawn as an SVG of its own, hidden from screen readers (its name is beside it)', () => {
		const drawings = GAME_IDS.map((game) => {
			expect(gameEmblem(game)).toBe(gameOf(game).emblem);
			const { container, unmount } = render(GameEmblem, { game, size: 24 });
			const mark = container.querySelector(`[data-emblem="${game}"]`);
			const svg = mark?.querySelector('svg');
			expect(svg, game).not.toBeNull();
			expect(svg!.getAttribute('aria-hidden')).toBe('true');
			expect(svg!.getAttribute('width')).toBe('24');
			expect(svg!.querySelectorAll('path, circle').length, game).toBeGreaterThan(0);
			expect(mark!.getAttribute('style')).toContain(gameOf(game).accent.light);
			const drawing = svg!.innerHTML;
			unmount();
			return drawing;
		});
		expect(new Set(drawings).size).toBe(GAME_IDS.length);
	});

	it('and nothing for a game Muster does not know', () => {
		expect(gameEmblem('chess')).toBeNull();
		const { container } = render(GameEmblem, { game: 'chess' });
		expect(container.querySelector('svg')).toBeNull();
	});
});
