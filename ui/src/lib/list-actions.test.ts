import { describe, expect, it } from 'vitest';
import { exportFileName, localDate } from './list-actions';

describe('file names and dates for a printed list', () => {
	it('a PDF is named after the list like an exported file', () => {
		expect(exportFileName('Señores de Daqan: ¡al frente!', 'pdf')).toBe('senores-de-daqan-al-frente.pdf');
		expect(exportFileName('Shield wall')).toBe('shield-wall.json');
		expect(exportFileName('¿?', 'pdf')).toBe('list.pdf');
	});

	it('the printed date is the local day, YYYY-MM-DD', () => {
		// 1 March 2026 at 00:30 local time: still 1 March, whatever the time zone.
		expect(localDate(new Date(2026, 2, 1, 0, 30))).toBe('2026-03-01');
		expect(localDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
	});
});
