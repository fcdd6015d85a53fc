/**
 * The reference list of unit types and units (SI and the common imperial and trade units a
 * catalogue meets). A value in `unit` is `value × factor + offset` in the type's base unit;
 * only temperatures need an offset. Codes are stable: attributes and imports name units by code.
 */
export type UnitEntry = { code: string; label_en: string; label_fr: string; symbol: string; factor: number; offset?: number };
export type UnitTypeEntry = { code: string; label_en: string; label_fr: string; base_unit: string; units: UnitEntry[] };

const u = (code: string, label_en: string, label_fr: string, factor: number, symbol = code, offset?: number): UnitEntry =>
  offset === undefined ? { code, label_en, label_fr, symbol, factor } : { code, label_en, label_fr, symbol, factor, offset };

export const unitCatalogue: readonly UnitTypeEntry[] = [
  {
    code: 'length', label_en: 'Length', label_fr: 'Longueur', base_unit: 'm',
    units: [
      u('nm', 'nanometre', 'nanomètre', 1e-9), u('um', 'micrometre', 'micromètre', 1e-6, 'µm'), u('mm', 'millimetre', 'millimètre', 0.001),
      u('cm', 'centimetre', 'centimètre', 0.01), u('dm', 'decimetre', 'décimètre', 0.1), u('m', 'metre', 'mètre', 1),
      u('km', 'kilometre', 'kilomètre', 1000), u('in', 'inch', 'pouce', 0.0254), u('ft', 'foot', 'pied', 0.3048),
      u('yd', 'yard', 'yard', 0.9144), u('mi', 'mile', 'mile', 1609.344),
    ],
  },
  {
    code: 'mass', label_en: 'Mass', label_fr: 'Masse', base_unit: 'kg',
    units: [
      u('mg', 'milligram', 'milligramme', 1e-6), u('g', 'gram', 'gramme', 0.001), u('kg', 'kilogram', 'kilogramme', 1),
      u('t', 'tonne', 'tonne', 1000), u('oz', 'ounce', 'once', 0.028349523125), u('lb', 'pound', 'livre', 0.45359237),
    ],
  },
  {
    code: 'volume', label_en: 'Volume', label_fr: 'Volume', base_unit: 'l',
    units: [
      u('ml', 'millilitre', 'millilitre', 0.001), u('cl', 'centilitre', 'centilitre', 0.01), u('dl', 'decilitre', 'décilitre', 0.1),
      u('l', 'litre', 'litre', 1), u('hl', 'hectolitre', 'hectolitre', 100), u('cm3', 'cubic centimetre', 'centimètre cube', 0.001, 'cm³'),
      u('dm3', 'cubic decimetre', 'décimètre cube', 1, 'dm³'), u('m3', 'cubic metre', 'mètre cube', 1000, 'm³'),
      u('fl_oz', 'US fluid ounce', 'once liquide US', 0.0295735295625, 'fl oz'), u('gal', 'US gallon', 'gallon US', 3.785411784),
    ],
  },
  {
    code: 'area', label_en: 'Area', label_fr: 'Surface', base_unit: 'm2',
    units: [
      u('mm2', 'square millimetre', 'millimètre carré', 1e-6, 'mm²'), u('cm2', 'square centimetre', 'centimètre carré', 1e-4, 'cm²'),
      u('m2', 'square metre', 'mètre carré', 1, 'm²'), u('ha', 'hectare', 'hectare', 10000), u('km2', 'square kilometre', 'kilomètre carré', 1e6, 'km²'),
      u('in2', 'square inch', 'pouce carré', 0.00064516, 'in²'), u('ft2', 'square foot', 'pied carré', 0.09290304, 'ft²'),
    ],
  },
  {
    code: 'power', label_en: 'Power', label_fr: 'Puissance', base_unit: 'W',
    units: [
      u('mW', 'milliwatt', 'milliwatt', 0.001), u('W', 'watt', 'watt', 1), u('kW', 'kilowatt', 'kilowatt', 1000),
      u('MW', 'megawatt', 'mégawatt', 1e6), u('hp', 'horsepower (metric)', 'cheval-vapeur', 735.49875, 'ch'),
      u('BTU_h', 'BTU per hour', 'BTU par heure', 0.29307107, 'BTU/h'),
    ],
  },
  {
    code: 'energy', label_en: 'Energy', label_fr: 'Énergie', base_unit: 'J',
    units: [
      u('J', 'joule', 'joule', 1), u('kJ', 'kilojoule', 'kilojoule', 1000), u('Wh', 'watt-hour', 'wattheure', 3600),
      u('kWh', 'kilowatt-hour', 'kilowattheure', 3.6e6), u('cal', 'calorie', 'calorie', 4.184), u('kcal', 'kilocalorie', 'kilocalorie', 4184),
    ],
  },
  {
    code: 'voltage', label_en: 'Voltage', label_fr: 'Tension', base_unit: 'V',
    units: [u('mV', 'millivolt', 'millivolt', 0.001), u('V', 'volt', 'volt', 1), u('kV', 'kilovolt', 'kilovolt', 1000)],
  },
  {
    code: 'current', label_en: 'Electric current', label_fr: 'Courant électrique', base_unit: 'A',
    units: [u('uA', 'microampere', 'microampère', 1e-6, 'µA'), u('mA', 'milliampere', 'milliampère', 0.001), u('A', 'ampere', 'ampère', 1), u('kA', 'kiloampere', 'kiloampère', 1000)],
  },
  {
    code: 'electric_charge', label_en: 'Battery capacity', label_fr: 'Capacité de batterie', base_unit: 'Ah',
    units: [u('mAh', 'milliampere-hour', 'milliampère-heure', 0.001), u('Ah', 'ampere-hour', 'ampère-heure', 1)],
  },
  {
    code: 'resistance', label_en: 'Resistance', label_fr: 'Résistance', base_unit: 'ohm',
    units: [u('mohm', 'milliohm', 'milliohm', 0.001, 'mΩ'), u('ohm', 'ohm', 'ohm', 1, 'Ω'), u('kohm', 'kiloohm', 'kiloohm', 1000, 'kΩ'), u('Mohm', 'megaohm', 'mégaohm', 1e6, 'MΩ')],
  },
  {
    code: 'frequency', label_en: 'Frequency', label_fr: 'Fréquence', base_unit: 'Hz',
    units: [u('Hz', 'hertz', 'hertz', 1), u('kHz', 'kilohertz', 'kilohertz', 1000), u('MHz', 'megahertz', 'mégahertz', 1e6), u('GHz', 'gigahertz', 'gigahertz', 1e9)],
  },
  {
    code: 'temperature', label_en: 'Temperature', label_fr: 'Température', base_unit: 'K',
    units: [
      u('K', 'kelvin', 'kelvin', 1), u('degC', 'degree Celsius', 'degré Celsius', 1, '°C', 273.15),
      u('degF', 'degree Fahrenheit', 'degré Fahrenheit', 5 / 9, '°F', 273.15 - (32 * 5) / 9),
    ],
  },
  {
    code: 'time', label_en: 'Duration', label_fr: 'Durée', base_unit: 's',
    units: [
      u('ms', 'millisecond', 'milliseconde', 0.001), u('s', 'second', 'seconde', 1), u('min', 'minute', 'minute', 60),
      u('h', 'hour', 'heure', 3600), u('d', 'day', 'jour', 86400), u('wk', 'week', 'semaine', 604800),
      u('mo', 'month (30 days)', 'mois (30 jours)', 2592000), u('yr', 'year (365 days)', 'an (365 jours)', 31536000),
    ],
  },
  {
    code: 'data_size', label_en: 'Data size', label_fr: 'Taille de données', base_unit: 'B',
    units: [
      u('bit', 'bit', 'bit', 0.125), u('B', 'byte', 'octet', 1, 'o'), u('kB', 'kilobyte', 'kilooctet', 1e3, 'ko'),
      u('MB', 'megabyte', 'mégaoctet', 1e6, 'Mo'), u('GB', 'gigabyte', 'gigaoctet', 1e9, 'Go'), u('TB', 'terabyte', 'téraoctet', 1e12, 'To'),
      u('KiB', 'kibibyte', 'kibioctet', 1024, 'Kio'), u('MiB', 'mebibyte', 'mébioctet', 1048576, 'Mio'), u('GiB', 'gibibyte', 'gibioctet', 1073741824, 'Gio'),
    ],
  },
  {
    code: 'speed', label_en: 'Speed', label_fr: 'Vitesse', base_unit: 'm_s',
    units: [u('m_s', 'metre per second', 'mètre par seconde', 1, 'm/s'), u('km_h', 'kilometre per hour', 'kilomètre par heure', 1 / 3.6, 'km/h'), u('mph', 'mile per hour', 'mile par heure', 0.44704)],
  },
  {
    code: 'pressure', label_en: 'Pressure', label_fr: 'Pression', base_unit: 'Pa',
    units: [u('Pa', 'pascal', 'pascal', 1), u('hPa', 'hectopascal', 'hectopascal', 100), u('kPa', 'kilopascal', 'kilopascal', 1000), u('MPa', 'megapascal', 'mégapascal', 1e6), u('bar', 'bar', 'bar', 1e5), u('mbar', 'millibar', 'millibar', 100), u('psi', 'pound per square inch', 'livre par pouce carré', 6894.757293168)],
  },
  {
    code: 'force', label_en: 'Force', label_fr: 'Force', base_unit: 'N',
    units: [u('N', 'newton', 'newton', 1), u('kN', 'kilonewton', 'kilonewton', 1000), u('daN', 'decanewton', 'décanewton', 10), u('lbf', 'pound-force', 'livre-force', 4.4482216152605)],
  },
  {
    code: 'luminous_flux', label_en: 'Luminous flux', label_fr: 'Flux lumineux', base_unit: 'lm',
    units: [u('lm', 'lumen', 'lumen', 1), u('klm', 'kilolumen', 'kilolumen', 1000)],
  },
  {
    code: 'illuminance', label_en: 'Illuminance', label_fr: 'Éclairement', base_unit: 'lx',
    units: [u('lx', 'lux', 'lux', 1), u('klx', 'kilolux', 'kilolux', 1000)],
  },
  {
    code: 'angle', label_en: 'Angle', label_fr: 'Angle', base_unit: 'deg',
    units: [u('deg', 'degree', 'degré', 1, '°'), u('rad', 'radian', 'radian', 180 / Math.PI)],
  },
  {
    code: 'sound_level', label_en: 'Sound level', label_fr: 'Niveau sonore', base_unit: 'dB',
    units: [u('dB', 'decibel', 'décibel', 1), u('dBA', 'A-weighted decibel', 'décibel A', 1, 'dB(A)')],
  },
  {
    code: 'flow_rate', label_en: 'Flow rate', label_fr: 'Débit', base_unit: 'l_min',
    units: [u('l_min', 'litre per minute', 'litre par minute', 1, 'l/min'), u('l_h', 'litre per hour', 'litre par heure', 1 / 60, 'l/h'), u('m3_h', 'cubic metre per hour', 'mètre cube par heure', 1000 / 60, 'm³/h')],
  },
  {
    code: 'apparent_power', label_en: 'Apparent power', label_fr: 'Puissance apparente', base_unit: 'VA',
    units: [u('VA', 'volt-ampere', 'voltampère', 1), u('kVA', 'kilovolt-ampere', 'kilovoltampère', 1000), u('MVA', 'megavolt-ampere', 'mégavoltampère', 1e6)],
  },
  {
    code: 'reactive_power', label_en: 'Reactive power', label_fr: 'Puissance réactive', base_unit: 'var',
    units: [u('var', 'volt-ampere reactive', 'voltampère réactif', 1), u('kvar', 'kilovolt-ampere reactive', 'kilovoltampère réactif', 1000)],
  },
  {
    code: 'capacitance', label_en: 'Capacitance', label_fr: 'Capacité électrique', base_unit: 'F',
    units: [u('pF', 'picofarad', 'picofarad', 1e-12), u('nF', 'nanofarad', 'nanofarad', 1e-9), u('uF', 'microfarad', 'microfarad', 1e-6, 'µF'), u('mF', 'millifarad', 'millifarad', 0.001), u('F', 'farad', 'farad', 1)],
  },
  {
    code: 'inductance', label_en: 'Inductance', label_fr: 'Inductance', base_unit: 'H',
    units: [u('uH', 'microhenry', 'microhenry', 1e-6, 'µH'), u('mH', 'millihenry', 'millihenry', 0.001), u('H', 'henry', 'henry', 1)],
  },
  {
    code: 'luminous_intensity', label_en: 'Luminous intensity', label_fr: 'Intensité lumineuse', base_unit: 'cd',
    units: [u('mcd', 'millicandela', 'millicandela', 0.001), u('cd', 'candela', 'candela', 1), u('kcd', 'kilocandela', 'kilocandela', 1000)],
  },
  {
    code: 'luminance', label_en: 'Luminance', label_fr: 'Luminance', base_unit: 'cd_m2',
    units: [u('cd_m2', 'candela per square metre', 'candela par mètre carré', 1, 'cd/m²'), u('kcd_m2', 'kilocandela per square metre', 'kilocandela par mètre carré', 1000, 'kcd/m²')],
  },
  {
    code: 'luminous_efficacy', label_en: 'Luminous efficacy', label_fr: 'Efficacité lumineuse', base_unit: 'lm_W',
    units: [u('lm_W', 'lumen per watt', 'lumen par watt', 1, 'lm/W')],
  },
  {
    code: 'torque', label_en: 'Torque', label_fr: 'Couple', base_unit: 'N_m',
    units: [u('N_cm', 'newton centimetre', 'newton-centimètre', 0.01, 'N·cm'), u('N_m', 'newton metre', 'newton-mètre', 1, 'N·m'), u('kN_m', 'kilonewton metre', 'kilonewton-mètre', 1000, 'kN·m')],
  },
  {
    code: 'rotational_speed', label_en: 'Rotational speed', label_fr: 'Vitesse de rotation', base_unit: 'rpm',
    units: [u('rpm', 'revolution per minute', 'tour par minute', 1, 'tr/min'), u('rps', 'revolution per second', 'tour par seconde', 60, 'tr/s')],
  },
  {
    code: 'data_rate', label_en: 'Data rate', label_fr: 'Débit de données', base_unit: 'bit_s',
    units: [u('bit_s', 'bit per second', 'bit par seconde', 1, 'bit/s'), u('kbit_s', 'kilobit per second', 'kilobit par seconde', 1e3, 'kbit/s'), u('Mbit_s', 'megabit per second', 'mégabit par seconde', 1e6, 'Mbit/s'), u('Gbit_s', 'gigabit per second', 'gigabit par seconde', 1e9, 'Gbit/s')],
  },
  {
    code: 'linear_mass', label_en: 'Mass per length', label_fr: 'Masse linéique', base_unit: 'kg_m',
    units: [u('g_m', 'gram per metre', 'gramme par mètre', 0.001, 'g/m'), u('kg_m', 'kilogram per metre', 'kilogramme par mètre', 1, 'kg/m'), u('kg_km', 'kilogram per kilometre', 'kilogramme par kilomètre', 0.001, 'kg/km')],
  },
  {
    code: 'proportion', label_en: 'Proportion', label_fr: 'Proportion', base_unit: 'ratio',
    units: [u('ratio', 'ratio', 'rapport', 1, ''), u('pct', 'percent', 'pour cent', 0.01, '%'), u('permille', 'per mille', 'pour mille', 0.001, '‰')],
  },
  {
    code: 'quantity', label_en: 'Quantity', label_fr: 'Quantité', base_unit: 'pc',
    units: [u('pc', 'piece', 'pièce', 1, 'pc'), u('pair', 'pair', 'paire', 2, 'pair'), u('dozen', 'dozen', 'douzaine', 12, 'dz')],
  },
];

const typesByCode = new Map(unitCatalogue.map((type) => [type.code, type]));
const unitsByCode = new Map(unitCatalogue.flatMap((type) => type.units.map((unit) => [unit.code, { unit, type }] as const)));

export function findUnitType(code: string): UnitTypeEntry | undefined {
  return typesByCode.get(code);
}

export function findUnit(code: string): { unit: UnitEntry; type: UnitTypeEntry } | undefined {
  return unitsByCode.get(code);
}

/** `value` in unit `from` expressed in unit `to` (same type), rounded to 12 significant digits. */
export function convertUnit(value: number, from: UnitEntry, to: UnitEntry): number {
  if (from.code === to.code) return value;
  const base = value * from.factor + (from.offset ?? 0);
  return Number(((base - (to.offset ?? 0)) / to.factor).toPrecision(12));
}

/** The company store data `units` (`{ code, label, unit_type }`, English labels): every unit of the list. */
export function storeDataUnits(): { code: string; label: string; unit_type: string }[] {
  return unitCatalogue.flatMap((type) => type.units.map((unit) => ({ code: unit.code, label: unit.label_en, unit_type: type.code })));
}
