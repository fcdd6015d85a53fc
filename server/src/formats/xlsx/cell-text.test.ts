import { isDateFormat, numberText, plainDecimal, serialDateText } from './cell-text.ts';

test('numbers read as Excel shows them, never in scientific notation', () => {
  expect(numberText('6417020000155')).toBe('6417020000155');
  expect(numberText('00042')).toBe('42');
  expect(numberText('0.30000000000000004')).toBe('0.3');
  expect(numberText('1.2E-3')).toBe('0.0012');
  expect(numberText('6.41702E+12')).toBe('6417020000000');
  expect(numberText('-2.5')).toBe('-2.5');
  expect(numberText('12345678.125')).toBe('12345678.125');
  expect(plainDecimal('-1.50e-3')).toBe('-0.0015');
  expect(plainDecimal('1.234e+5')).toBe('123400');
  expect(plainDecimal('-0')).toBe('0');
});

test('date serials of the 1900 system, Excel’s phantom 29 February included', () => {
  expect(serialDateText('1', false)).toBe('1900-01-01');
  expect(serialDateText('59', false)).toBe('1900-02-28');
  expect(serialDateText('61', false)).toBe('1900-03-01');
  expect(serialDateText('45620', false)).toBe('2024-11-24');
  expect(serialDateText('45620.5', false)).toBe('2024-11-24T12:00:00');
  expect(serialDateText('0.75', false)).toBe('18:00:00');
  // 23:59:59.9 rounds to the next day, as Excel shows it.
  expect(serialDateText('45620.99999999', false)).toBe('2024-11-25');
  expect(serialDateText('0', true)).toBe('1904-01-01');
});

test('which number formats show dates', () => {
  expect(isDateFormat(14, undefined)).toBe(true);
  expect(isDateFormat(0, undefined)).toBe(false);
  expect(isDateFormat(4, undefined)).toBe(false);
  expect(isDateFormat(164, 'dd/mm/yyyy')).toBe(true);
  expect(isDateFormat(165, '[$-40C]d mmmm yyyy;@')).toBe(true);
  expect(isDateFormat(166, '[h]:mm:ss')).toBe(true);
  expect(isDateFormat(167, '#,##0.00 "days"')).toBe(false);
  expect(isDateFormat(168, '[Red]0.00;[Blue]-0.00')).toBe(false);
  expect(isDateFormat(169, '0.00E+00')).toBe(false);
  expect(isDateFormat(170, 'General')).toBe(false);
});
