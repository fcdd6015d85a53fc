import { convertUnit, findUnit, unitCatalogue } from './catalogue.ts';

const convert = (value: number, from: string, to: string) => convertUnit(value, findUnit(from)!.unit, findUnit(to)!.unit);

describe('the unit catalogue', () => {
  it('names every unit once across all types, each type holding its base unit', () => {
    const codes = unitCatalogue.flatMap((type) => type.units.map((unit) => unit.code));
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    for (const type of unitCatalogue) expect([type.code, type.units.find((unit) => unit.code === type.base_unit)?.factor]).toEqual([type.code, 1]);
  });

  it('covers what electrical and lighting products state (ETIM quantities), with conversions', () => {
    const types = unitCatalogue.map((type) => type.code);
    expect(types).toEqual(
      expect.arrayContaining(['temperature', 'luminous_flux', 'illuminance', 'luminous_intensity', 'luminance', 'luminous_efficacy', 'frequency', 'resistance', 'capacitance', 'inductance', 'apparent_power', 'reactive_power', 'torque', 'rotational_speed', 'data_rate', 'linear_mass', 'time', 'speed', 'pressure', 'proportion']),
    );
    expect(convert(2.5, 'kVA', 'VA')).toBe(2500);
    expect(convert(470, 'nF', 'uF')).toBe(0.47);
    expect(convert(100, 'Mbit_s', 'Gbit_s')).toBe(0.1);
    expect(convert(1200, 'N_cm', 'N_m')).toBe(12);
    expect(convert(3000, 'K', 'degC')).toBe(2726.85);
    expect(convert(250, 'kg_km', 'g_m')).toBe(250);
  });
});
