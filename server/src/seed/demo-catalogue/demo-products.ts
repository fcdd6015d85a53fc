/**
 * The demo catalogue's products and models: four families of electrical goods (cables, circuit
 * breakers, lighting, sockets), each model a range whose variants share the values it manages.
 * Deterministic (a seeded generator): the same code writes the same catalogue. Read by the
 * generator only (`generate.ts`).
 */

export type DemoValues = Record<string, unknown>;
export type DemoModel = { reference: string; name: string; managed: Record<string, unknown> };
export type DemoProduct = { sku: string; name: string; status: 'active' | 'end_of_life' | 'inactive'; model: string | null; category: string; web: string; values: DemoValues };

export const categoryRoots = { catalogue: 'Electrical supplies', web: 'Web shop' } as const;

/** Mulberry32: small, seeded, the same sequence everywhere. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(20261126);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (probability: number) => random() < probability;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Every combination of the lists, in order. */
function combinations<T extends unknown[]>(...lists: { [K in keyof T]: readonly T[K][] }): T[] {
  return lists.reduce<unknown[][]>((rows, list) => rows.flatMap((row) => list.map((item) => [...row, item])), [[]]) as T[];
}

/** `count` of `items`, spread evenly over the list (a range keeps its small and its large sizes). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!);
}

let gtinCounter = 0;
/** A valid EAN-13 under a demo company prefix. */
function nextGtin(): string {
  gtinCounter += 1;
  const body = `376012${String(gtinCounter).padStart(6, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function launchDate(): string {
  const year = 2019 + Math.floor(random() * 7);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function status(): DemoProduct['status'] {
  const draw = random();
  return draw < 0.86 ? 'active' : draw < 0.95 ? 'end_of_life' : 'inactive';
}

/** The values every product has, whatever its family. */
type Texts = { shortEn: string; shortFr: string; descriptionEn: string; descriptionFr: string; pointsEn?: string; pointsFr?: string };

function common(sku: string, texts: Texts): DemoValues {
  const slug = sku.toLowerCase();
  const values: DemoValues = {
    short_label: { en: texts.shortEn, fr: texts.shortFr },
    description: { en: texts.descriptionEn, fr: texts.descriptionFr },
    product_page: `https://demo.pimento.example/products/${slug}`,
    datasheets: [`https://demo.pimento.example/datasheets/${slug}-en.pdf`, `https://demo.pimento.example/datasheets/${slug}-fr.pdf`],
    support_email: 'support@demo.pimento.example',
    web_visible: chance(0.8),
    launch_date: launchDate(),
    shipping_cutoff: chance(0.7) ? '16:00' : '12:00',
    gtin: nextGtin(),
    warranty: chance(0.3) ? 5 : 2,
  };
  if (texts.pointsEn !== undefined && chance(0.5)) values.selling_points = { en: texts.pointsEn, fr: texts.pointsFr };
  return values;
}

/** One product: its status, the values every product has, then its own. */
function variant(sku: string, name: string, place: Pick<DemoProduct, 'model' | 'category' | 'web'>, texts: Texts, own: DemoValues): DemoProduct {
  return { sku, name, status: status(), ...place, values: { ...common(sku, texts), ...own } };
}

const frNumber = (value: number) => String(value).replace('.', ',');

// ── Cables ──────────────────────────────────────────────────────────────────────────────────

type CableRange = { code: string; name: string; nameFr: string; material: string; insulation: string; halogenFree: boolean; voltage: number; category: string; web: string; cores: number[]; sections: number[]; lengths: number[]; count: number };

const cableRanges: CableRange[] = [
  { code: 'R2V', name: 'U-1000 R2V rigid cable', nameFr: 'Câble rigide U-1000 R2V', material: 'copper', insulation: 'xlpe', halogenFree: false, voltage: 1000, category: 'Cables > Power cables', web: 'Professional > Installation', cores: [2, 3, 4, 5], sections: [1.5, 2.5, 4, 6, 10, 16, 25], lengths: [50, 100], count: 56 },
  { code: 'AR2V', name: 'U-1000 AR2V aluminium cable', nameFr: 'Câble aluminium U-1000 AR2V', material: 'aluminium', insulation: 'xlpe', halogenFree: false, voltage: 1000, category: 'Cables > Power cables', web: 'Professional > Industry', cores: [1, 2, 4], sections: [16, 25, 35, 50, 70, 95, 150], lengths: [50, 100], count: 40 },
  { code: 'H07RNF', name: 'H07RN-F flexible rubber cable', nameFr: 'Câble souple caoutchouc H07RN-F', material: 'copper', insulation: 'rubber', halogenFree: false, voltage: 750, category: 'Cables > Flexible cables', web: 'Garden and outdoor', cores: [2, 3, 4, 5], sections: [1, 1.5, 2.5, 4, 6], lengths: [25, 50, 100], count: 56 },
  { code: 'H05VVF', name: 'H05VV-F flexible PVC cable', nameFr: 'Câble souple PVC H05VV-F', material: 'copper', insulation: 'pvc', halogenFree: false, voltage: 500, category: 'Cables > Flexible cables', web: 'Home > Wiring', cores: [2, 3, 4, 5], sections: [0.75, 1, 1.5, 2.5], lengths: [25, 50, 100], count: 48 },
  { code: 'LSZH', name: '1000 V LSZH safety cable', nameFr: 'Câble de sécurité 1000 V sans halogène', material: 'copper', insulation: 'lszh', halogenFree: true, voltage: 1000, category: 'Cables > Power cables', web: 'Professional > Public buildings', cores: [2, 3, 4, 5], sections: [1.5, 2.5, 4, 6, 10], lengths: [50, 100], count: 40 },
  { code: 'H07VU', name: 'H07V-U single-core building wire', nameFr: 'Fil de câblage rigide H07V-U', material: 'copper', insulation: 'pvc', halogenFree: false, voltage: 750, category: 'Cables > Building wire', web: 'Home > Wiring', cores: [1], sections: [1.5, 2.5, 4, 6, 10, 16, 25, 35], lengths: [100, 500], count: 16 },
];

function cables(models: DemoModel[], products: DemoProduct[]): void {
  for (const range of cableRanges) {
    const reference = `CAB-${range.code}`;
    models.push({
      reference,
      name: range.name,
      managed: { conductor_material: range.material, insulation: range.insulation, halogen_free: range.halogenFree, rated_voltage: range.voltage, certifications: range.halogenFree ? ['CE', 'NF', 'RoHS'] : ['CE', 'NF'] },
    });
    for (const [cores, section, length] of spread(combinations<[number, number, number]>(range.cores, range.sections, range.lengths), range.count)) {
      const size = cores === 1 ? `1x${section}` : `${cores}G${section}`;
      const sku = `CAB-${range.code}-${size}-${length}`;
      const colour = range.insulation === 'rubber' ? 'black' : pick(['black', 'grey']);
      products.push(
        variant(sku, `${range.name} ${size} mm², ${length} m`, { model: reference, category: range.category, web: range.web }, {
          shortEn: `${range.code} ${size} mm² ${length} m`,
          shortFr: `${range.code} ${frNumber(cores)}G${frNumber(section)} mm² ${length} m`,
          descriptionEn: `${range.name} with ${cores} ${cores === 1 ? 'core' : 'cores'} of ${section} mm², sold by the ${length} m reel. For fixed installations and power distribution.`,
          descriptionFr: `${range.nameFr} à ${cores} ${cores === 1 ? 'conducteur' : 'conducteurs'} de ${frNumber(section)} mm², vendu en touret de ${length} m. Pour installations fixes et distribution d’énergie.`,
          pointsEn: 'Marked every metre. Easy to strip.',
          pointsFr: 'Marquage métrique. Dénudage facile.',
        }, {
          cores,
          cross_section: section,
          cable_length: length,
          colour,
          weight: round(length * cores * section * (range.material === 'aluminium' ? 0.004 : 0.0105) + length * 0.02, 2),
        }),
      );
    }
  }
  // Data cables: no range of their own, and no model.
  for (const [category, length] of combinations<[string, number]>(['5e', '6', '6A', '7'], [100, 305])) {
    for (const shield of ['U/UTP', 'F/UTP', 'S/FTP']) {
      const sku = `CAB-DATA-CAT${category}-${shield.replace('/', '')}-${length}`;
      products.push(
        variant(sku, `Cat ${category} ${shield} data cable, ${length} m`, { model: null, category: 'Cables > Data cables', web: 'Professional > Installation' }, {
          shortEn: `Cat ${category} ${shield} ${length} m`,
          shortFr: `Cat ${category} ${shield} ${length} m`,
          descriptionEn: `Category ${category} ${shield} network cable, 4 twisted pairs, on a ${length} m drum.`,
          descriptionFr: `Câble réseau catégorie ${category} ${shield}, 4 paires torsadées, en touret de ${length} m.`,
        }, {
          cores: 8,
          cross_section: 0.2,
          cable_length: length,
          insulation: 'lszh',
          halogen_free: true,
          conductor_material: 'copper',
          colour: pick(['grey', 'white']),
          certifications: ['CE', 'RoHS'],
          weight: round(length * 0.04, 2),
        }),
      );
    }
  }
}

// ── Circuit breakers ────────────────────────────────────────────────────────────────────────

type BreakerRange = { code: string; name: string; nameFr: string; poles: number; capacity: number | null; voltage: number; residual: number | null; phases: string; category: string; currents: number[]; curves: string[]; count: number };

const breakerRanges: BreakerRange[] = [
  { code: 'MCB1N', name: 'Circuit breaker 1P+N 4.5 kA', nameFr: 'Disjoncteur 1P+N 4,5 kA', poles: 2, capacity: 4.5, voltage: 230, residual: null, phases: 'single', category: 'Protection > Circuit breakers', currents: [2, 6, 10, 16, 20, 25, 32, 40], curves: ['B', 'C', 'D'], count: 24 },
  { code: 'MCB1N6', name: 'Circuit breaker 1P+N 6 kA', nameFr: 'Disjoncteur 1P+N 6 kA', poles: 2, capacity: 6, voltage: 230, residual: null, phases: 'single', category: 'Protection > Circuit breakers', currents: [2, 6, 10, 16, 20, 25, 32, 40], curves: ['B', 'C', 'D'], count: 24 },
  { code: 'MCB1', name: 'Circuit breaker 1P 6 kA', nameFr: 'Disjoncteur 1P 6 kA', poles: 1, capacity: 6, voltage: 230, residual: null, phases: 'single', category: 'Protection > Circuit breakers', currents: [1, 2, 3, 6, 10, 13, 16, 20, 25, 32, 40, 50, 63], curves: ['B', 'C', 'D'], count: 39 },
  { code: 'MCB2', name: 'Circuit breaker 2P 10 kA', nameFr: 'Disjoncteur 2P 10 kA', poles: 2, capacity: 10, voltage: 400, residual: null, phases: 'single', category: 'Protection > Circuit breakers', currents: [1, 2, 3, 6, 10, 13, 16, 20, 25, 32, 40, 50, 63], curves: ['B', 'C', 'D'], count: 39 },
  { code: 'MCB3', name: 'Circuit breaker 3P 10 kA', nameFr: 'Disjoncteur 3P 10 kA', poles: 3, capacity: 10, voltage: 400, residual: null, phases: 'three', category: 'Protection > Circuit breakers', currents: [1, 2, 3, 6, 10, 13, 16, 20, 25, 32, 40, 50, 63], curves: ['B', 'C', 'D'], count: 39 },
  { code: 'MCB4', name: 'Circuit breaker 4P 15 kA', nameFr: 'Disjoncteur 4P 15 kA', poles: 4, capacity: 15, voltage: 400, residual: null, phases: 'three', category: 'Protection > Circuit breakers', currents: [6, 10, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125], curves: ['B', 'C', 'D'], count: 36 },
  { code: 'RCBO', name: 'RCBO 1P+N 30 mA type A', nameFr: 'Disjoncteur différentiel 1P+N 30 mA type A', poles: 2, capacity: 4.5, voltage: 230, residual: 30, phases: 'single', category: 'Protection > Residual current devices', currents: [6, 10, 16, 20, 25, 32, 40], curves: ['B', 'C'], count: 14 },
  { code: 'RCD2', name: 'Residual current switch 2P type AC', nameFr: 'Interrupteur différentiel 2P type AC', poles: 2, capacity: null, voltage: 230, residual: null, phases: 'single', category: 'Protection > Residual current devices', currents: [25, 40, 63, 80, 100], curves: [''], count: 5 },
  { code: 'RCD4', name: 'Residual current switch 4P type A', nameFr: 'Interrupteur différentiel 4P type A', poles: 4, capacity: null, voltage: 400, residual: null, phases: 'three', category: 'Protection > Residual current devices', currents: [25, 40, 63, 80, 100], curves: [''], count: 5 },
];

function breakers(models: DemoModel[], products: DemoProduct[]): void {
  for (const range of breakerRanges) {
    const reference = `BRK-${range.code}`;
    const managed: Record<string, unknown> = { poles: range.poles, rated_voltage: range.voltage, frequency: 50, phases: range.phases, mounting: ['din_rail'], ip_rating: 'IP20' };
    if (range.capacity !== null) managed.breaking_capacity = range.capacity;
    if (range.residual !== null) managed.residual_current = range.residual;
    models.push({ reference, name: range.name, managed });
    for (const [current, curve] of spread(combinations<[number, string]>(range.currents, range.curves), range.count)) {
      const sensitivity = range.code.startsWith('RCD') ? pick([30, 300]) : null;
      const sku = `BRK-${range.code}-${curve}${current}${sensitivity !== null ? `-${sensitivity}` : ''}`;
      const rating = `${curve}${current} A${sensitivity !== null ? ` ${sensitivity} mA` : ''}`;
      const texts = {
        shortEn: `${range.code} ${rating}`,
        shortFr: `${range.code} ${rating}`,
        descriptionEn: `${range.name}, rated ${current} A${curve ? `, tripping curve ${curve}` : ''}. Modular, for DIN rail panels.`,
        descriptionFr: `${range.nameFr}, calibre ${current} A${curve ? `, courbe ${curve}` : ''}. Modulaire, pour tableau sur rail DIN.`,
        pointsEn: 'Fast connection terminals. Contact position indicator.',
        pointsFr: 'Bornes à connexion rapide. Indicateur de position des contacts.',
      };
      const values: DemoValues = { rated_current: current, colour: 'white', certifications: ['CE', 'NF'], weight: round(0.11 * range.poles + current / 1000, 3) };
      if (curve !== '') values.tripping_curve = curve;
      if (sensitivity !== null) values.residual_current = sensitivity;
      products.push(variant(sku, `${range.name} ${rating}`, { model: reference, category: range.category, web: 'Home > Electrical panel' }, texts, values));
    }
  }
  // Surge protectors: without a model.
  for (const [poles, rating] of combinations<[number, number]>([1, 2, 4], [20, 40, 65])) {
    const sku = `BRK-SPD-${poles}P-${rating}`;
    products.push(
      variant(sku, `Surge protector type 2, ${poles}P, ${rating} kA`, { model: null, category: 'Protection > Surge protection', web: 'Home > Electrical panel' }, {
        shortEn: `SPD T2 ${poles}P ${rating} kA`,
        shortFr: `Parafoudre T2 ${poles}P ${rating} kA`,
        descriptionEn: `Type 2 surge protection device, ${poles} poles, maximum discharge current ${rating} kA.`,
        descriptionFr: `Parafoudre de type 2, ${poles} pôles, courant de décharge maximal ${rating} kA.`,
      }, {
        poles,
        breaking_capacity: rating,
        rated_voltage: poles === 4 ? 400 : 230,
        voltage_range: { min: poles === 4 ? 380 : 220, max: poles === 4 ? 415 : 240 },
        mounting: ['din_rail'],
        ip_rating: 'IP20',
        colour: 'grey',
        certifications: ['CE'],
        weight: round(0.12 * poles, 2),
      }),
    );
  }
}

// ── Lighting ────────────────────────────────────────────────────────────────────────────────

type LightRange = {
  code: string; name: string; nameFr: string; category: string; web: string; cri: number; lifetime: number;
  powers: number[]; temperatures: number[]; bases: string[]; beams: number[]; colours: string[]; mounting: string[]; ip: string; efficacy: number; count: number;
};

const lightRanges: LightRange[] = [
  { code: 'A60', name: 'LED bulb A60', nameFr: 'Ampoule LED A60', category: 'Lighting > LED bulbs', web: 'Home > Living spaces', cri: 80, lifetime: 15000, powers: [4.9, 7, 8.5, 11, 13.5], temperatures: [2700, 4000, 6500], bases: ['E27', 'B22'], beams: [200], colours: ['white'], mounting: [], ip: 'IP20', efficacy: 110, count: 60 },
  { code: 'C35', name: 'LED candle bulb C35', nameFr: 'Ampoule LED flamme C35', category: 'Lighting > LED bulbs', web: 'Home > Living spaces', cri: 80, lifetime: 15000, powers: [2.5, 4.9, 5.5], temperatures: [2700, 4000], bases: ['E14', 'E27'], beams: [180], colours: ['white'], mounting: [], ip: 'IP20', efficacy: 105, count: 24 },
  { code: 'GU10', name: 'LED spot GU10', nameFr: 'Spot LED GU10', category: 'Lighting > Spots', web: 'Home > Living spaces', cri: 90, lifetime: 25000, powers: [3.6, 4.7, 6.9], temperatures: [2700, 3000, 4000], bases: ['GU10'], beams: [36, 60], colours: ['white'], mounting: [], ip: 'IP20', efficacy: 80, count: 36 },
  { code: 'DL', name: 'LED downlight', nameFr: 'Downlight LED', category: 'Lighting > Downlights', web: 'Home > Living spaces', cri: 90, lifetime: 40000, powers: [6, 9, 12, 18, 24], temperatures: [3000, 4000], bases: ['integrated'], beams: [90, 110], colours: ['white', 'black', 'aluminium'], mounting: ['flush', 'ceiling'], ip: 'IP44', efficacy: 95, count: 100 },
  { code: 'FL', name: 'LED floodlight', nameFr: 'Projecteur LED', category: 'Lighting > Floodlights', web: 'Garden and outdoor', cri: 80, lifetime: 50000, powers: [10, 20, 30, 50, 100, 150, 200], temperatures: [3000, 4000, 6500], bases: ['integrated'], beams: [100, 120], colours: ['black', 'grey', 'anthracite'], mounting: ['wall'], ip: 'IP65', efficacy: 120, count: 127 },
  { code: 'BAT', name: 'LED batten', nameFr: 'Réglette LED', category: 'Lighting > Battens', web: 'Professional > Industry', cri: 80, lifetime: 50000, powers: [18, 24, 36, 50, 60], temperatures: [4000, 6500], bases: ['integrated'], beams: [120], colours: ['white', 'grey'], mounting: ['ceiling', 'surface', 'pendant'], ip: 'IP65', efficacy: 130, count: 60 },
];

function lighting(models: DemoModel[], products: DemoProduct[]): void {
  for (const range of lightRanges) {
    const reference = `LGT-${range.code}`;
    models.push({ reference, name: range.name, managed: { cri: range.cri, lifetime: range.lifetime, operating_temperature: { min: -20, max: range.ip === 'IP20' ? 40 : 45 }, frequency: 50, voltage_range: { min: 220, max: 240 } } });
    const all = combinations<[number, number, string, number, string, boolean]>(range.powers, range.temperatures, range.bases, range.beams, range.colours, [true, false]);
    for (const [power, temperature, base, beam, colour, dimmable] of spread(all, range.count)) {
      const sku = `LGT-${range.code}-${String(power).replace('.', '')}W-${temperature}K-${base}-${beam}-${colour.slice(0, 3).toUpperCase()}${dimmable ? '-D' : ''}`;
      const flux = Math.round((power * range.efficacy) / 10) * 10;
      const warmth = temperature <= 3000 ? ['warm white', 'blanc chaud'] : temperature <= 4000 ? ['neutral white', 'blanc neutre'] : ['daylight', 'lumière du jour'];
      const texts = {
        shortEn: `${range.code} ${power} W ${temperature} K`,
        shortFr: `${range.code} ${frNumber(power)} W ${temperature} K`,
        descriptionEn: `${range.name}, ${power} W, ${flux} lm, ${warmth[0]} ${temperature} K${dimmable ? ', dimmable' : ''}.`,
        descriptionFr: `${range.nameFr}, ${frNumber(power)} W, ${flux} lm, ${warmth[1]} ${temperature} K${dimmable ? ', gradable' : ''}.`,
        pointsEn: 'Instant full brightness. Replaces a halogen lamp of up to ten times its power.',
        pointsFr: 'Plein éclairage instantané. Remplace une lampe halogène jusqu’à dix fois plus puissante.',
      };
      const values: DemoValues = {
        power,
        luminous_flux: flux,
        colour_temperature: temperature,
        dimmable,
        lamp_base: base,
        beam_angle: beam,
        ip_rating: range.ip,
        colour,
        certifications: ['CE', 'ENEC', 'RoHS'],
        weight: round(0.04 + power * 0.012, 3),
      };
      if (range.mounting.length > 0) values.mounting = range.mounting.slice(0, 1 + Math.floor(random() * range.mounting.length));
      const name = `${range.name} ${power} W ${temperature} K ${base === 'integrated' ? '' : `${base} `}${dimmable ? 'dimmable' : ''}`.replace(/\s+/g, ' ').trim();
      products.push(variant(sku, name, { model: reference, category: range.category, web: range.web }, texts, values));
    }
  }
  // Solar garden lights: without a model.
  for (const [power, colour] of combinations<[number, string]>([1, 2, 5, 10, 20, 30, 50], ['black', 'anthracite', 'grey'])) {
    const sku = `LGT-SOLAR-${power}W-${colour.slice(0, 3).toUpperCase()}`;
    products.push(
      variant(sku, `Solar LED garden light ${power} W`, { model: null, category: 'Lighting > Floodlights', web: 'Garden and outdoor' }, {
        shortEn: `Solar light ${power} W`,
        shortFr: `Lampe solaire ${power} W`,
        descriptionEn: `Solar LED light with motion sensor, ${power} W, ${power * 100} lm. No wiring needed.`,
        descriptionFr: `Lampe LED solaire à détecteur de mouvement, ${power} W, ${power * 100} lm. Sans câblage.`,
      }, {
        power,
        luminous_flux: power * 100,
        colour_temperature: 6500,
        dimmable: false,
        lamp_base: 'integrated',
        ip_rating: 'IP65',
        operating_temperature: { min: -20, max: 50 },
        colour,
        mounting: ['wall'],
        certifications: ['CE'],
        weight: round(0.2 + power * 0.02, 2),
      }),
    );
  }
}

// ── Sockets ─────────────────────────────────────────────────────────────────────────────────

type SocketRange = { code: string; name: string; nameFr: string; category: string; web: string; current: number; voltage: number; ip: string; gangs: number[]; colours: string[]; mountings: string[]; count: number };

const socketRanges: SocketRange[] = [
  { code: 'S16', name: 'Socket outlet 16 A 2P+E', nameFr: 'Prise de courant 16 A 2P+T', category: 'Wiring devices > Sockets', web: 'Home > Living spaces', current: 16, voltage: 250, ip: 'IP20', gangs: [1, 2, 3, 4], colours: ['white', 'black', 'grey', 'anthracite', 'aluminium'], mountings: ['flush', 'surface'], count: 40 },
  { code: 'USB', name: 'Socket outlet 16 A with USB-A and USB-C', nameFr: 'Prise de courant 16 A avec USB-A et USB-C', category: 'Wiring devices > Sockets', web: 'Home > Living spaces', current: 16, voltage: 250, ip: 'IP20', gangs: [1, 2], colours: ['white', 'black', 'grey', 'anthracite', 'aluminium'], mountings: ['flush', 'surface'], count: 20 },
  { code: 'OUT', name: 'Outdoor socket outlet IP55', nameFr: 'Prise extérieure IP55', category: 'Wiring devices > Outdoor sockets', web: 'Garden and outdoor', current: 16, voltage: 250, ip: 'IP55', gangs: [1, 2], colours: ['grey', 'white', 'anthracite'], mountings: ['surface', 'flush'], count: 12 },
  { code: 'IND32', name: 'Industrial socket 32 A 3P+N+E', nameFr: 'Prise industrielle 32 A 3P+N+T', category: 'Wiring devices > Industrial sockets', web: 'Professional > Industry', current: 32, voltage: 400, ip: 'IP44', gangs: [1], colours: ['grey'], mountings: ['wall', 'surface', 'flush'], count: 3 },
  { code: 'IND16', name: 'Industrial socket 16 A 2P+E', nameFr: 'Prise industrielle 16 A 2P+T', category: 'Wiring devices > Industrial sockets', web: 'Professional > Industry', current: 16, voltage: 230, ip: 'IP44', gangs: [1], colours: ['grey'], mountings: ['wall', 'surface', 'flush'], count: 3 },
];

function sockets(models: DemoModel[], products: DemoProduct[]): void {
  for (const range of socketRanges) {
    const reference = `SKT-${range.code}`;
    models.push({ reference, name: range.name, managed: { rated_current: range.current, rated_voltage: range.voltage, ip_rating: range.ip, frequency: 50 } });
    for (const [gangs, colour, mounting] of spread(combinations<[number, string, string]>(range.gangs, range.colours, range.mountings), range.count)) {
      const sku = `SKT-${range.code}-${gangs}G-${colour.slice(0, 3).toUpperCase()}-${mounting.toUpperCase()}`;
      const gangsEn = gangs === 1 ? 'single' : gangs === 2 ? 'double' : gangs === 3 ? 'triple' : 'quadruple';
      const gangsFr = gangs === 1 ? 'simple' : gangs === 2 ? 'double' : gangs === 3 ? 'triple' : 'quadruple';
      products.push(
        variant(sku, `${range.name}, ${gangsEn}, ${colour}, ${mounting}`, { model: reference, category: range.category, web: range.web }, {
          shortEn: `${range.code} ${gangsEn} ${colour}`,
          shortFr: `${range.code} ${gangsFr} ${colour}`,
          descriptionEn: `${range.name}, ${gangsEn}, ${colour} finish, ${mounting === 'flush' ? 'flush-mounted' : 'surface-mounted'}. Child protection shutters.`,
          descriptionFr: `${range.nameFr}, ${gangsFr}, finition ${colour}, ${mounting === 'flush' ? 'encastrée' : 'en saillie'}. Éclipses de protection enfants.`,
          pointsEn: 'Screwless terminals. Claws and screws supplied.',
          pointsFr: 'Bornes automatiques. Griffes et vis fournies.',
        }, {
          poles: range.code.startsWith('IND32') ? 5 : 3,
          power: range.code === 'USB' ? 15 : undefined,
          colour,
          mounting: [mounting],
          certifications: ['CE', 'NF'],
          weight: round(0.08 * gangs + (range.code.startsWith('IND') ? 0.4 : 0), 2),
        }),
      );
    }
  }
}

/** The whole catalogue: the models, then 1,000 products. */
export function demoCatalogue(): { models: DemoModel[]; products: DemoProduct[] } {
  const models: DemoModel[] = [];
  const products: DemoProduct[] = [];
  cables(models, products);
  breakers(models, products);
  lighting(models, products);
  sockets(models, products);
  return { models, products };
}
