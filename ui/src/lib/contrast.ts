/** WCAG 2's contrast ratio and `app.css`'s theme colours, for the tests that hold the colours to AA. */

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

/** WCAG 2's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (light! + 0.05) / (dark! + 0.05);
}

/** The custom properties of the rule of `css` whose selector list holds `selector`. */
export function themeOf(css: string, selector: string): Record<string, string> {
	const rule = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, selectors]) => selectors!.split(',').some((s) => s.trim() === selector));
	if (!rule) throw new Error(`no rule for ${selector} in the stylesheet`);
	return Object.fromEntries([...rule[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}
