import { readCellDate } from './cell-dates.ts';

test('dates as suppliers write them, in French and English', () => {
  expect(readCellDate('2026-11-25')).toBe('2026-11-25');
  expect(readCellDate('2026-11-25T14:30:00')).toBe('2026-11-25');
  expect(readCellDate('25/11/2026')).toBe('2026-11-25');
  expect(readCellDate('05/11/2026')).toBe('2026-11-05');
  expect(readCellDate('11/25/2026')).toBe('2026-11-25');
  expect(readCellDate('25.11.26')).toBe('2026-11-25');
  expect(readCellDate('25-11-1999')).toBe('1999-11-25');
  expect(readCellDate('25 Nov 2026')).toBe('2026-11-25');
  expect(readCellDate('November 25, 2026')).toBe('2026-11-25');
  expect(readCellDate('1er janvier 2026')).toBe('2026-01-01');
  expect(readCellDate('25 déc. 2026')).toBe('2026-12-25');
  expect(readCellDate('3rd March 2026')).toBe('2026-03-03');
});

test('what is not a date stays refused', () => {
  expect(readCellDate('31/02/2026')).toBeNull();
  expect(readCellDate('13/13/2026')).toBeNull();
  expect(readCellDate('2026')).toBeNull();
  expect(readCellDate('soon')).toBeNull();
  expect(readCellDate('25 Brumaire 2026')).toBeNull();
});
